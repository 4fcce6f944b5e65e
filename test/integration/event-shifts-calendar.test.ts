import { SELF, env } from 'cloudflare:test';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { HOSTS } from './helpers';
import { api, creator, volunteer } from './support/events';
import { publishedShiftEvent, shiftEvent, slotAt } from './support/event-shifts';

/** The VEVENTs of a calendar, read by a real parser (ical.js), by UID. */
function vevents(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe('vcalendar');
  return cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}
const moscow = (t: ICAL.Time) => utcToLocal(t.toJSDate().getTime(), 'Europe/Moscow');

describe('calendar entries per slot', () => {
  it('the feed and the download give one entry per slot held: its own UID, times in the event’s zone, SEQUENCE from the slot', async () => {
    const owner = await creator();
    const body = shiftEvent();
    const day = body.startsAt.slice(0, 10);
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Sorters', duties: 'Sort bottles by colour', slots: [slotAt(body, 0, 2, 3), slotAt(body, 2, 4, 3)] },
        { name: 'Drivers', slots: [slotAt(body, 4, 6, 1)] },
      ],
      body,
    );
    const [early, late, driving] = [slots[0]!.id, slots[1]!.id, slots[2]!.id];
    const v = await volunteer();
    for (const slot of [early, driving]) expect((await api('POST', `/${id}/slots/${slot}/signup`, v)).status).toBe(200);
    // A place in line is no calendar entry.
    await api('POST', `/${id}/slots/${late}/signup`, await volunteer());

    const feedUrl = (await api('GET', '/my', v)).json.feedUrl as string;
    const feed = vevents(await (await SELF.fetch(feedUrl)).text());
    const byUid = new Map(feed.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [early, driving].map((slot) => `charity-event-${id}-slot-${slot}@eco-portal.example.org`).sort(),
    );
    const sorting = byUid.get(`charity-event-${id}-slot-${early}@eco-portal.example.org`)!;
    expect(sorting.summary).toBe('Park cleanup — Sorters');
    expect(sorting.description).toContain('Sort bottles by colour');
    expect(moscow(sorting.startDate)).toBe(`${day}T10:00`);
    expect(moscow(sorting.endDate)).toBe(`${day}T12:00`);
    expect(sorting.sequence).toBe(0);
    const drivingEntry = byUid.get(`charity-event-${id}-slot-${driving}@eco-portal.example.org`)!;
    expect([moscow(drivingEntry.startDate), moscow(drivingEntry.endDate)]).toEqual([`${day}T14:00`, `${day}T16:00`]);

    // The slot's SEQUENCE rises with charity_event_slots.ical_sequence, the other slot's stays.
    await env.DB.prepare('UPDATE charity_event_slots SET ical_sequence = ical_sequence + 1 WHERE id = ?')
      .bind(early)
      .run();
    const again = vevents(await (await SELF.fetch(feedUrl)).text());
    expect(again.find((e) => e.uid.includes(early))!.sequence).toBe(1);
    expect(again.find((e) => e.uid.includes(driving))!.sequence).toBe(0);

    // The event's .ics download: the volunteer's slots; a guest gets the whole event.
    const own = await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/event.ics`, {
      headers: { cookie: v.cookie },
    });
    expect(own.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(vevents(await own.text()).map((e) => e.summary)).toEqual([
      'Park cleanup — Sorters',
      'Park cleanup — Drivers',
    ]);
    const guest = vevents(await (await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event/${id}/event.ics`)).text());
    expect(guest.map((e) => e.uid)).toEqual([`charity-event-${id}@eco-portal.example.org`]);

    // A cancelled slot sign-up leaves the feed.
    await api('DELETE', `/${id}/slots/${driving}/signup`, v);
    expect(vevents(await (await SELF.fetch(feedUrl)).text()).map((e) => e.uid)).toEqual([sorting.uid]);
  });
});
