import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { cronMatches, startCronRunner } from './dev-cron.mjs';

describe('cronMatches', () => {
  it("matches wrangler.toml's every-15-minutes trigger on the quarter hours only (UTC)", () => {
    expect(cronMatches('*/15 * * * *', new Date('2026-12-01T10:45:30Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', new Date('2026-12-01T10:46:00Z'))).toBe(false);
  });

  it('reads numbers, ranges, lists and weekdays (7 is Sunday too)', () => {
    expect(cronMatches('30 6 * * 1-5', new Date('2026-12-01T06:30:00Z'))).toBe(true); // a Tuesday
    expect(cronMatches('30 6 * * 1-5', new Date('2026-12-06T06:30:00Z'))).toBe(false); // a Sunday
    expect(cronMatches('0 9 1,15 * 7', new Date('2026-12-06T09:00:00Z'))).toBe(true);
    expect(() => cronMatches('* * *', new Date())).toThrow();
  });
});

describe('startCronRunner', () => {
  it('fires every cron once at start, so due reminders show at once', async () => {
    const fired: string[] = [];
    const runner = startCronRunner({
      crons: ['*/15 * * * *'],
      trigger: async (cron: string) => void fired.push(cron),
      log: () => {},
    });
    runner.stop();
    await Promise.resolve();
    expect(fired).toEqual(['*/15 * * * *']);
  });
});
