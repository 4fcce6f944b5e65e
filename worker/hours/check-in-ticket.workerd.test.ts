import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { getPage, HOSTS } from '../../test/integration/helpers';
import { decodeQrPng } from '../../test/integration/support/qr-decode';
import { api, completeEvent, creator, publishedEvent, volunteer } from '../../test/integration/support/events';

/**
 * The volunteer's ticket (docs/decisions/223-check-in-and-verified-hours.md): their check-in code as
 * a QR on "My events" and as a PNG to keep offline, and the day-of mail's link to the same code.
 */
const HOUR = 3600_000;
const BASE = `${HOSTS.ru}/api/web/v1/charity-event`;

async function bytes(path: string, cookie?: string) {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
  return { res, body: new Uint8Array(await res.arrayBuffer()) };
}

describe("the volunteer's check-in QR", () => {
  it('is on My events, as an SVG and a downloadable PNG that decodes to their code; others get 404', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent());
    const v = await volunteer();
    expect((await api('POST', `/${id}/signup`, v)).json.signedUp).toBe(true);
    const code = (await api('GET', `/${id}/my-check-in`, v)).json.items[0].code as string;

    const page = await (
      await getPage(`${HOSTS.ru}/profile/my-charity-events`, { headers: { cookie: v.cookie } })
    ).text();
    expect(page).toContain(`/api/web/v1/charity-event/${id}/my-check-in/qr.svg?slot=`);
    expect(page).toContain('Мой код для отметки');

    const svg = await bytes(`/${id}/my-check-in/qr.svg?slot=`, v.cookie);
    expect(svg.res.headers.get('content-type')).toContain('image/svg+xml');
    expect(new TextDecoder().decode(svg.body)).toMatch(/^<svg /);
    const png = await bytes(`/${id}/my-check-in/qr.png`, v.cookie);
    expect(png.res.status).toBe(200);
    expect(png.res.headers.get('content-disposition')).toContain('attachment');
    expect([...png.body.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await decodeQrPng(png.body)).toBe(code);

    const stranger = await volunteer();
    expect((await bytes(`/${id}/my-check-in/qr.svg`, stranger.cookie)).res.status).toBe(404);
    expect((await bytes(`/${id}/my-check-in/qr.svg?slot=nope`, v.cookie)).res.status).toBe(404);
  });

  it('is linked from the day-of mail; the link draws only a code we signed for that event', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent());
    const v = await volunteer();
    expect((await api('POST', `/${id}/signup`, v)).json.signedUp).toBe(true);
    const now = Date.now();
    await env.DB.prepare("UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = 'UTC' WHERE id = ?")
      .bind(now + 2 * HOUR, now + 5 * HOUR, id)
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const mail = await env.DB.prepare(
      "SELECT text_body FROM mail_outbox WHERE recipient = ? AND template = 'volunteers.onTheDay'",
    )
      .bind(v.email)
      .first<{ text_body: string }>();
    const link = /Мой код для отметки \(QR\): (http\S+)/.exec(mail!.text_body)?.[1];
    expect(link).toContain(`/api/web/v1/charity-event/${id}/check-in-code.png?c=ci1.`);
    const url = new URL(link!);
    const png = await bytes(`/${id}/check-in-code.png${url.search}`);
    expect(png.res.status).toBe(200);
    const code = (await api('GET', `/${id}/my-check-in`, v)).json.items[0].code as string;
    expect(await decodeQrPng(png.body)).toBe(code);
    expect((await bytes(`/${id}/check-in-code.png?c=ci1.forged.sig`)).res.status).toBe(404);
    const other = await publishedEvent(owner, completeEvent());
    expect((await bytes(`/${other}/check-in-code.png${url.search}`)).res.status).toBe(404);
  });
});

describe("the organiser's check-in page", () => {
  it('lists people by slot with a button each, and checks in by a form that works without JavaScript', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent());
    const now = Date.now();
    await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(now - HOUR, now + 2 * HOUR, id)
      .run();
    const v = await volunteer();
    await env.DB.prepare(
      "INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at) VALUES (?, ?, '', 'active', ?)",
    )
      .bind(id, v.userId, now - 2 * HOUR)
      .run();
    const url = `${HOSTS.ru}/profile/charity-events/${id}/check-in`;
    const page = await getPage(url, { headers: { cookie: owner.cookie } });
    expect(page.status).toBe(200);
    // The camera for the scanner here only; the roster keeps the site's policy without it.
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    const roster = await getPage(`${HOSTS.ru}/profile/charity-events/${id}/roster`, {
      headers: { cookie: owner.cookie },
    });
    expect(roster.headers.get('permissions-policy')).toContain('camera=()');
    const html = await page.text();
    expect(html).toContain('data-testid="check-in-row"');
    expect(html).toContain('Всё мероприятие');
    expect(html).toContain('data-testid="check-in-in"');
    expect((await getPage(url, { headers: { cookie: (await creator()).cookie } })).status).toBe(404);

    const post = await SELF.fetch(url, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: HOSTS.ru,
      },
      body: new URLSearchParams({ userId: v.userId, slotId: '', action: 'in' }).toString(),
    });
    expect(post.status).toBe(200);
    const after = await post.text();
    expect(after).toContain('Приход отмечен. Волонтёр: Test User.');
    expect(after).toContain('data-testid="check-in-out"');
    const again = await SELF.fetch(url, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.ru },
      body: new URLSearchParams({ userId: v.userId, slotId: '', action: 'in' }).toString(),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Приход уже отмечен.');
  });
});
