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

describe('what a visitor sees (issue 20)', () => {
  it('home lists the edition\'s next events, soonest first, server-rendered; the events list is soonest first too', async () => {
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
    for (const [key, path] of [['volunteer', '/ru-kz/charity-events'], ['creator', '/ru-kz/charity-events-manual'], ['pointOwner', '/ru-kz/inspection-manual']]) {
      expect(html).toMatch(new RegExp(`data-testid="audience-${key}"[\\s\\S]*?href="${path}"`));
    }
  });

  it('Kazakh dates are Kazakh in the server render (workerd has no kk ICU data)', async () => {
    const id = await publish(HOSTS.kz, 'Тазалық акциясы', 3);
    const page = await (await getPage(`${HOSTS.kz}/charity-event/${id}`)).text();
    const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(html).toMatch(/\d{4} ж\. \d{1,2} (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан), (жс|дс|сс|ср|бс|жм|сб), \d\d:\d\d–\d\d:\d\d/);
    expect(html).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    // The Russian version of the same edition keeps Russian dates.
    const ruPage = await (await getPage(`${HOSTS.kz}/ru-kz/charity-event/${id}`)).text();
    const ru = ruPage.slice(ruPage.indexOf('<main'), ruPage.indexOf('</main>'));
    expect(ru).toMatch(/\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\./);
  });
});

describe('no raw values on the review pages (issue 20)', () => {
  it('the manager\'s event review names the status and category in the reader\'s language', async () => {
    const { createTestUser } = await import('./support/accounts');
    const owner = await creator();
    const base = `${HOSTS.ru}/api/web/v1/charity-event`;
    const created = await api('POST', '', owner, completeEvent(), base);
    await api('POST', `/${created.json.id}/send-to-review`, owner, undefined, base);
    const manager = await createTestUser({ roles: ['manager'] });
    const page = await (await getPage(`${HOSTS.ru}/manager/events/${created.json.id}`, { headers: { cookie: manager.cookie } })).text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain('На проверке');
    expect(main).toContain('Уборка территории');
    expect(main).not.toMatch(/>(checking|cleanup)</);
  });
});
