/** The script's copies of the worker's cell grid and duplicate rule agree with the originals. */
import { describe, expect, it } from 'vitest';
import * as cells from '../../../ui/shared/finder/cells';
import * as dedupe from '../../../ui/shared/osm/dedupe';
import { distanceM as geoDistance } from '../../../ui/shared/finder/geo';
import { UNKNOWN_HOURS as WORKER_UNKNOWN } from '../../../worker/data/finder-hours';
import {
  AREA_LEVEL,
  CELL_SIZES,
  CELL_WIDTHS,
  UNKNOWN_HOURS,
  distanceM,
  hiddenByOwner,
  similarName,
} from './finder.mjs';

describe('scripts/lib/osm/finder.mjs mirrors the worker', () => {
  it('cells, area level and the unknown-hours marker', () => {
    expect(CELL_SIZES).toEqual([...cells.CELL_SIZES]);
    expect(CELL_WIDTHS).toEqual([...cells.CELL_WIDTHS]);
    expect(AREA_LEVEL).toBe(cells.AREA_LEVEL);
    expect(UNKNOWN_HOURS).toBe(WORKER_UNKNOWN);
  });
  it('distance, similar names and owners hiding duplicates', () => {
    const a = { lat: 55.75, lng: 37.61 };
    const b = { lat: 55.7503, lng: 37.6104 };
    expect(distanceM(a, b)).toBeCloseTo(geoDistance(a, b), 6);
    for (const [x, y] of [
      ['ЭкоСбор Лесная', 'ЭкоСбор — Лесная'],
      ['Ёлка', 'елка'],
      ['Пункт', 'Другой'],
      ['', 'x'],
    ])
      expect(similarName(x!, y!)).toBe(dedupe.similarName(x!, y!));
    const osm = { name: 'ЭкоСбор', operator: '', ...a, materials: ['paper'], materialsKnown: true };
    for (const owners of [
      [{ name: 'ЭкоСбор', ...b, materials: ['paper'] }],
      [{ name: 'ЭкоСбор', ...b, materials: ['glass'] }],
      [{ name: 'Другое', ...a, materials: ['paper'] }],
    ]) {
      expect(hiddenByOwner(osm, owners)).toBe(dedupe.hiddenByOwner(osm, owners));
    }
  });
});
