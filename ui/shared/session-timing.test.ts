import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './session-timing';

const now = 1_700_000_000;
const min = 60;

describe('refreshDelayMs (docs/product.md §4.1, margins in seconds)', () => {
  it.each([
    // ≥ 30 minutes left: remaining − 600 s
    [60 * min, (60 * min - 600) * 1000],
    [30 * min, (30 * min - 600) * 1000],
    // 10–30 minutes left: remaining − 60 s
    [30 * min - 1, (30 * min - 1 - 60) * 1000],
    [20 * min, (20 * min - 60) * 1000],
    [10 * min, (10 * min - 60) * 1000],
    // < 10 minutes left: 90 % of remaining
    [10 * min - 1, Math.floor((10 * min - 1) * 900)],
    [5 * min, 270_000],
    [1, 900],
    // non-positive: at once
    [0, 0],
    [-30, 0],
  ])('%i s left → %i ms', (remaining, expected) => {
    expect(refreshDelayMs(now + remaining, now)).toBe(expected);
  });

  it('never returns a negative delay, even for NaN', () => {
    expect(refreshDelayMs(Number.NaN, now)).toBe(0);
  });
});
