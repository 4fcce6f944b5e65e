/**
 * Writes to the finder index (finder_facilities, docs/decisions/135-finder-index-in-d1.md). Plain
 * statement builders: a layer that changes rows a visitor can find puts these in the same
 * `db.batch` as its own write, so the index and the cache tags change in the same transaction.
 *
 * - facilities: `indexFacilityStatements(db, id)` after any write to a point (facilities.ts).
 * - imported OpenStreetMap points are written by the importer's own SQL (scripts/lib/osm/finder.mjs),
 *   with the same columns and ON_CONFLICT clause.
 */
import { AREA_LEVEL, CELL_SIZES, CELL_WIDTHS, type CellLevel } from '../../ui/shared/finder/cells';
import type { Locale } from '../../editions/types';
import type { Messages } from '../../ui/shared/i18n';
import { messagesFor } from '../i18n/messages';
import { publicFacilitySql } from './public-facilities';

/** The locale each edition's import names unnamed points in (scripts/lib/osm/finder.mjs EDITION_LOCALE). */
const OSM_EDITION_LOCALE: Record<string, Locale> = { ru: 'ru-RU', kz: 'ru-KZ', international: 'en-US' };

const FACILITY_SOURCE = 'facility';

const LEVELS: CellLevel[] = [0, 1, 2, 3, 4, 5];
/** SQL for the cell columns from `lat`/`lng` expressions: the arithmetic of ui/shared/finder/cells.ts. */
const cellSql = (lat: string, lng: string) =>
  LEVELS.map(
    (l) =>
      `CAST((${lat} + 90) / ${CELL_SIZES[l]} AS INTEGER) * ${CELL_WIDTHS[l]} + CAST((${lng} + 180) / ${CELL_SIZES[l]} AS INTEGER)`,
  ).join(', ');

const COLUMNS =
  'source, ref_id, status, name, address, lat, lng, c0, c1, c2, c3, c4, c5, materials, hours, time_zone, icon_url, rank_penalty, updated_at, checked_at';
export const ON_CONFLICT = `ON CONFLICT (source, ref_id) DO UPDATE SET status = excluded.status, name = excluded.name, address = excluded.address, lat = excluded.lat, lng = excluded.lng,
  c0 = excluded.c0, c1 = excluded.c1, c2 = excluded.c2, c3 = excluded.c3, c4 = excluded.c4, c5 = excluded.c5, materials = excluded.materials, hours = excluded.hours,
  time_zone = excluded.time_zone, icon_url = excluded.icon_url, rank_penalty = excluded.rank_penalty, updated_at = excluded.updated_at, checked_at = excluded.checked_at`;

/**
 * The page URL tag of a row, the one worker/middleware/edge-cache.ts gives /recycling-points/<id>:
 * a facility's ref_id is its id and an OpenStreetMap row's is its public id ('osm-node-123').
 */
const facilityTag = (source: string, refId: string) =>
  source === FACILITY_SOURCE || source === 'osm' ? `p:${refId}` : `p:${source}:${refId}`;

/**
 * New cache keys for everything that can show this row as the index holds it *now*: its page,
 * the finder and home around its area cell (in all and per material), lists not ordered by
 * place, and the events held at it. Run it before and after the index change, so both the old
 * and the new place and materials are covered (docs/decisions/137-cache-invalidation-per-thing.md).
 */
function bumpRowTagsStatement(db: D1Database | D1DatabaseSession, source: string, refId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cache_tags (tag, version)
       SELECT tag, 1 FROM (
         SELECT ?3 AS tag
         UNION SELECT 'l:points'
         UNION SELECT 'a:' || c${AREA_LEVEL} FROM finder_facilities WHERE source = ?1 AND ref_id = ?2
         UNION SELECT 'a:' || p.c${AREA_LEVEL} || ':m' || m.slug FROM finder_facilities p JOIN facility_material_types m ON (p.materials >> m.id) & 1 WHERE p.source = ?1 AND p.ref_id = ?2
         UNION SELECT 'e:' || e.id FROM charity_events e WHERE ?1 = '${FACILITY_SOURCE}' AND e.facility_id = ?2
       ) WHERE true
       ON CONFLICT (tag) DO UPDATE SET version = version + 1`,
    )
    .bind(source, refId, facilityTag(source, refId));
}

/** Re-reads one facility into the index: in when public (publicFacilitySql), out otherwise. */
export function indexFacilityStatements(db: D1Database | D1DatabaseSession, id: string): D1PreparedStatement[] {
  return [
    bumpRowTagsStatement(db, FACILITY_SOURCE, id),
    db
      .prepare(
        `DELETE FROM finder_facilities WHERE source = ?1 AND ref_id = ?2 AND NOT EXISTS (SELECT 1 FROM facilities f WHERE f.id = ?2 AND ${publicFacilitySql('f')})`,
      )
      .bind(FACILITY_SOURCE, id),
    db.prepare(`${facilityUpsertSql('f.id = ?2')} ${ON_CONFLICT}`).bind(FACILITY_SOURCE, id),
    bumpRowTagsStatement(db, FACILITY_SOURCE, id),
    ...claimedOsmStatements(db, id),
    ...reshowClaimedOsmStatements(db, id),
  ];
}

/**
 * An OpenStreetMap point this facility claimed leaves the finder once a manager accepted the claim
 * and the facility is public (the owner's point replaces it; docs/decisions/191-osm-claim-review.md).
 */
function claimedOsmStatements(db: D1Database | D1DatabaseSession, id: string): D1PreparedStatement[] {
  return hideOsmRowsStatements(
    db,
    id,
    "p.ref_id IN (SELECT c.osm_facility_id FROM osm_facility_claims c WHERE c.facility_id = ?1 AND c.status = 'accepted')",
    [],
  );
}

/** finder_facilities.hours from an osm_facilities row: the importer's rule (scripts/lib/osm/finder.mjs HOURS_SQL). */
const OSM_HOURS_SQL = `CASE WHEN o.hours_kind = 'weekly' THEN o.working_hours
    WHEN o.hours_kind IN ('intervals', 'dated') AND json_valid(o.intervals) AND json_type(o.intervals) = 'object' THEN json_object('osm', o.hours_kind, 'intervals', json(o.intervals))
    ELSE '"unknown"' END`;

/** The name an unnamed OSM point has in the index: its kind in the locale its edition imports with (as the importer). */
const OSM_KIND_NAME_SQL = (() => {
  const cases = Object.entries(OSM_EDITION_LOCALE).flatMap(([edition, locale]) => {
    const kinds = (messagesFor(locale, locale).osm as Messages | undefined)?.kind as Record<string, string> | undefined;
    return Object.entries(kinds ?? {}).map(
      ([kind, label]) => `WHEN '${edition}:${kind}' THEN '${label.replace(/'/g, "''")}'`,
    );
  });
  return `CASE o.edition || ':' || o.kind ${cases.join(' ')} ELSE '' END`;
})();

/**
 * A claimed OpenStreetMap point comes back into the finder at once when no accepted claim of a
 * public point hides it any more: the claim was refused, or the owner's point was withdrawn,
 * blocked, closed or deleted. Written as the importer writes it, so its next run changes nothing.
 */
function reshowClaimedOsmStatements(db: D1Database | D1DatabaseSession, id: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO finder_facilities (${COLUMNS})
         SELECT 'osm', c.osm_facility_id, 'accepted', COALESCE(NULLIF(o.name, ''), NULLIF(o.operator, ''), ${OSM_KIND_NAME_SQL}),
           o.address, o.lat, o.lng, ${cellSql('o.lat', 'o.lng')},
           COALESCE((SELECT SUM(DISTINCT 1 << t.id) FROM json_each(o.materials) j JOIN facility_material_types t ON t.slug = j.value WHERE t.id BETWEEN 0 AND 52), 0),
           ${OSM_HOURS_SQL}, o.time_zone, NULL, 0, o.updated_at, NULL
         FROM osm_facility_claims c JOIN osm_facilities o ON o.id = substr(c.osm_facility_id, 5)
         WHERE c.facility_id = ?1
           AND NOT EXISTS (SELECT 1 FROM osm_facility_claims h JOIN facilities f ON f.id = h.facility_id
                           WHERE h.osm_facility_id = c.osm_facility_id AND h.status = 'accepted' AND f.status = 'accepted' AND ${publicFacilitySql('f')})
         ON CONFLICT (source, ref_id) DO NOTHING`,
      )
      .bind(id),
    // New keys for the claimed points' pages and areas (a no-op insert bumps them too: rare, harmless).
    db
      .prepare(
        `INSERT INTO cache_tags (tag, version)
         SELECT tag, 1 FROM (
           SELECT 'p:' || p.ref_id AS tag FROM finder_facilities p JOIN osm_facility_claims c ON c.osm_facility_id = p.ref_id WHERE p.source = 'osm' AND c.facility_id = ?1
           UNION SELECT 'a:' || p.c${AREA_LEVEL} FROM finder_facilities p JOIN osm_facility_claims c ON c.osm_facility_id = p.ref_id WHERE p.source = 'osm' AND c.facility_id = ?1
           UNION SELECT 'a:' || p.c${AREA_LEVEL} || ':m' || m.slug FROM finder_facilities p JOIN osm_facility_claims c ON c.osm_facility_id = p.ref_id
             JOIN facility_material_types m ON (p.materials >> m.id) & 1 WHERE p.source = 'osm' AND c.facility_id = ?1
         ) WHERE true
         ON CONFLICT (tag) DO UPDATE SET version = version + 1`,
      )
      .bind(id),
  ];
}

/**
 * Takes the OpenStreetMap rows matching `which` (SQL on alias p; ?1 is the facility id, `args`
 * bind ?2 on) out of the finder, with new cache keys for their pages and areas, if facility ?1 is
 * accepted and public when the statements run (claims above; near twins, worker/data/osm-twins.ts).
 */
export function hideOsmRowsStatements(
  db: D1Database | D1DatabaseSession,
  id: string,
  which: string,
  args: string[],
): D1PreparedStatement[] {
  const rows = `p.source = 'osm' AND ${which}
    AND EXISTS (SELECT 1 FROM facilities f WHERE f.id = ?1 AND f.status = 'accepted' AND ${publicFacilitySql('f')})`;
  return [
    db
      .prepare(
        `INSERT INTO cache_tags (tag, version)
         SELECT tag, 1 FROM (
           SELECT 'p:' || p.ref_id AS tag FROM finder_facilities p WHERE ${rows}
           UNION SELECT 'a:' || p.c${AREA_LEVEL} FROM finder_facilities p WHERE ${rows}
           UNION SELECT 'a:' || p.c${AREA_LEVEL} || ':m' || m.slug FROM finder_facilities p JOIN facility_material_types m ON (p.materials >> m.id) & 1 WHERE ${rows}
         ) WHERE true
         ON CONFLICT (tag) DO UPDATE SET version = version + 1`,
      )
      .bind(id, ...args),
    db.prepare(`DELETE FROM finder_facilities AS p WHERE ${rows}`).bind(id, ...args),
  ];
}

/** INSERT … SELECT of public facilities matching `where` (alias f; ?1 is the source name). */
export function facilityUpsertSql(where: string): string {
  return `INSERT INTO finder_facilities (${COLUMNS})
    SELECT ?1, f.id, f.status, f.name, f.address, f.lat, f.lng, ${cellSql('f.lat', 'f.lng')},
      COALESCE((SELECT SUM(DISTINCT 1 << r.srm_id) FROM facility_rates r WHERE r.facility_id = f.id AND r.srm_id BETWEEN 0 AND 52), 0),
      f.working_hours, f.time_zone, i.file_url, 0, f.updated_at, COALESCE(f.checked_at, f.created_at)
    FROM facilities f LEFT JOIN facility_icons i ON i.id = f.icon_id
    WHERE ${where} AND ${publicFacilitySql('f')}`;
}
