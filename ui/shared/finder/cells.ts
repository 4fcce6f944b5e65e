/**
 * Geo cells of the finder index (docs/finder.md): a plain latitude/longitude grid at six sizes.
 * Levels 0–4 grow by four from 0.01°; level 5, the finest (0.0025°, about 280 × 160 m in mid
 * latitudes), came later and took the next number, so stored columns (c0–c5) and the cache's area
 * tags (AREA_LEVEL) kept their meaning. The same arithmetic as the SQL in
 * worker/data/finder-index.ts (CAST truncates like Math.trunc; both sides are non-negative), so a
 * cell computed here finds the rows SQLite stored.
 */
import type { LatLng } from './geo';

export const CELL_SIZES = [0.01, 0.04, 0.16, 0.64, 2.56, 0.0025] as const;
export type CellLevel = 0 | 1 | 2 | 3 | 4 | 5;
/** Cells per row of latitude at each level: ceil(360 / size). */
export const CELL_WIDTHS = [36000, 9000, 2250, 563, 141, 144000] as const;
/** The level whose cells name an area for the edge cache (0.64°, about 70 × 40 km in mid latitudes). */
export const AREA_LEVEL: CellLevel = 3;

const EARTH_M = 6_371_000;
const RAD = Math.PI / 180;

const cellRow = (lat: number, level: CellLevel) => Math.trunc((lat + 90) / CELL_SIZES[level]);
const cellCol = (lng: number, level: CellLevel) => Math.trunc((lng + 180) / CELL_SIZES[level]);
export const cellOf = (p: LatLng, level: CellLevel) =>
  cellRow(p.lat, level) * CELL_WIDTHS[level] + cellCol(p.lng, level);

/** The (2r+1)² block of cells around the origin's cell at a level. */
export function cellBlock(origin: LatLng, level: CellLevel, r: number): number[] {
  const row = cellRow(origin.lat, level);
  const col = cellCol(origin.lng, level);
  const width = CELL_WIDTHS[level];
  const cells: number[] = [];
  for (let dr = -r; dr <= r; dr++) {
    const rr = row + dr;
    if (rr < 0 || rr * CELL_SIZES[level] > 180) continue;
    for (let dc = -r; dc <= r; dc++) {
      const cc = col + dc;
      if (cc < 0 || cc >= width) continue;
      cells.push(rr * width + cc);
    }
  }
  return cells;
}

/**
 * A lower bound in metres on the distance from the origin to any point outside the block of
 * radius r: every point nearer than this lies inside the block, so the nearest K found there are
 * the nearest K anywhere. Longitude edges are measured at the block's widest-from-equator latitude.
 */
export function blockReachM(origin: LatLng, level: CellLevel, r: number): number {
  const size = CELL_SIZES[level];
  const row = cellRow(origin.lat, level);
  const col = cellCol(origin.lng, level);
  const south = (row - r) * size - 90;
  const north = (row + r + 1) * size - 90;
  const west = (col - r) * size - 180;
  const east = (col + r + 1) * size - 180;
  const maxAbsLat = Math.min(90, Math.max(Math.abs(south), Math.abs(north)));
  const cos = Math.cos(maxAbsLat * RAD);
  // 0.999: the haversine chord of a longitude gap is a hair shorter than gap × cos(latitude).
  return (
    0.999 *
    EARTH_M *
    RAD *
    Math.min(origin.lat - south, north - origin.lat, (origin.lng - west) * cos, (east - origin.lng) * cos)
  );
}
