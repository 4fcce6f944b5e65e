/**
 * D1 reads for the public finder: the points guests may see (accepted, and temporarily closed ones
 * marked as such) in one light query, and a cheap fingerprint that changes whenever any point does.
 */
import type { DayHours, Weekday } from '../../ui/shared/facility/model';

/** Statuses the finder lists; every other status is never shown to the public. */
export const PUBLIC_FINDER_STATUSES = ['accepted', 'temporarily_not_working'] as const;
export type PublicFinderStatus = (typeof PUBLIC_FINDER_STATUSES)[number];

export interface FinderPointRow {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  status: PublicFinderStatus;
  hours: Partial<Record<Weekday, DayHours>>;
  timeZone: string;
  iconUrl: string | null;
  /** Material type ids (srm_id) the point takes, in catalogue order. */
  materialIds: number[];
  /** Last confirmation, or creation when never confirmed (freshness: ui/shared/points/freshness.ts). */
  checkedAt: number;
}

export interface MaterialRow {
  id: number;
  slug: string;
  names: Record<string, string>;
}

interface RawPoint {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  status: PublicFinderStatus;
  working_hours: string;
  time_zone: string;
  file_url: string | null;
  materials: string | null;
  checked_at: number;
}

/** Changes whenever a point is created, edited, changes status or is deleted. */
export async function finderVersion(db: D1Database): Promise<string> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n, COALESCE(MAX(updated_at), 0) AS u, COALESCE(MAX(status_changed_at), 0) AS s, COALESCE(MAX(deleted_at), 0) AS d, COALESCE(MAX(checked_at), 0) AS c FROM facilities')
    .first<{ n: number; u: number; s: number; d: number; c: number }>();
  // c: an owner's or manager's confirmation changes freshness (docs/decisions/145-point-freshness.md).
  return row ? `${row.n}.${row.u}.${row.s}.${row.d}.${row.c}` : '0';
}

export async function loadFinderPoints(db: D1Database): Promise<{ points: FinderPointRow[]; materials: MaterialRow[] }> {
  const statuses = PUBLIC_FINDER_STATUSES.map(() => '?').join(', ');
  const [points, materials] = await db.batch([
    db
      .prepare(
        `SELECT f.id, f.name, f.address, f.lat, f.lng, f.status, f.working_hours, f.time_zone, i.file_url, COALESCE(f.checked_at, f.created_at) AS checked_at,
           (SELECT group_concat(DISTINCT r.srm_id) FROM facility_rates r WHERE r.facility_id = f.id AND r.srm_id IS NOT NULL) AS materials
         FROM facilities f LEFT JOIN facility_icons i ON i.id = f.icon_id
         WHERE f.status IN (${statuses}) AND f.deleted_at IS NULL`,
      )
      .bind(...PUBLIC_FINDER_STATUSES),
    db.prepare('SELECT id, slug, names FROM facility_material_types ORDER BY sort, id'),
  ]);
  const materialRows = (materials!.results as { id: number; slug: string; names: string }[]).map((m) => ({ id: m.id, slug: m.slug, names: JSON.parse(m.names) as Record<string, string> }));
  const order = new Map(materialRows.map((m, i) => [m.id, i]));
  return {
    materials: materialRows,
    points: (points!.results as RawPoint[]).map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      lat: p.lat,
      lng: p.lng,
      status: p.status,
      hours: safeJson(p.working_hours),
      timeZone: p.time_zone,
      iconUrl: p.file_url,
      checkedAt: p.checked_at,
      materialIds: (p.materials ? p.materials.split(',').map(Number) : []).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    })),
  };
}

function safeJson(text: string): Partial<Record<Weekday, DayHours>> {
  try {
    return JSON.parse(text) as Partial<Record<Weekday, DayHours>>;
  } catch {
    return {};
  }
}
