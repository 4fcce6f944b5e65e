import { describe, expect, it } from 'vitest';
import { blockReachM, CELL_SIZES, cellBlock, cellOf } from '../../ui/shared/finder/cells';
import { distanceM } from '../../ui/shared/finder/geo';
import { facilityUpsertSql, ON_CONFLICT } from './finder-index';
import { FINDER_REINDEX_SQL } from './finder-reindex';
import { publicFacilitySql } from './public-facilities';

describe('finder index SQL', () => {
  it('the seeds and bench re-index with the statement the worker uses and the one visibility rule', () => {
    expect(FINDER_REINDEX_SQL[1]).toContain(facilityUpsertSql('true').replace('?1', "'facility'"));
    expect(FINDER_REINDEX_SQL[1]).toContain(ON_CONFLICT);
    expect(FINDER_REINDEX_SQL[0]).toContain(publicFacilitySql('f'));
  });
});

describe('geo cells', () => {
  it('a block holds every point nearer than its reach (random origins and points)', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i++) {
      const origin = { lat: -80 + rnd() * 160, lng: -179 + rnd() * 358 };
      const level = (i % 6) as 0 | 1 | 2 | 3 | 4 | 5;
      const r = 1 + (i % 2);
      const reach = blockReachM(origin, level, r);
      const block = new Set(cellBlock(origin, level, r));
      const span = CELL_SIZES[level] * (r + 2);
      const p = {
        lat: Math.max(-90, Math.min(90, origin.lat + (rnd() - 0.5) * 2 * span)),
        lng: origin.lng + (rnd() - 0.5) * 2 * span,
      };
      if (Math.abs(p.lng) >= 180) continue;
      if (distanceM(origin, p) <= reach) expect(block.has(cellOf(p, level))).toBe(true);
    }
  });
});
