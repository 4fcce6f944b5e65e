/**
 * Every facility into the finder index again, as plain SQL (seeds, the bench and tests that write
 * facilities with SQL rather than through worker/data/facilities.ts). The same statements as
 * worker/data/finder-index.ts builds (the integration tests that seed with plain SQL, e.g.
 * test/integration/finder-public.test.ts, search what it writes through the worker), then new keys
 * for every cached page. Not for request paths: it reads the whole table.
 */
const SIZES = [0.01, 0.04, 0.16, 0.64, 2.56, 0.0025];
const WIDTHS = [36000, 9000, 2250, 563, 141, 144000];
const PUBLIC = "f.status IN ('accepted') AND f.deleted_at IS NULL";
const COLUMNS =
  'source, ref_id, status, name, address, lat, lng, c0, c1, c2, c3, c4, c5, materials, hours, time_zone, icon_url, rank_penalty, updated_at, checked_at';
const cells = SIZES.map(
  (s, l) => `CAST((f.lat + 90) / ${s} AS INTEGER) * ${WIDTHS[l]} + CAST((f.lng + 180) / ${s} AS INTEGER)`,
).join(', ');

/** The upsert of public facilities matching `where`, exactly as facilityUpsertSql + ON_CONFLICT in the worker. */
export const facilityUpsertSql = (where) => `INSERT INTO finder_facilities (${COLUMNS})
    SELECT ?1, f.id, f.status, f.name, f.address, f.lat, f.lng, ${cells},
      COALESCE((SELECT SUM(DISTINCT 1 << r.srm_id) FROM facility_rates r WHERE r.facility_id = f.id AND r.srm_id BETWEEN 0 AND 52), 0),
      f.working_hours, f.time_zone, i.file_url, 0, f.updated_at, COALESCE(f.checked_at, f.created_at)
    FROM facilities f LEFT JOIN facility_icons i ON i.id = f.icon_id
    WHERE ${where} AND ${PUBLIC}`;

export const ON_CONFLICT = `ON CONFLICT (source, ref_id) DO UPDATE SET status = excluded.status, name = excluded.name, address = excluded.address, lat = excluded.lat, lng = excluded.lng,
  c0 = excluded.c0, c1 = excluded.c1, c2 = excluded.c2, c3 = excluded.c3, c4 = excluded.c4, c5 = excluded.c5, materials = excluded.materials, hours = excluded.hours,
  time_zone = excluded.time_zone, icon_url = excluded.icon_url, rank_penalty = excluded.rank_penalty, updated_at = excluded.updated_at, checked_at = excluded.checked_at`;

/**
 * A row's `area` in the full-text index: its cells of levels 0-4 and its materials as tokens
 * (migrations 0034 and 0036; the triggers write the same text).
 */
const FTS_AREA_SQL = (row) =>
  `${[0, 1, 2, 3, 4].map((l) => `'${l ? ' ' : ''}q${l}x' || ${row}.c${l}`).join(' || ')}
    || COALESCE((SELECT group_concat(t, '') FROM (SELECT ' qm' || m.id AS t FROM facility_material_types m WHERE (${row}.materials >> m.id) & 1 ORDER BY m.id)), '')`;

/** The full-text index made again from finder_facilities, for a bulk load made with the triggers set aside (the bench). */
export const FINDER_FTS_REFILL_SQL = [
  "INSERT INTO finder_fts (finder_fts) VALUES ('delete-all');",
  `INSERT INTO finder_fts (rowid, name, address, area) SELECT p.id, p.name, p.address, ${FTS_AREA_SQL('p')} FROM finder_facilities p;`,
];

/** No parameters: drop rows no longer public, upsert every public one, new keys for every cached page. */
export const FINDER_REINDEX_SQL = [
  `DELETE FROM finder_facilities WHERE source = 'facility' AND NOT EXISTS (SELECT 1 FROM facilities f WHERE f.id = finder_facilities.ref_id AND ${PUBLIC});`,
  `${facilityUpsertSql('true').replace('?1', "'facility'")} ${ON_CONFLICT};`,
  // The index's triggers set hours_id; these two cover a bulk load made with them set aside (the bench).
  'INSERT OR IGNORE INTO finder_hours (time_zone, hours) SELECT DISTINCT time_zone, hours FROM finder_facilities WHERE hours_id IS NULL;',
  'UPDATE finder_facilities SET hours_id = (SELECT h.id FROM finder_hours h WHERE h.time_zone = finder_facilities.time_zone AND h.hours = finder_facilities.hours) WHERE hours_id IS NULL;',
  'UPDATE cache_versions SET version = version + 1;',
];

/** Through a D1 binding (statement by statement, so D1's `exec` line splitting cannot cut one). */
export async function reindexFacilities(db) {
  for (const sql of FINDER_REINDEX_SQL) await db.prepare(sql).run();
}
