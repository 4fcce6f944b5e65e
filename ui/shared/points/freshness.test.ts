import { describe, expect, it } from 'vitest';
import { DAY_MS, HIDDEN_AFTER_MS, STALE_AFTER_MS, STALE_DISTANCE_PENALTY_M, freshnessOf, lastCheckedAt, rankByFreshness, rankDistance } from './freshness';

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

  it('ranks stale points after fresh ones, keeps each group in order, drops hidden ones', () => {
    const points = [
      { id: 'stale-near', at: now - STALE_AFTER_MS - DAY_MS },
      { id: 'fresh-a', at: now - DAY_MS },
      { id: 'hidden', at: now - HIDDEN_AFTER_MS - DAY_MS },
      { id: 'stale-far', at: now - STALE_AFTER_MS - 2 * DAY_MS },
      { id: 'fresh-b', at: now },
    ];
    expect(rankByFreshness(points, (p) => p.at, now).map((p) => p.id)).toEqual(['fresh-a', 'fresh-b', 'stale-near', 'stale-far']);
  });

  it('leaves an all-fresh list as it was', () => {
    const points = [{ at: now }, { at: now - 1 }];
    expect(rankByFreshness(points, (p) => p.at, now)).toEqual(points);
  });
});

describe('nearest-first ranking', () => {
  it('puts a stale point below fresh ones nearby but above fresh ones far away', () => {
    const staleNear = rankDistance(100, 'stale');
    expect(staleNear).toBeGreaterThan(rankDistance(STALE_DISTANCE_PENALTY_M, 'fresh'));
    expect(staleNear).toBeLessThan(rankDistance(STALE_DISTANCE_PENALTY_M + 200, 'fresh'));
    expect(rankDistance(100, 'fresh')).toBe(100);
  });
});
