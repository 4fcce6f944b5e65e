import type { OsmStore } from './store.mjs';
export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Points the region no longer has and no other region of the edition holds: removed. */
  removed: number;
  /** Points the region no longer has that another region still holds: kept. */
  released: number;
  /** Points of the extract that another edition holds, by edition: kept there, untouched. */
  otherEditions: Record<string, number>;
  region: string;
  skipped: Record<string, number>;
  seen: number;
  elements: number;
  keptBecauseEmpty: boolean;
  /** Rows written into / taken out of the finder index (scripts/lib/osm/finder.mjs). */
  finder: { indexed: number; removed: number };
}
export const SKIP_REASONS: Record<string, string>;
export const REGION_NAME: RegExp;
export function regionOf(file: string): string;
export function centroid(points: [number, number][]): [number, number];
export function importOsm(options: { file: string; edition: string; region?: string; store: OsmStore; now?: Date; timeZone?: string | null; onProgress?: ((share: number) => void) | null; allowEmpty?: boolean }): Promise<ImportSummary>;
export function dropRegion(options: { edition: string; region: string; store: OsmStore }): Promise<{ removed: number; released: number; finder: { indexed: number; removed: number } }>;
export class OsmRefusal extends Error {}
