import { beforeAll, describe, expect, it } from 'vitest';
import { osmHours } from './hours.mjs';

const now = new Date(Date.UTC(2026, 2, 10));
const day = (start: string, end: string, breakStart = '', breakEnd = '') => ({
  start,
  end,
  breakStart,
  breakEnd,
  worksFullDay: false,
  noLunchBreak: !breakStart,
});
const off = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };

describe('opening_hours into the point hours model', () => {
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });

  it('a plain week fits the model, lunch break included', () => {
    const h = osmHours('Mo-Fr 09:00-13:00,14:00-20:00; Sa 10:00-16:00', { country: 'ru', now });
    expect(h.kind).toBe('weekly');
    expect(h.workingHours.monday).toEqual(day('09:00', '20:00', '13:00', '14:00'));
    expect(h.workingHours.saturday).toEqual(day('10:00', '16:00'));
    expect(h.workingHours.sunday).toEqual(off);
  });

  it('24/7 and ranges past midnight fit', () => {
    expect(osmHours('24/7', { now }).workingHours.wednesday).toMatchObject({ worksFullDay: true });
    const late = osmHours('Fr 20:00-02:00', { now });
    expect(late.kind).toBe('weekly');
    expect(late.workingHours.friday).toEqual(day('20:00', '02:00'));
  });

  it('three ranges a day do not fit: weekly minute ranges instead', () => {
    const h = osmHours('Mo 08:00-10:00,12:00-14:00,16:00-18:00', { now });
    expect(h.kind).toBe('intervals');
    expect(h.intervals!.ranges).toEqual([
      [480, 600],
      [720, 840],
      [960, 1080],
    ]);
  });

  it('seasons give dated ranges for a year', () => {
    const h = osmHours('May-Sep Mo-Su 08:00-20:00', { now });
    expect(h.kind).toBe('dated');
    expect(h.intervals!.ranges.length).toBeGreaterThan(100);
    const first = new Date(h.intervals!.ranges[0]![0]! * 60_000);
    expect(first.toISOString()).toBe('2026-05-01T08:00:00.000Z');
  });

  it('unparsable text is kept raw; empty is none', () => {
    expect(osmHours('by appointment, call first', { now }).kind).toBe('raw');
    expect(osmHours('', { now }).kind).toBe('none');
  });
});
