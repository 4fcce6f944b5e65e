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
  /** Set when this call resumed an interrupted run: the points it found already staged. */
  resumed: { staged: number } | null;
}
export const SKIP_REASONS: Record<string, string>;
export const REGION_NAME: RegExp;
export function regionOf(file: string): string;
export function centroid(points: [number, number][]): [number, number];
export function importOsm(options: {
  file: string;
  edition: string;
  region?: string;
  store: OsmStore;
  now?: Date;
  timeZone?: string | null;
  onProgress?: ((share: number) => void) | null;
  /** One line per step: run started, resumed or discarded, batch committed, swap. */
  onStatus?: ((line: string) => void) | null;
  allowEmpty?: boolean;
  /** Discard an unfinished run of the region instead of resuming it. */
  restart?: boolean;
  /** Staging statements' size and statements per batch (one transaction each). */
  batch?: { statementBytes?: number; batchStatements?: number };
}): Promise<ImportSummary>;
export function dropRegion(options: { edition: string; region: string; store: OsmStore }): Promise<{ removed: number; released: number; finder: { indexed: number; removed: number } }>;
export class OsmRefusal extends Error {}
/** The database stopped answering mid-import; the message says what it holds and how to go on. */
export class ImportInterrupted extends Error {}
