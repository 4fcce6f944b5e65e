import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { reviewEvent } from '../../worker/services/event-review';
import { getPage, HOSTS } from './helpers';
import { api, completeEvent, creator, DAY } from './support/events';

/** Publishes an event in an edition, starting `inDays` from now (Almaty for kz, Moscow otherwise). */
async function publish(host: string, title: string, inDays: number) {
  const owner = await creator();
  const zone = host === HOSTS.kz ? 'Asia/Almaty' : 'Europe/Moscow';
  const start = Date.now() + inDays * DAY;
  const base = `${host}/api/web/v1/charity-event`;
  // 11:00–14:00 on that day in the zone, so the range never crosses midnight.
  const day = utcToLocal(start, zone).slice(0, 10);
  const body = completeEvent({ title, timeZone: zone, startsAt: `${day}T11:00`, endsAt: `${day}T14:00` });
  const created = await api('POST', '', owner, body, base);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as string;
  expect((await api('POST', `/${id}/send-to-review`, owner, undefined, base)).status).toBe(200);
  expect((await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' })).ok).toBe(true);
  return id;
}

describe('what a visitor sees', () => {
  it("home lists the edition's next events, soonest first, server-rendered; the events list is soonest first too", async () => {
    const later = await publish(HOSTS.ru, 'Later cleanup', 20);
    const sooner = await publish(HOSTS.ru, 'Sooner cleanup', 2);
    const home = await (await getPage(`${HOSTS.ru}/`)).text();
    expect(home).toContain('data-testid="home-events-list"');
    expect(home).not.toContain('data-testid="home-events-empty"');
    expect(home.indexOf(`/charity-event/${sooner}`)).toBeGreaterThan(-1);
    expect(home.indexOf(`/charity-event/${sooner}`)).toBeLessThan(home.indexOf(`/charity-event/${later}`));
    const list = await (await getPage(`${HOSTS.ru}/charity-events`)).text();
    expect(list.indexOf(`/charity-event/${sooner}`)).toBeLessThan(list.indexOf(`/charity-event/${later}`));
    // Another edition's events stay in their edition: the international home has its own empty state.
    const intl = await (await getPage(`${HOSTS.intl}/`)).text();
    expect(intl).not.toContain(`/charity-event/${sooner}`);
  });

  it('the audience cards are links to where each audience starts', async () => {
    const html = await (await getPage(`${HOSTS.kz}/ru-kz/`)).text();
    for (const [key, path] of [
      ['volunteer', '/ru-kz/charity-events'],
      ['creator', '/ru-kz/charity-events-manual'],
      ['facilityOwner', '/ru-kz/inspection-manual'],
    ]) {
      expect(html).toMatch(new RegExp(`data-testid="audience-${key}"[\\s\\S]*?href="${path}"`));
    }
  });

  it('Kazakh dates are Kazakh in the server render (workerd has no kk ICU data)', async () => {
    const id = await publish(HOSTS.kz, 'Тазалық акциясы', 3);
    const page = await (await getPage(`${HOSTS.kz}/charity-event/${id}`)).text();
    const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(html).toMatch(
      /\d{4} ж\. \d{1,2} (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан), (жс|дс|сс|ср|бс|жм|сб), \d\d:\d\d–\d\d:\d\d/,
    );
    expect(html).not.toMatch(
      /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
    // The Russian version of the same edition keeps Russian dates.
    const ruPage = await (await getPage(`${HOSTS.kz}/ru-kz/charity-event/${id}`)).text();
    const ru = ruPage.slice(ruPage.indexOf('<main'), ruPage.indexOf('</main>'));
    expect(ru).toMatch(
      /\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\./,
    );
  });
});

describe('no raw values on the review pages', () => {
  it("the manager's event review names the status and category in the reader's language", async () => {
    const { createTestUser } = await import('./support/accounts');
    const owner = await creator();
    const base = `${HOSTS.ru}/api/web/v1/charity-event`;
    const created = await api('POST', '', owner, completeEvent(), base);
    await api('POST', `/${created.json.id}/send-to-review`, owner, undefined, base);
    const manager = await createTestUser({ roles: ['manager'] });
    const page = await (
      await getPage(`${HOSTS.ru}/manager/events/${created.json.id}`, { headers: { cookie: manager.cookie } })
    ).text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain('На проверке');
    expect(main).toContain('Уборка территории');
    expect(main).not.toMatch(/>(checking|cleanup)</);
  });
});

describe('event sign-up and cancellation are forms that post', () => {
  const post = (url: string, intent: string, cookie?: string) =>
    getPage(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(url).origin,
        ...(cookie ? { cookie } : {}),
      },
      body: `intent=${intent}`,
    });

  it('a volunteer signs up and cancels without JavaScript; guests are sent to sign in; bad input is a 400', async () => {
    const { volunteer } = await import('./support/events');
    const id = await publish(HOSTS.ru, 'Form sign-up', 5);
    const url = `${HOSTS.ru}/charity-event/${id}`;
    const page = await (await getPage(url)).text();
    // The guest sees the sign-in link; a volunteer sees a form posting to the page.
    expect(page).toContain('data-testid="signup-login"');
    // The public page shows no internal 'published' badge to visitors.
    expect(page).not.toContain('data-testid="event-status"');
    const vol = await volunteer();
    const own = await (await getPage(url, { headers: { cookie: vol.cookie } })).text();
    const form =
      /<form[^>]*data-testid="signup-form"[^>]*>\s*<input type="hidden" name="intent" value="signup"\/>/.exec(
        own,
      )?.[0] ?? '';
    expect(form).toContain(`action="/charity-event/${id}"`);
    expect(form).toContain('method="post"');

    const joined = await post(url, 'signup', vol.cookie);
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe(`/charity-event/${id}?signup=joined`);
    const after = await (await getPage(`${url}?signup=joined`, { headers: { cookie: vol.cookie } })).text();
    expect(after).toContain('data-testid="signed-up"');
    expect(after).toContain('data-testid="signup-cancel-form"');
    // One calendar button for a signed-up volunteer.
    expect(after).toContain('data-testid="signup-calendar"');
    expect(after).not.toContain('data-testid="event-ics"');

    // Signing up twice is refused with the localized reason on the page, not a 500.
    const again = await post(url, 'signup', vol.cookie);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Вы уже записаны');

    const cancelled = await post(url, 'cancel', vol.cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/charity-event/${id}?signup=cancelled`);
    const back = await (await getPage(`${url}?signup=cancelled`, { headers: { cookie: vol.cookie } })).text();
    expect(back).toContain('data-testid="signup-cancelled"');
    expect(back).toContain('data-testid="signup-form"');

    const guest = await post(url, 'signup');
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/charity-event/${id}`)}`);
    expect((await post(url, 'nonsense', vol.cookie)).status).toBe(400);
  });
});
