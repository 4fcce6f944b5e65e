import { describe, expect, it } from 'vitest';
import type { DayHours, Weekday } from '../facility/model';
import { nextOpening, openStatus } from './open-now';

const off: DayHours = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
const day = (start: string, end: string, breakStart = '', breakEnd = ''): DayHours => ({
  start,
  end,
  breakStart,
  breakEnd,
  worksFullDay: false,
  noLunchBreak: !breakStart,
});
const fullDay: DayHours = { ...off, worksFullDay: true };
// Monday 09:00–18:00 with lunch 13:00–14:00; Tuesday 24 hours; Wednesday off; Friday 20:00–02:00 (past midnight).
const hours: Record<Weekday, DayHours> = {
  monday: day('09:00', '18:00', '13:00', '14:00'),
  tuesday: fullDay,
  wednesday: off,
  thursday: day('10:00', '19:00'),
  friday: day('20:00', '02:00'),
  saturday: off,
  sunday: off,
};

// 2026-05-04 is a Monday. Moscow is UTC+3 all year; New York is UTC-4 in May (EDT).
const cases: [string, string, string, string, string?][] = [
  ['Europe/Moscow', '2026-05-04T05:59:00Z', 'opensLater', 'a minute before opening', '09:00'],
  ['Europe/Moscow', '2026-05-04T06:00:00Z', 'open', 'the opening minute'],
  ['Europe/Moscow', '2026-05-04T09:59:00Z', 'open', 'the minute before the break'],
  ['Europe/Moscow', '2026-05-04T10:00:00Z', 'break', 'the first minute of the lunch break', '14:00'],
  ['Europe/Moscow', '2026-05-04T11:00:00Z', 'open', 'the minute the break ends'],
  ['Europe/Moscow', '2026-05-04T14:59:00Z', 'open', 'the last open minute'],
  ['Europe/Moscow', '2026-05-04T15:00:00Z', 'closedToday', 'the closing minute'],
  [
    'Europe/Moscow',
    '2026-05-04T21:30:00Z',
    'open',
    'after midnight in Moscow (Tuesday, 24 hours) while UTC is still Monday',
  ],
  ['Europe/Moscow', '2026-05-05T20:59:00Z', 'open', 'the last minute of the 24-hour day'],
  ['Europe/Moscow', '2026-05-05T21:00:00Z', 'closedToday', 'midnight into a day without hours'],
  ['Europe/Moscow', '2026-05-08T22:30:00Z', 'open', 'Saturday 01:30 inside Friday 20:00–02:00'],
  ['Europe/Moscow', '2026-05-08T23:00:00Z', 'closedToday', 'Saturday 02:00, when the overnight hours end'],
  ['America/New_York', '2026-05-04T12:59:00Z', 'opensLater', 'a minute before opening in New York', '09:00'],
  ['America/New_York', '2026-05-04T13:00:00Z', 'open', 'the opening minute in New York'],
  ['America/New_York', '2026-05-04T17:00:00Z', 'break', 'the lunch break in New York', '14:00'],
  ['America/New_York', '2026-05-04T22:00:00Z', 'closedToday', 'the closing minute in New York'],
  [
    'America/New_York',
    '2026-05-05T03:30:00Z',
    'closedToday',
    'Monday 23:30 in New York although UTC is Tuesday (24 hours)',
  ],
  ['America/New_York', '2026-05-05T04:00:00Z', 'open', 'midnight into the 24-hour Tuesday in New York'],
  ['America/New_York', '2026-05-06T12:00:00Z', 'closedToday', 'a day without hours'],
  ['America/New_York', '2026-05-09T05:59:00Z', 'open', 'Saturday 01:59 inside Friday night hours'],
];

describe('open now in the point time zone', () => {
  for (const [zone, utc, state, what, at] of cases) {
    it(`${zone}: ${what}`, () => {
      const status = openStatus(hours, new Date(utc), zone);
      expect(status.state).toBe(state);
      if (at) expect(status.at).toBe(at);
    });
  }
  it('reports the closing time while open', () =>
    expect(openStatus(hours, new Date('2026-05-04T07:00:00Z'), 'Europe/Moscow')).toEqual({
      state: 'open',
      until: '18:00',
    }));
});

describe('when a closed point opens next (its own wall clock)', () => {
  it('after closing on Monday: tomorrow (Tuesday, 24 hours) from midnight', () =>
    expect(openStatus(hours, new Date('2026-05-04T15:00:00Z'), 'Europe/Moscow')).toEqual({
      state: 'closedToday',
      next: { day: 'tuesday', at: '00:00', inDays: 1 },
    }));
  it('on a day off: the next working day with its opening time', () =>
    expect(openStatus(hours, new Date('2026-05-06T12:00:00Z'), 'Europe/Moscow').next).toEqual({
      day: 'thursday',
      at: '10:00',
      inDays: 1,
    }));
  it('after overnight hours end on Saturday: Monday at 09:00, two days on', () =>
    expect(openStatus(hours, new Date('2026-05-08T23:00:00Z'), 'Europe/Moscow').next).toEqual({
      day: 'monday',
      at: '09:00',
      inDays: 2,
    }));
  it('in New York, Monday 23:30 local although UTC is Tuesday: tomorrow', () =>
    expect(openStatus(hours, new Date('2026-05-05T03:30:00Z'), 'America/New_York').next).toEqual({
      day: 'tuesday',
      at: '00:00',
      inDays: 1,
    }));
  it('a point open one day a week reopens in seven days', () => {
    const weekly = {
      ...hours,
      monday: off,
      tuesday: off,
      wednesday: day('10:00', '12:00'),
      thursday: off,
      friday: off,
    };
    expect(nextOpening(weekly, 'wednesday')).toEqual({ day: 'wednesday', at: '10:00', inDays: 7 });
  });
  it('a point without any hours has no next opening', () => {
    const none = { monday: off, tuesday: off, wednesday: off, thursday: off, friday: off, saturday: off, sunday: off };
    expect(openStatus(none, new Date('2026-05-04T12:00:00Z'), 'Europe/Moscow')).toEqual({ state: 'closedToday' });
  });
});
