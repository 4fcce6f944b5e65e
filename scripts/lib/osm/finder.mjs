/**
 * After an import: the edition's OpenStreetMap points into the finder's index (finder_facilities,
 * source 'osm', ref_id the public id 'osm-node-123' so entries link to the point's page), owners'
 * duplicates and vanished points out (docs/finder.md). Pages of PAGE rows; only rows whose import
 * time differs from the index's copy are written, so unchanged points keep their cache keys.
 * Plain SQL for either store (local or --remote). Mirrors, in plain JavaScript for the script:
 * ui/shared/finder/cells.ts (cells), ui/shared/osm/dedupe.ts (owners' duplicates) and
 * worker/data/finder-index.ts (columns, cache tags); scripts/lib/osm/finder.test.ts checks they agree.
 */
import { q } from '../seed-sql.mjs';

const PAGE = 500;
export const CELL_SIZES = [0.01, 0.04, 0.16, 0.64, 2.56, 0.0025];
export const CELL_WIDTHS = [36000, 9000, 2250, 563, 141, 144000];
export const AREA_LEVEL = 3;
/** finder_facilities.hours of a point whose OSM hours are unreadable or not mapped: never "open now". */
export const UNKNOWN_HOURS = '"unknown"';
/**
 * finder_facilities.hours from an osm_facilities row: the owners' weekly model when it fits; OSM's weekly
 * minute ranges and dated ranges as {"osm": kind, "intervals": …}, which the worker answers "open
 * now" from (finderOpenStatus, worker/data/finder-facilities.ts); else UNKNOWN_HOURS.
 */
const HOURS_SQL = `CASE WHEN o.hours_kind = 'weekly' THEN o.working_hours
    WHEN o.hours_kind IN ('intervals', 'dated') AND json_valid(o.intervals) AND json_type(o.intervals) = 'object' THEN json_object('osm', o.hours_kind, 'intervals', json(o.intervals))
    ELSE '"unknown"' END`;
const EDITION_LOCALE = { ru: 'ru-RU', kz: 'ru-KZ', international: 'en-US' };

const cellSql = (lat, lng) =>
  CELL_SIZES.map(
    (s, l) => `CAST((${lat} + 90) / ${s} AS INTEGER) * ${CELL_WIDTHS[l]} + CAST((${lng} + 180) / ${s} AS INTEGER)`,
  ).join(', ');

const rad = (d) => (d * Math.PI) / 180;
export function distanceM(a, b) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
const words = (name) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
export function similarName(a, b) {
  const x = words(a).join(' ');
  const y = words(b).join(' ');
  if (!x || !y) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const set = new Set(words(a).filter((w) => w.length >= 4));
  return words(b).some((w) => w.length >= 4 && set.has(w));
}
export function hiddenByOwner(osm, owners) {
  if (!osm.materialsKnown || !osm.materials.length) return false;
  return owners.some(
    (o) =>
      distanceM(osm, o) <= 50 &&
      (similarName(osm.name, o.name) || similarName(osm.operator, o.name)) &&
      osm.materials.every((m) => o.materials.includes(m)),
  );
}

const json = (text, fallback) => {
  try {
    return JSON.parse(text) ?? fallback;
  } catch {
    return fallback;
  }
};

/** Cache keys of everything that shows these index rows now (as bumpRowTagsStatement, for many rows). */
const bumpSql = (ids) => {
  const list = ids.map(q).join(', ');
  return `INSERT INTO cache_tags (tag, version) SELECT tag, 1 FROM (
      SELECT 'l:points' AS tag
      UNION SELECT 'p:' || ref_id FROM finder_facilities WHERE source = 'osm' AND ref_id IN (${list})
      UNION SELECT 'a:' || c${AREA_LEVEL} FROM finder_facilities WHERE source = 'osm' AND ref_id IN (${list})
      UNION SELECT 'a:' || p.c${AREA_LEVEL} || ':m' || m.slug FROM finder_facilities p JOIN facility_material_types m ON (p.materials >> m.id) & 1 WHERE p.source = 'osm' AND p.ref_id IN (${list})
    ) WHERE true ON CONFLICT (tag) DO UPDATE SET version = version + 1`;
};

const upsertSql = (
  ids,
  kindLabels,
) => `INSERT INTO finder_facilities (source, ref_id, status, name, address, lat, lng, c0, c1, c2, c3, c4, c5, materials, hours, time_zone, icon_url, rank_penalty, updated_at, checked_at)
  SELECT 'osm', 'osm-' || o.id, 'accepted',
    COALESCE(NULLIF(o.name, ''), NULLIF(o.operator, ''), CASE o.kind ${Object.entries(kindLabels)
      .map(([k, v]) => `WHEN ${q(k)} THEN ${q(v)}`)
      .join(' ')} ELSE '' END),
    o.address, o.lat, o.lng, ${cellSql('o.lat', 'o.lng')},
    COALESCE((SELECT SUM(DISTINCT 1 << t.id) FROM json_each(o.materials) j JOIN facility_material_types t ON t.slug = j.value WHERE t.id BETWEEN 0 AND 52), 0),
    ${HOURS_SQL},
    o.time_zone, NULL, 0, o.updated_at, NULL
  FROM osm_facilities o WHERE o.id IN (${ids.map((id) => q(id.slice(4))).join(', ')}) AND true
  ON CONFLICT (source, ref_id) DO UPDATE SET status = excluded.status, name = excluded.name, address = excluded.address, lat = excluded.lat, lng = excluded.lng,
    c0 = excluded.c0, c1 = excluded.c1, c2 = excluded.c2, c3 = excluded.c3, c4 = excluded.c4, c5 = excluded.c5, materials = excluded.materials, hours = excluded.hours,
    time_zone = excluded.time_zone, icon_url = excluded.icon_url, rank_penalty = excluded.rank_penalty, updated_at = excluded.updated_at, checked_at = excluded.checked_at`;

const removeSql = (ids) => [
  bumpSql(ids),
  `DELETE FROM finder_facilities WHERE source = 'osm' AND ref_id IN (${ids.map(q).join(', ')})`,
];

/** The edition's names of unnamed points ('Recycling container'): the index holds one name per row. */
async function editionKindLabels(edition) {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
  const locale = json(
    fs.readFileSync(path.join(root, `locales/${EDITION_LOCALE[edition] ?? 'en-US'}.json`), 'utf8'),
    {},
  );
  return locale.osm?.kind ?? {};
}

/**
 * Brings the index in step with osm_facilities for `edition`. Returns { indexed, removed }.
 * `kindLabels` (kind → name) is read from the edition's locale file when not given.
 */
export async function syncOsmFinder(store, edition, kindLabels = null) {
  kindLabels ??= await editionKindLabels(edition);
  let indexed = 0;
  let removed = 0;
  for (let after = ''; ; ) {
    const page =
      await store.all(`SELECT o.id, o.name, o.operator, o.lat, o.lng, o.materials, o.materials_known, o.updated_at,
        (SELECT updated_at FROM finder_facilities fp WHERE fp.source = 'osm' AND fp.ref_id = 'osm-' || o.id) AS indexed_at,
        (SELECT fp.hours IS NOT ${HOURS_SQL} FROM finder_facilities fp WHERE fp.source = 'osm' AND fp.ref_id = 'osm-' || o.id) AS hours_differ,
        EXISTS (SELECT 1 FROM osm_facility_claims c JOIN facilities f ON f.id = c.facility_id
                WHERE c.osm_facility_id = 'osm-' || o.id AND c.status = 'accepted' AND f.status = 'accepted' AND f.deleted_at IS NULL) AS claimed,
        (SELECT json_group_array(json_object('name', f.name, 'lat', f.lat, 'lng', f.lng, 'materials',
                  (SELECT json_group_array(DISTINCT t.slug) FROM facility_rates r JOIN facility_material_types t ON t.id = r.srm_id WHERE r.facility_id = f.id)))
           FROM facilities f
          WHERE f.lat BETWEEN o.lat - 0.00046 AND o.lat + 0.00046 AND f.lng BETWEEN o.lng - 0.0014 AND o.lng + 0.0014
            AND f.status = 'accepted' AND f.deleted_at IS NULL) AS owners
      FROM osm_facilities o WHERE o.edition = ${q(edition)} AND o.id > ${q(after)} ORDER BY o.id LIMIT ${PAGE}`);
    const upsert = [];
    const remove = [];
    for (const r of page) {
      const owners = json(r.owners, []).map((o) => ({
        ...o,
        materials: typeof o.materials === 'string' ? json(o.materials, []) : (o.materials ?? []),
      }));
      const point = {
        name: r.name,
        operator: r.operator,
        lat: r.lat,
        lng: r.lng,
        materials: json(r.materials, []),
        materialsKnown: r.materials_known === 1,
      };
      const hidden = r.claimed || hiddenByOwner(point, owners);
      if (hidden && r.indexed_at !== null) remove.push(`osm-${r.id}`);
      // Changed since indexed, or indexed before the index could hold these hours (they were "unknown").
      else if (!hidden && (r.indexed_at !== r.updated_at || r.hours_differ === 1)) upsert.push(`osm-${r.id}`);
    }
    const statements = [];
    if (upsert.length) statements.push(bumpSql(upsert), upsertSql(upsert, kindLabels), bumpSql(upsert));
    if (remove.length) statements.push(...removeSql(remove));
    await store.run(statements);
    indexed += upsert.length;
    removed += remove.length;
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  // Points gone from osm_facilities (any edition's import may have removed them).
  for (;;) {
    const gone = (
      await store.all(
        `SELECT ref_id FROM finder_facilities fp WHERE fp.source = 'osm' AND NOT EXISTS (SELECT 1 FROM osm_facilities o WHERE o.id = substr(fp.ref_id, 5)) LIMIT ${PAGE}`,
      )
    ).map((r) => r.ref_id);
    if (!gone.length) break;
    await store.run(removeSql(gone));
    removed += gone.length;
  }
  return { indexed, removed };
}
