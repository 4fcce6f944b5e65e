import { describe, expect, it } from 'vitest';
import { DAY_MS, HIDDEN_AFTER_MS, STALE_AFTER_MS, freshnessOf, lastCheckedAt } from './freshness';

const now = Date.UTC(2026, 10, 25);

describe('point freshness', () => {
  it('is fresh under twelve months, stale from twelve, hidden from eighteen', () => {
    expect(freshnessOf(now, now)).toBe('fresh');
    expect(freshnessOf(now - STALE_AFTER_MS + DAY_MS, now)).toBe('fresh');
    expect(freshnessOf(now - STALE_AFTER_MS, now)).toBe('stale');
    expect(freshnessOf(now - HIDDEN_AFTER_MS + DAY_MS, now)).toBe('stale');
    expect(freshnessOf(now - HIDDEN_AFTER_MS, now)).toBe('hidden');
    expect(STALE_AFTER_MS).toBe(365 * DAY_MS);
    expect(Math.round(HIDDEN_AFTER_MS / (30.44 * DAY_MS))).toBe(18);
  });

  it('counts a never-confirmed point from its creation', () => {
    expect(lastCheckedAt({ checkedAt: null, createdAt: 5 })).toBe(5);
    expect(lastCheckedAt({ checkedAt: 9, createdAt: 5 })).toBe(9);
  });
});
