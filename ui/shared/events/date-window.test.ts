import { describe, expect, it } from 'vitest';
import { addDays, dateWindow } from './date-window';

const MOSCOW = 'Europe/Moscow'; // UTC+3 all year
const at = (iso: string) => Date.parse(iso);
const none = { when: '' as const, from: '', to: '' };

describe('the events list date filter', () => {
  // 2026-05-06 is a Wednesday; 12:00 in Moscow.
  const wednesday = at('2026-05-06T09:00:00Z');
  it('today: the whole local day', () =>
    expect(dateWindow({ ...none, when: 'today' }, wednesday, MOSCOW)).toEqual({
      start: at('2026-05-05T21:00:00Z'),
      end: at('2026-05-06T21:00:00Z'),
    }));
  it('this weekend from a weekday: Saturday and Sunday', () =>
    expect(dateWindow({ ...none, when: 'weekend' }, wednesday, MOSCOW)).toEqual({
      start: at('2026-05-08T21:00:00Z'),
      end: at('2026-05-10T21:00:00Z'),
    }));
  it('this weekend on a Saturday and on a Sunday', () => {
    expect(dateWindow({ ...none, when: 'weekend' }, at('2026-05-09T09:00:00Z'), MOSCOW)).toEqual({
      start: at('2026-05-08T21:00:00Z'),
      end: at('2026-05-10T21:00:00Z'),
    });
    expect(dateWindow({ ...none, when: 'weekend' }, at('2026-05-10T09:00:00Z'), MOSCOW)).toEqual({
      start: at('2026-05-09T21:00:00Z'),
      end: at('2026-05-10T21:00:00Z'),
    });
  });
  it('the local day, not the UTC one: Thursday 01:00 in Moscow is still Wednesday in UTC', () =>
    expect(dateWindow({ ...none, when: 'today' }, at('2026-05-06T22:00:00Z'), MOSCOW).start).toBe(
      at('2026-05-06T21:00:00Z'),
    ));
  it('next seven days', () =>
    expect(dateWindow({ ...none, when: 'week' }, wednesday, MOSCOW).end).toBe(at('2026-05-12T21:00:00Z')));
  it('a date range includes both days', () =>
    expect(dateWindow({ when: '', from: '2026-06-01', to: '2026-06-02' }, wednesday, MOSCOW)).toEqual({
      start: at('2026-05-31T21:00:00Z'),
      end: at('2026-06-02T21:00:00Z'),
    }));
  it('only a start or only an end', () => {
    expect(dateWindow({ when: '', from: '2026-06-01', to: '' }, wednesday, MOSCOW)).toEqual({
      start: at('2026-05-31T21:00:00Z'),
      end: null,
    });
    expect(dateWindow({ when: '', from: '', to: '2026-06-01' }, wednesday, MOSCOW)).toEqual({
      start: null,
      end: at('2026-06-01T21:00:00Z'),
    });
  });
  it('when and a range together: their overlap', () =>
    expect(dateWindow({ when: 'week', from: '2026-05-08', to: '' }, wednesday, MOSCOW)).toEqual({
      start: at('2026-05-07T21:00:00Z'),
      end: at('2026-05-12T21:00:00Z'),
    }));
  it('no filter: no window', () => expect(dateWindow(none, wednesday, MOSCOW)).toEqual({ start: null, end: null }));
  it('calendar days across a month end', () => expect(addDays('2026-02-28', 1)).toBe('2026-03-01'));
});
