import type { OsmStore } from './store.mjs';
export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: Record<string, number>;
  seen: number;
  elements: number;
  keptBecauseEmpty: boolean;
  /** Rows written into / taken out of the finder index (scripts/lib/osm/finder.mjs). */
  finder: { indexed: number; removed: number };
}
export const SKIP_REASONS: Record<string, string>;
export function centroid(points: [number, number][]): [number, number];
export function importOsm(options: { file: string; edition: string; store: OsmStore; now?: Date; timeZone?: string | null; onProgress?: ((share: number) => void) | null; allowEmpty?: boolean }): Promise<ImportSummary>;
