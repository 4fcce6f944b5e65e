import { describe, expect, it } from 'vitest';
import { localDateOf, slotMinutes, workedMinutes } from './check-in-time';

const at = (iso: string) => Date.parse(iso);

describe('time on site', () => {
  it('is check-in to check-out clamped to the slot, in whole minutes', () => {
    const start = at('2026-06-14T07:00:00Z');
    const end = at('2026-06-14T10:00:00Z');
    expect(workedMinutes(at('2026-06-14T07:10:00Z'), at('2026-06-14T09:40:30Z'), start, end)).toBe(150);
    // Early arrival and a late leave count only the slot.
    expect(workedMinutes(at('2026-06-14T06:00:00Z'), at('2026-06-14T12:00:00Z'), start, end)).toBe(180);
    // Both outside on one side: nothing.
    expect(workedMinutes(at('2026-06-14T11:00:00Z'), at('2026-06-14T12:00:00Z'), start, end)).toBe(0);
    expect(slotMinutes(start, end)).toBe(180);
  });

  it('counts the hours that really passed on the New York night the clocks go back, dated by the zone', () => {
    // 2026-11-01 01:00 EDT (05:00Z) to 03:00 EST (08:00Z): three hours by the clock on the wall and in fact.
    const start = at('2026-11-01T05:00:00Z');
    const end = at('2026-11-01T08:00:00Z');
    expect(workedMinutes(start, end, start, end)).toBe(180);
    expect(localDateOf(start, 'America/New_York')).toBe('2026-11-01');
    // The spring night loses an hour: 2026-03-08 01:00 EST (06:00Z) to 04:00 EDT (08:00Z) is two hours.
    expect(workedMinutes(at('2026-03-08T06:00:00Z'), at('2026-03-08T08:00:00Z'), 0, Number.MAX_SAFE_INTEGER)).toBe(120);
  });

  it("names the day in the event's zone: Moscow, Almaty, Buenos Aires", () => {
    // 23:30 in Moscow is 20:30 UTC the same day.
    expect(localDateOf(at('2026-12-02T20:30:00Z'), 'Europe/Moscow')).toBe('2026-12-02');
    // 00:30 in Almaty (UTC+5) is still the day before in UTC.
    expect(localDateOf(at('2026-06-13T19:30:00Z'), 'Asia/Almaty')).toBe('2026-06-14');
    // 22:00 in Buenos Aires (UTC−3) is already the next day in UTC.
    expect(localDateOf(at('2026-06-15T01:00:00Z'), 'America/Argentina/Buenos_Aires')).toBe('2026-06-14');
  });
});
