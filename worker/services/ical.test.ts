import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsFileName } from './ical';

/** A small RFC 5545 reader: unfolds, splits components, checks the properties a calendar needs. */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const m = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(m, `malformed line ${line}`).not.toBeNull();
    const [, name, , value] = m!;
    if (name === 'BEGIN') {
      stack.push(value!);
      if (value === 'VEVENT') current = {};
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT') events.push(current!);
    } else if (current) current[name!] = value!;
  }
  expect(stack).toEqual([]);
  return { lines, events };
}

const event = {
  id: '3f1c',
  title: 'Park cleanup; bring gloves, bags\\water',
  description:
    'Line one\nLine two — with a long enough text to need folding across several physical lines of the calendar file. Ещё немного кириллицы, чтобы проверить многобайтовые символы при переносе строк.',
  startsAt: Date.UTC(2026, 5, 14, 7, 0),
  endsAt: Date.UTC(2026, 5, 14, 11, 30),
  timeZone: 'Europe/Moscow',
  location: 'Gorky Park, Moscow',
  url: 'https://ru.eco-portal.example.org/charity-event/3f1c',
  lat: 55.7298,
  lng: 37.6019,
  updatedAt: Date.UTC(2026, 4, 1),
  sequence: 2,
  organizer: 'Green Org; "Friends"',
  organizerEmail: 'events@green.example.org',
};

describe('iCal', () => {
  it('writes a valid VCALENDAR with a VEVENT carrying UID, DTSTART/DTEND in UTC, SUMMARY, LOCATION, URL', () => {
    const ics = buildCalendar({ name: 'ЭкоПортал', events: [event], now: Date.UTC(2026, 4, 2) });
    const { lines, events } = parse(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.UID).toBe('charity-event-3f1c@eco-portal.example.org');
    expect(e.DTSTART).toBe('20260614T070000Z');
    expect(e.DTEND).toBe('20260614T113000Z');
    expect(e.DTSTAMP).toBe('20260502T000000Z');
    expect(e.SUMMARY).toBe('Park cleanup\\; bring gloves\\, bags\\\\water');
    expect(e.LOCATION).toBe('Gorky Park\\, Moscow');
    expect(e.URL).toBe(event.url);
    expect(e.GEO).toBe('55.729800;37.601900');
    expect(e.STATUS).toBe('CONFIRMED');
    expect(e.DESCRIPTION).toContain('Line one\\nLine two');
    expect(e['LAST-MODIFIED']).toBe('20260501T000000Z');
    expect(e.SEQUENCE).toBe('2');
  });

  it('names the organiser with a mailto only when the event shows a contact e-mail', () => {
    const ics = buildCalendar({ name: 'x', events: [event, { ...event, id: 'no-mail', organizerEmail: undefined }] });
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('ORGANIZER;CN="Green Org; Friends":mailto:events@green.example.org');
    expect(lines).toContain('X-ORGANIZER-NAME:Green Org\\; "Friends"');
  });

  it('holds several events in a feed and marks cancelled ones', () => {
    const ics = buildCalendar({ name: 'My events', events: [event, { ...event, id: 'b', cancelled: true }] });
    const { events } = parse(ics);
    expect(events.map((e) => e.STATUS)).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(new Set(events.map((e) => e.UID)).size).toBe(2);
  });

  it('an empty feed is still a valid calendar', () => {
    const { events, lines } = parse(buildCalendar({ name: 'Empty', events: [] }));
    expect(events).toEqual([]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('escapes TEXT and folds at 75 octets without splitting UTF-8 characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'Ж'.repeat(100)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('makes a safe file name', () => {
    expect(icsFileName('Уборка парка / Park cleanup!')).toBe('Park-cleanup.ics');
    expect(icsFileName('Уборка')).toBe('charity-event.ics');
  });
});
