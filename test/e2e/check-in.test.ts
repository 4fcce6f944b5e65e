import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { demoEventId } from '../../scripts/seed-events.mjs';
import { baseUrl, launch, newContext } from './browser';
import { demoAccount, signInAs } from './support/accounts';

/**
 * Check-in on site at phone width (docs/decisions/223-check-in-and-verified-hours.md): the demo
 * volunteer's ticket shows their QR; the organiser's page scans it through Chromium's fake camera,
 * which plays a video made here from that very QR image. Desktop Chromium on Linux has no
 * BarcodeDetector, so this goes through the page's jsQR path.
 */
const origin = baseUrl('ru');
const PHONE = { width: 390, height: 844 };
const FRAME = { width: 640, height: 480 };

/** The worker's PNG (8-bit RGB, filter 0 on every row) as grey levels. */
function pngToGrey(png: Buffer): { width: number; height: number; grey: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) grey[y * width + x] = raw[y * (width * 3 + 1) + 1 + x * 3]!;
  return { width, height, grey };
}

/**
 * A Y4M video (what --use-file-for-fake-video-capture plays, looping): the QR scaled to fit and
 * centred on white, a few identical frames.
 */
function qrVideo(png: Buffer, file: string) {
  const qr = pngToGrey(png);
  const side = Math.min(FRAME.height - 40, qr.width);
  const left = Math.floor((FRAME.width - side) / 2);
  const top = Math.floor((FRAME.height - side) / 2);
  const y = new Uint8Array(FRAME.width * FRAME.height).fill(235);
  for (let row = 0; row < side; row++)
    for (let col = 0; col < side; col++) {
      const v = qr.grey[Math.floor((row * qr.height) / side) * qr.width + Math.floor((col * qr.width) / side)]!;
      y[(top + row) * FRAME.width + left + col] = v < 128 ? 16 : 235;
    }
  const chroma = new Uint8Array((FRAME.width / 2) * (FRAME.height / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

let browser: Browser | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-in-'));
afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('check-in at the entrance, at phone width', () => {
  const id = demoEventId('ru-today') as string;
  it("the organiser scans the volunteer's QR with the camera and sees them checked in", {
    timeout: 90_000,
  }, async () => {
    // The volunteer's ticket first (a browser without the camera), then the organiser's with it.
    const plain = await launch();
    const volunteer = await newContext(plain, { locale: 'ru-RU', viewport: PHONE });
    await signInAs(volunteer, 'volunteer');
    const mine = await volunteer.newPage();
    await mine.goto(`${origin}/profile/my-charity-events`);
    const ticket = mine.getByTestId('check-in-ticket').first();
    await ticket.locator('summary').click();
    await expect
      .poll(() => ticket.getByTestId('check-in-qr').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const res = await volunteer.request.get(`${origin}/api/web/v1/charity-event/${id}/my-check-in/qr.png?slot=`);
    expect(res.status()).toBe(200);
    const png = Buffer.from(await res.body());
    await plain.close();
    const video = path.join(dir, 'qr.y4m');
    qrVideo(png, video);
    browser = await launch([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    const organiser = await newContext(browser!, { locale: 'ru-RU', viewport: PHONE });
    await organiser.grantPermissions(['camera'], { origin });
    await signInAs(organiser, 'event creator');
    const page = await organiser.newPage();
    await page.goto(`${origin}/profile/charity-events/${id}/check-in`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    const name = demoAccount('volunteer').name;
    const row = page.getByTestId('check-in-row').filter({ hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('check-in-in').count()).toBe(1);

    await page.getByTestId('check-in-scan').click();
    await expect
      .poll(() => page.getByTestId('check-in-message').textContent(), { timeout: 20_000 })
      .toContain(`Приход отмечен. Волонтёр: ${name}.`);
    await expect.poll(() => row.getByTestId('check-in-state').textContent()).toMatch(/^Пришёл в \d\d:\d\d$/);
    expect(await row.getByTestId('check-in-out').count()).toBe(1);
    await page.getByTestId('check-in-scan').click();
    // The server agrees: a second scan of the same code for arrival is refused as used.
    const again = await organiser.request.post(`${origin}/api/web/v1/charity-event/${id}/check-in`, {
      data: {
        opId: crypto.randomUUID(),
        action: 'in',
        userId: (
          await organiser.request.get(`${origin}/api/web/v1/charity-event/${id}/check-in`).then((r) => r.json())
        ).items.find((p: { name: string }) => p.name === name).userId,
      },
      headers: { origin },
    });
    expect((await again.json()).error.code).toBe('already_checked_in');

    // Out, and a correction with its reason (the volunteer left later than they were marked out).
    const people = await organiser.request
      .get(`${origin}/api/web/v1/charity-event/${id}/check-in`)
      .then((r) => r.json());
    const userId = people.items.find((p: { name: string }) => p.name === name).userId;
    const out = await organiser.request.post(`${origin}/api/web/v1/charity-event/${id}/check-in`, {
      data: { opId: crypto.randomUUID(), action: 'out', userId },
      headers: { origin },
    });
    expect(out.status()).toBe(200);
    const reason = 'Ушла позже, забыла отметиться';
    const fix = await organiser.request.post(`${origin}/api/web/v1/charity-event/${id}/hours`, {
      data: { userId, minutes: 90, reason },
      headers: { origin },
    });
    expect(fix.status()).toBe(200);
    await organiser.close();

    // The volunteer's record shows the event, verified, with its hours and the correction's reason.
    const own = await newContext(browser!, { locale: 'ru-RU', viewport: PHONE });
    await signInAs(own, 'volunteer');
    const record = await own.newPage();
    await record.goto(`${origin}/profile/volunteer-record`);
    const activity = record.getByTestId('record-activity').filter({ hasText: 'Уборка набережной Яузы' });
    await expect.poll(() => activity.count()).toBe(1);
    expect(await activity.getByTestId('record-activity-status').textContent()).toBe('подтверждено');
    expect(await activity.getByTestId('record-activity-hours').textContent()).toBe('1,5 ч');
    expect(await activity.getByTestId('record-corrections').textContent()).toContain(reason);
    await own.close();
  });
});
