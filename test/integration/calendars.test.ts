import { SELF, env } from 'cloudflare:test';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { reviewEvent } from '../../worker/services/event-review';
import { HOSTS, getPage } from './helpers';
import { DAY, api, completeEvent, creator, publishedEvent, volunteer } from './support/events';

/** / ADR 104: calendars read by a real parser (ical.js). */
function vevents(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe('vcalendar');
  return cal.getAllSubcomponents('vevent').map((c) => ({ c, e: new ICAL.Event(c) }));
}
const stamp = (c: ICAL.Component, name: string) => (c.getFirstPropertyValue(name) as ICAL.Time).toJSDate().getTime();

async function feedOf(user: Awaited<ReturnType<typeof volunteer>>) {
  return (await api('GET', '/my', user)).json.feedUrl as string;
}

describe('calendars', () => {
  it('the volunteer feed: one UID per event across editions, real LAST-MODIFIED ≤ DTSTAMP, organiser mailto', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner, completeEvent({ contactEmail: 'events@green.example.org' }));
    const v = await volunteer();
    expect((await api('POST', `/${id}/signup`, v)).status).toBe(200);
    const feedUrl = await feedOf(v);
    expect(feedUrl.startsWith(`${HOSTS.ru}/`)).toBe(true);

    const ru = await (await SELF.fetch(feedUrl)).text();
    const kz = await (await SELF.fetch(feedUrl.replace(HOSTS.ru, HOSTS.kz))).text();
    const [fromRu] = vevents(ru);
    const [fromKz] = vevents(kz);
    expect(fromRu!.e.uid).toBe(`charity-event-${id}@eco-portal.example.org`);
    expect(fromKz!.e.uid).toBe(fromRu!.e.uid);
    // The URL is the event's own edition's public origin, whichever edition served the feed.
    expect(fromKz!.c.getFirstPropertyValue('url')).toBe(`${HOSTS.ru}/charity-event/${id}`);

    const row = await env.DB.prepare('SELECT updated_at, starts_at FROM charity_events WHERE id = ?')
      .bind(id)
      .first<{ updated_at: number; starts_at: number }>();
    const lastModified = stamp(fromRu!.c, 'last-modified');
    expect(lastModified).toBe(Math.floor(row!.updated_at / 1000) * 1000);
    expect(lastModified).toBeLessThan(row!.starts_at);
    expect(lastModified).toBeLessThanOrEqual(stamp(fromRu!.c, 'dtstamp'));
    expect(fromRu!.e.sequence).toBe(0);
    const organizer = fromRu!.c.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:events@green.example.org');
    expect(organizer.getParameter('cn')).toMatch(/^Green Org/);
  });

  it('SEQUENCE rises when the event is cancelled; the cancelled page stays up', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    const feedUrl = await feedOf(v);
    const seq = async () => vevents(await (await SELF.fetch(feedUrl)).text())[0]!.e.sequence;
    expect(await seq()).toBe(0);
    expect((await api('POST', `/${id}/cancel`, owner, { reason: 'Storm warning' })).status).toBe(200);
    const [cancelled] = vevents(await (await SELF.fetch(feedUrl)).text());
    expect(cancelled!.e.sequence).toBe(1);
    expect(cancelled!.c.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The URL in the calendar answers, and the page says cancelled.
    const page = await getPage(cancelled!.c.getFirstPropertyValue('url') as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="event-page"');
  });

  it('saving fields raises SEQUENCE only when time, place or title change', async () => {
    const owner = await creator();
    const id = (await api('POST', '', owner, completeEvent())).json.id as string;
    const seq = async () =>
      (await env.DB.prepare('SELECT ical_sequence AS s FROM charity_events WHERE id = ?')
        .bind(id)
        .first<{ s: number }>())!.s;
    const event = (await api('GET', `/${id}`, owner)).json.event;
    const save = async (overrides: Record<string, unknown>) =>
      expect((await api('PUT', `/${id}`, owner, completeEvent(overrides))).status).toBe(200);
    expect(await seq()).toBe(0);
    await save({ rewardPoints: 70 });
    expect(await seq()).toBe(0);
    await save({ address: 'Another park' });
    expect(await seq()).toBe(1);
    await save({ address: 'Another park', startsAt: utcToLocal(event.startsAt + 3600_000, 'Europe/Moscow') });
    expect(await seq()).toBe(2);
  });

  it('the feed and the .ics send ETag and Last-Modified and answer 304', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const v = await volunteer();
    await api('POST', `/${id}/signup`, v);
    const feedUrl = await feedOf(v);
    const first = await SELF.fetch(feedUrl);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(await first.text()).toBe(await (await SELF.fetch(feedUrl)).text()); // same content, same bytes
    const cached = await SELF.fetch(feedUrl, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await SELF.fetch(feedUrl, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect((await SELF.fetch(feedUrl, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    // Another sign-up changes the feed: new ETag, 200 again.
    const second = await publishedEvent(owner);
    await api('POST', `/${second}/signup`, v);
    const changed = await SELF.fetch(feedUrl, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(vevents(await changed.text())).toHaveLength(2);

    const one = await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/event.ics`);
    expect(one.status).toBe(200);
    expect(
      (
        await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/event.ics`, {
          headers: { 'if-none-match': one.headers.get('etag')! },
        })
      ).status,
    ).toBe(304);
  });

  it('an event of the Kazakhstan edition links its own edition in the calendar', async () => {
    const owner = await creator();
    const start = Date.now() + 5 * DAY;
    const base = `${HOSTS.kz}/api/web/v1/charity-event`;
    const body = completeEvent({
      timeZone: 'Asia/Almaty',
      startsAt: utcToLocal(start, 'Asia/Almaty'),
      endsAt: utcToLocal(start + 7200_000, 'Asia/Almaty'),
    });
    const id = (await api('POST', '', owner, body, base)).json.id as string;
    await api('POST', `/${id}/send-to-review`, owner, undefined, base);
    await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' });
    const ics = await (await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/event.ics`)).text();
    expect(vevents(ics)[0]!.c.getFirstPropertyValue('url')).toBe(`${HOSTS.kz}/charity-event/${id}`);
  });
});
