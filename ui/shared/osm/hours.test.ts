import { describe, expect, it } from 'vitest';
import { osmOpenStatus, wallMinute } from './hours';

// Wednesday 11 March 2026, 12:30 in Moscow (UTC+3).
const at = new Date(Date.UTC(2026, 2, 11, 9, 30));

describe('open now for OpenStreetMap hours', () => {
  it('weekly minute ranges, beyond the model (three ranges a day)', () => {
    const ranges: [number, number][] = [];
    for (let d = 0; d < 7; d++)
      ranges.push(
        [d * 1440 + 480, d * 1440 + 600],
        [d * 1440 + 720, d * 1440 + 840],
        [d * 1440 + 960, d * 1440 + 1080],
      );
    expect(osmOpenStatus('intervals', {}, { ranges }, 'Europe/Moscow', at)).toEqual({ state: 'open', until: '14:00' });
    expect(osmOpenStatus('intervals', {}, { ranges }, 'Europe/Moscow', new Date(Date.UTC(2026, 2, 11, 8, 0)))).toEqual({
      state: 'opensLater',
      at: '12:00',
    });
    expect(osmOpenStatus('intervals', {}, { ranges }, 'Europe/Moscow', new Date(Date.UTC(2026, 2, 11, 16, 0)))).toEqual(
      { state: 'closedToday', next: { day: 'thursday', at: '08:00', inDays: 1 } },
    );
    // Only Monday mornings: from a Wednesday evening the next opening is five days on.
    const mondays: [number, number][] = [[480, 600]];
    expect(
      osmOpenStatus('intervals', {}, { ranges: mondays }, 'Europe/Moscow', new Date(Date.UTC(2026, 2, 11, 16, 0))),
    ).toEqual({ state: 'closedToday', next: { day: 'monday', at: '08:00', inDays: 5 } });
  });

  it('a Sunday range running past midnight into Monday', () => {
    const ranges: [number, number][] = [[6 * 1440 + 22 * 60, 7 * 1440 + 120]];
    expect(osmOpenStatus('intervals', {}, { ranges }, 'UTC', new Date(Date.UTC(2026, 2, 9, 1, 0)))).toEqual({
      state: 'open',
      until: '02:00',
    });
  });

  it('dated ranges answer inside their year and are unknown outside', () => {
    const m = wallMinute(at, 'Europe/Moscow');
    const dayStart = m - (m % 1440);
    const intervals = {
      from: dayStart - 1440,
      until: dayStart + 2 * 1440,
      ranges: [[dayStart + 480, dayStart + 1200]] as [number, number][],
    };
    expect(osmOpenStatus('dated', {}, intervals, 'Europe/Moscow', at)).toEqual({ state: 'open', until: '20:00' });
    // After closing on Wednesday evening, with tomorrow's range known: "opens tomorrow at 08:00".
    const more = {
      ...intervals,
      ranges: [...intervals.ranges, [dayStart + 1440 + 480, dayStart + 1440 + 1200]] as [number, number][],
    };
    expect(osmOpenStatus('dated', {}, more, 'Europe/Moscow', new Date(Date.UTC(2026, 2, 11, 18, 0)))).toEqual({
      state: 'closedToday',
      next: { day: 'thursday', at: '08:00', inDays: 1 },
    });
    expect(osmOpenStatus('dated', {}, intervals, 'Europe/Moscow', new Date(at.getTime() + 10 * 86_400_000))).toEqual({
      state: 'unknown',
    });
  });

  it('raw and none are unknown, never guessed', () => {
    expect(osmOpenStatus('raw', {}, null, 'UTC', at)).toEqual({ state: 'unknown' });
    expect(osmOpenStatus('none', {}, null, 'UTC', at)).toEqual({ state: 'unknown' });
  });
});
