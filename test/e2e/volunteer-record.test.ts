import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
const PHONE = { width: 390, height: 844 };

describe('the volunteer record at phone width', () => {
  it('the demo volunteer reaches the record from the profile, sees the hours, downloads a PDF and checks it', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: PHONE, acceptDownloads: true });
    await signInAs(context, 'volunteer');
    const page = await context.newPage();
    await page.goto(`${origin}/profile`);
    await page.getByTestId('area-volunteer-record').click();
    await page.waitForURL(/\/profile\/volunteer-record/);
    // The demo year's ten activities (the check-in journey may have added today's to the shared account).
    await expect.poll(() => page.getByTestId('record-activity').count()).toBeGreaterThanOrEqual(10);
    expect(await page.getByTestId('record-activities').textContent()).toContain('Субботник в Парке Горького');
    expect(await page.getByTestId('record-years').textContent()).toMatch(/\d+(,\d+)? ч/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('record-pdf-submit').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^volunteer-record-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    const { text } = await extractText(new Uint8Array(fs.readFileSync(file)), { mergePages: true });
    expect(text).toContain('Книжка волонтёра');
    expect(text).toContain('Вера Смирнова');
    const link = /\/v\/([a-z2-9]{12})/.exec(text);
    expect(link).not.toBeNull();

    // The check page of the new PDF states the same facts.
    await page.goto(`${origin}/v/${link?.[1]}`);
    expect(await page.getByTestId('record-check-name').textContent()).toBe('Вера Смирнова');
    expect(await page.getByTestId('record-check-activities').textContent()).toContain('Субботник в Парке Горького');
    await context.close();
  });
});
