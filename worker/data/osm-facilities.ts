/**
 * D1 reads of the OpenStreetMap layer (osm_facilities, migrations/0015_osm_points.sql; written only by
 * scripts/import-osm.mjs; the finder reads its copy in finder_facilities, docs/finder.md). Pages of rows
 * by keyset, so nothing here grows with the table:
 *  - getOsmFacility: one point for its public page;
 *  - osmGeoJsonPage: rows for the ODbL GeoJSON download.
 */
import type { DayHours, Weekday } from '../../ui/shared/facility/model';
import type { OsmHoursKind, OsmIntervals } from '../../ui/shared/osm/hours';

export const OSM_ID = /^osm-(node|way)-([1-9][0-9]{0,17})$/;
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export interface OsmFacility {
  /** Public id: 'osm-node-123'. */
  id: string;
  osmType: 'node' | 'way';
  osmId: number;
  osmVersion: number;
  /** Edit time of this version (ms), or null. */
  osmTimestamp: number | null;
  checkDate: string;
  edition: string;
  lat: number;
  lng: number;
  name: string;
  names: Record<string, string>;
  address: string;
  kind: 'container' | 'centre' | 'bottle_return' | 'other';
  materials: string[];
  materialsKnown: boolean;
  openingHours: string;
  hoursKind: OsmHoursKind;
  hours: Partial<Record<Weekday, DayHours>>;
  intervals: OsmIntervals | null;
  timeZone: string;
  operator: string;
  website: string;
  phone: string;
  wheelchair: string;
  updatedAt: number;
}

interface Raw {
  id: string;
  osm_type: 'node' | 'way';
  osm_id: number;
  osm_version: number;
  osm_timestamp: number | null;
  check_date: string;
  edition: string;
  lat: number;
  lng: number;
  name: string;
  names: string;
  address: string;
  kind: OsmFacility['kind'];
  materials: string;
  materials_known: number;
  opening_hours: string;
  hours_kind: OsmHoursKind;
  working_hours: string;
  intervals: string;
  time_zone: string;
  operator: string;
  website: string;
  phone: string;
  wheelchair: string;
  updated_at: number;
}

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Invisible controls (bidi overrides and isolates, zero-width characters, BOM, other Cc/Cf but tab
 * and line breaks): the importer strips them (scripts/lib/osm/row.mjs, the same rule); rows stored
 * before it did are cleaned here, so neither the page nor the GeoJSON carries one.
 */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]|(?![\t\n\r])[\p{Cc}\p{Cf}]/gu;
const clean = (text: string) => text.replace(CONTROLS, '');

function fromRaw(r: Raw): OsmFacility {
  const intervals = json<OsmIntervals | unknown[]>(r.intervals, []);
  const names = json<Record<string, string>>(r.names, {});
  return {
    id: `osm-${r.id}`,
    osmType: r.osm_type,
    osmId: r.osm_id,
    osmVersion: r.osm_version,
    osmTimestamp: r.osm_timestamp,
    checkDate: r.check_date,
    edition: r.edition,
    lat: r.lat,
    lng: r.lng,
    name: clean(r.name),
    names: Object.fromEntries(Object.entries(names).map(([lang, name]) => [lang, clean(String(name))])),
    address: clean(r.address),
    kind: r.kind,
    materials: json(r.materials, []),
    materialsKnown: r.materials_known === 1,
    openingHours: clean(r.opening_hours),
    hoursKind: r.hours_kind,
    hours: json(r.working_hours, {}),
    intervals: Array.isArray(intervals) ? null : intervals,
    timeZone: r.time_zone,
    operator: clean(r.operator),
    website: clean(r.website),
    phone: clean(r.phone),
    wheelchair: clean(r.wheelchair),
    updatedAt: r.updated_at,
  };
}

/** The point behind a public id ('osm-node-123'), or null. */
export async function getOsmFacility(db: D1Database, publicId: string): Promise<OsmFacility | null> {
  const m = OSM_ID.exec(publicId);
  if (!m) return null;
  const row = await db.prepare('SELECT * FROM osm_facilities WHERE id = ?').bind(`${m[1]}-${m[2]}`).first<Raw>();
  return row ? fromRaw(row) : null;
}

/** The public name in `locale` ('kk-KZ' → name:kk), else the tagged name, else ''. */
export function osmName(point: Pick<OsmFacility, 'name' | 'names'>, locale: string): string {
  return point.names[locale.slice(0, 2)] || point.name || '';
}

/** West, south, east, north in degrees (GeoJSON's bbox order, RFC 7946 §5). */
export type Bbox = [number, number, number, number];

/**
 * One page of the layer for the GeoJSON download: ids after `after`, in id order, within `bbox`
 * when given (the lat/lng index; the primary key otherwise). At most `limit` rows.
 */
export async function osmGeoJsonPage(
  db: D1Database,
  after: string,
  limit: number,
  edition: string | null,
  bbox: Bbox | null = null,
): Promise<OsmFacility[]> {
  const where = ['id > ?'];
  const args: unknown[] = [after];
  if (edition) {
    where.push('edition = ?');
    args.push(edition);
  }
  if (bbox) {
    where.push('lat BETWEEN ? AND ? AND lng BETWEEN ? AND ?');
    args.push(bbox[1], bbox[3], bbox[0], bbox[2]);
  }
  const stmt = db
    .prepare(`SELECT * FROM osm_facilities WHERE ${where.join(' AND ')} ORDER BY id LIMIT ?`)
    .bind(...args, limit);
  return ((await stmt.all<Raw>()).results ?? []).map(fromRaw);
}

/** Is this OSM point hidden from public results by an owner's point's accepted claim? (the page says so and links it) */
export async function osmFacilityOwner(db: D1Database, publicId: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT c.facility_id AS id FROM osm_facility_claims c JOIN facilities f ON f.id = c.facility_id WHERE c.osm_facility_id = ? AND c.status = 'accepted' AND f.status = 'accepted' AND f.deleted_at IS NULL LIMIT 1`,
    )
    .bind(publicId)
    .first<{ id: string }>();
  return row?.id ?? null;
}
