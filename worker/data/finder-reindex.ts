/**
 * Every facility into the finder index again, as plain SQL with no parameters: for seeds, the
 * bench and tests that write facilities with SQL rather than through worker/data/facilities.ts.
 * Built from the same statement builders the worker's writes use (./finder-index.ts), so there is
 * nothing to keep in step; scripts load this module through scripts/lib/import-ts.mjs. Not for
 * request paths: it reads the whole table.
 */
import { facilityUpsertSql, ON_CONFLICT } from './finder-index';
import { publicFacilitySql } from './public-facilities';

/**
 * A row's `area` in the full-text index: its cells of levels 0-4 and its materials as tokens
 * (migrations 0034 and 0036; the triggers write the same text).
 */
const ftsAreaSql = (row: string) =>
  `${[0, 1, 2, 3, 4].map((l) => `'${l ? ' ' : ''}q${l}x' || ${row}.c${l}`).join(' || ')}
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (${row}.materials >> m.id) & 1 ORDER BY m.id)), '')`;

/**
 * The full-text index made again from finder_facilities, for a bulk load made with the triggers set
 * aside (test/bench/seed-finder-scale.mjs loads it through importTs, which knip cannot follow).
 * @public
 */
export const FINDER_FTS_REFILL_SQL = [
  "INSERT INTO finder_fts (finder_fts) VALUES ('delete-all');",
  `INSERT INTO finder_fts (rowid, name, address, area) SELECT p.id, p.name, p.address, ${ftsAreaSql('p')} FROM finder_facilities p;`,
];

/** Drop rows no longer public, upsert every public one, new keys for every cached page. */
export const FINDER_REINDEX_SQL = [
  `DELETE FROM finder_facilities WHERE source = 'facility' AND NOT EXISTS (SELECT 1 FROM facilities f WHERE f.id = finder_facilities.ref_id AND ${publicFacilitySql('f')});`,
  `${facilityUpsertSql('true').replace('?1', "'facility'")} ${ON_CONFLICT};`,
  // The index's triggers set hours_id; these two cover a bulk load made with them set aside (the bench).
  'INSERT OR IGNORE INTO finder_hours (time_zone, hours) SELECT DISTINCT time_zone, hours FROM finder_facilities WHERE hours_id IS NULL;',
  'UPDATE finder_facilities SET hours_id = (SELECT h.id FROM finder_hours h WHERE h.time_zone = finder_facilities.time_zone AND h.hours = finder_facilities.hours) WHERE hours_id IS NULL;',
  'UPDATE cache_versions SET version = version + 1;',
];

/** Through a D1 binding (statement by statement, so D1's `exec` line splitting cannot cut one). */
export async function reindexFacilities(db: D1Database): Promise<void> {
  for (const sql of FINDER_REINDEX_SQL) await db.prepare(sql).run();
}
