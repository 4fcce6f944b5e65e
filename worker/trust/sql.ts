/**
 * D1 access for visitor reports on points and for point confirmations (migrations/0016). Every
 * read is bounded by an index and a LIMIT: nothing grows with the number of points or reports.
 */
import { tagsStatement } from '../data/cache-versions';
import { indexFacilityStatements } from '../data/finder-index';
import { CLOSED_REPORTS_WINDOW_MS, REMIND_EVERY_MS, STALE_AFTER_MS } from '../../ui/shared/facility/freshness';
import { CLOSED_KINDS, type ReportKind, type ReportRow } from '../../ui/shared/facility/trust';
import { osmEditUrl } from '../../ui/shared/osm/links';
import { liveFacilitySql } from '../data/public-facilities';

const CLOSED_IN = CLOSED_KINDS.map((k) => `'${k}'`).join(', ');

/** Where a report lives: owners' points in facility_reports, OpenStreetMap points in osm_facility_reports. */
export type ReportSource = 'facility' | 'osm';
const TABLE: Record<ReportSource, { table: string; point: string }> = {
  facility: { table: 'facility_reports', point: 'facility_id' },
  osm: { table: 'osm_facility_reports', point: 'osm_facility_id' },
};

export interface NewReport {
  source: ReportSource;
  /** facilities.id, or the OSM point's public id ('osm-node-123'). */
  facilityId: string;
  kind: ReportKind;
  comment: string;
  reporterId: string | null;
  visitorKey: string;
  /** Keyed hash of the reporter's network (an IPv4 address or an IPv6 /64). */
  networkKey: string;
  /** 'u:<id>' for a verified account at least a day old; null otherwise (it counts as its network). */
  personKey: string | null;
}

/**
 * The open "closed" reports as JSON pairs [network, person|null], the newest 200 (the threshold is
 * a few voices: so many reports decide it many times over, and the read stays bounded). Rows from
 * before migrations/0042 stand for their visitor_key.
 */
const VOICE_PAIRS = `json_group_array(json_array(COALESCE(r.network_key, r.visitor_key), r.person_key))`;

/**
 * Distinct voices among reports (docs/decisions/193-voices-per-network.md): reports sharing a
 * network are one voice whatever the accounts, reports of one established person are one voice
 * whatever the networks; so a voice is a connected group of networks and persons, and there are
 * never more voices than networks: the threshold of voices is also one of networks.
 */
export function voicesOf(pairsJson: string | null | undefined): number {
  const pairs = JSON.parse(pairsJson || '[]') as [string, string | null][];
  const parent = new Map<string, string>();
  const root = (k: string): string => {
    if (!parent.has(k)) parent.set(k, k);
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  for (const [network, person] of pairs) {
    const n = root(`n:${network}`);
    if (person) parent.set(root(`p:${person}`), n);
  }
  return new Set(pairs.map(([network]) => root(`n:${network}`))).size;
}

/**
 * Stores a report unless the same visitor already has an open one of the same kind on the point
 * (a repeated click is not a second voice). True when a row was written.
 */
export async function insertReport(
  db: D1Database,
  report: NewReport,
  now = Date.now(),
): Promise<{ id: string; inserted: boolean }> {
  const id = crypto.randomUUID();
  const { table, point } = TABLE[report.source];
  const [result] = await db.batch([
    db
      .prepare(
        `INSERT INTO ${table} (id, ${point}, kind, comment, reporter_id, visitor_key, created_at, network_key, person_key)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?9, ?10
         WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${point} = ?2 AND status = 'open' AND kind = ?3 AND visitor_key = ?6 AND created_at > ?8)`,
      )
      .bind(
        id,
        report.facilityId,
        report.kind,
        report.comment,
        report.reporterId,
        report.visitorKey,
        now,
        now - CLOSED_REPORTS_WINDOW_MS,
        report.networkKey,
        report.personKey,
      ),
    // A new voice can put "reported closed, being checked" on the point's page (docs/points-trust.md);
    // a repeated click writes nothing and bumps nothing.
    tagsStatement(db, [`p:${report.facilityId}`]),
  ]);
  return { id, inserted: result!.meta.changes === 1 };
}

/** The point page's trust line: last check and the voices (voicesOf) that reported it closed since. */
export function facilityTrustStatement(db: D1Database, facilityId: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COALESCE(f.checked_at, f.created_at) AS checked_at,
         (SELECT ${VOICE_PAIRS} FROM (SELECT * FROM facility_reports r
          WHERE r.facility_id = f.id AND r.status = 'open' AND r.kind IN (${CLOSED_IN})
            AND r.created_at > MAX(?, COALESCE(f.checked_at, 0)) ORDER BY r.created_at DESC LIMIT 200) r) AS closed_reports
       FROM facilities f WHERE f.id = ?`,
    )
    .bind(now - CLOSED_REPORTS_WINDOW_MS, facilityId);
}

/**
 * How many voices (voicesOf) reported an OpenStreetMap point closed within the window and since
 * its last edit on OpenStreetMap (a new version is the mappers' answer, as a check is an owner's).
 */
export async function osmClosedVoices(db: D1Database, publicId: string, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `SELECT ${VOICE_PAIRS} AS pairs FROM (SELECT * FROM osm_facility_reports r
       WHERE r.osm_facility_id = ?1 AND r.status = 'open' AND r.kind IN (${CLOSED_IN})
         AND r.created_at > MAX(?2, COALESCE((SELECT o.osm_timestamp FROM osm_facilities o WHERE o.id = substr(?1, 5)), 0))
       ORDER BY r.created_at DESC LIMIT 200) r`,
    )
    .bind(publicId, now - CLOSED_REPORTS_WINDOW_MS)
    .first<{ pairs: string }>();
  return voicesOf(row?.pairs);
}

interface RawReport {
  id: string;
  facility_id: string;
  name: string;
  kind: ReportKind;
  comment: string;
  status: ReportRow['status'];
  created_at: number;
  source: ReportSource;
}
const toRow = (r: RawReport): ReportRow => ({
  id: r.id,
  facilityId: r.facility_id,
  facilityName: r.name,
  kind: r.kind,
  comment: r.comment,
  status: r.status,
  createdAt: r.created_at,
  ...(r.source === 'osm' ? { osmEditUrl: osmEditUrl(r.facility_id) } : {}),
});

/** Open reports on an organisation's points, newest first (the owner's list; at most 200). */
export async function openReportsOfOrg(db: D1Database, orgId: string): Promise<ReportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.facility_id AS facility_id, f.name, r.kind, r.comment, r.status, r.created_at, 'facility' AS source FROM facility_reports r
       JOIN facilities f ON f.id = r.facility_id
       WHERE f.org_id = ? AND f.deleted_at IS NULL AND r.status = 'open' ORDER BY r.created_at DESC LIMIT 200`,
    )
    .bind(orgId)
    .all<RawReport>();
  return results.map(toRow);
}

/**
 * Open reports of both sources, as the managers' queue lists them. An OpenStreetMap point's name
 * falls back to its operator, then its id (a re-import may have removed the point).
 */
const OPEN_REPORTS_SQL = `
  SELECT r.id, r.facility_id AS facility_id, f.name, r.kind, r.comment, r.status, r.created_at, 'facility' AS source
    FROM facility_reports r JOIN facilities f ON f.id = r.facility_id WHERE r.status = 'open'
  UNION ALL
  SELECT r.id, r.osm_facility_id, COALESCE(NULLIF(o.name, ''), NULLIF(o.operator, ''), r.osm_facility_id), r.kind, r.comment, r.status, r.created_at, 'osm'
    FROM osm_facility_reports r LEFT JOIN osm_facilities o ON o.id = substr(r.osm_facility_id, 5) WHERE r.status = 'open'`;
const OPEN_COUNT_SQL =
  "SELECT (SELECT COUNT(*) FROM facility_reports WHERE status = 'open') + (SELECT COUNT(*) FROM osm_facility_reports WHERE status = 'open') AS n";

/** One page of the managers' queue of open reports (owners' and OpenStreetMap points), oldest or newest first. */
export async function openReportsPage(
  db: D1Database,
  order: 'oldest' | 'newest',
  limit: number,
  offset: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const dir = order === 'oldest' ? 'ASC' : 'DESC';
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM (${OPEN_REPORTS_SQL}) ORDER BY created_at ${dir}, id ${dir} LIMIT ? OFFSET ?`)
      .bind(limit, offset),
    db.prepare(OPEN_COUNT_SQL),
  ]);
  return { rows: (rows!.results as RawReport[]).map(toRow), total: (count!.results[0] as { n: number }).n };
}

export interface ReportForResolve {
  id: string;
  source: ReportSource;
  /** facilities.id or the OSM point's public id. */
  facilityId: string;
  /** The owners' organisation; null for an OpenStreetMap point (managers only). */
  orgId: string | null;
  name: string;
  status: string;
  reporterId: string | null;
}

export async function reportForResolve(db: D1Database, id: string): Promise<ReportForResolve | null> {
  const [owners, osm] = await db.batch<ReportForResolve>([
    db
      .prepare(
        "SELECT r.id, 'facility' AS source, r.facility_id AS facilityId, f.org_id AS orgId, f.name, r.status, r.reporter_id AS reporterId FROM facility_reports r JOIN facilities f ON f.id = r.facility_id WHERE r.id = ?",
      )
      .bind(id),
    db
      .prepare(
        `SELECT r.id, 'osm' AS source, r.osm_facility_id AS facilityId, NULL AS orgId, COALESCE(NULLIF(o.name, ''), NULLIF(o.operator, ''), r.osm_facility_id) AS name, r.status, r.reporter_id AS reporterId
         FROM osm_facility_reports r LEFT JOIN osm_facilities o ON o.id = substr(r.osm_facility_id, 5) WHERE r.id = ?`,
      )
      .bind(id),
  ]);
  return owners!.results[0] ?? osm!.results[0] ?? null;
}

/** Closes an open report once (a second answer loses). */
export function resolveReportStatement(
  db: D1Database,
  source: ReportSource,
  id: string,
  status: 'fixed' | 'dismissed',
  reason: string,
  actorId: string,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE ${TABLE[source].table} SET status = ?, resolution = ?, resolved_by = ?, resolved_at = ? WHERE id = ? AND status = 'open'`,
    )
    .bind(status, reason, actorId, now, id);
}

export interface StaleRow {
  id: string;
  name: string;
  address: string;
  checkedAt: number;
}

/** One page of public points unconfirmed since `before`, oldest or newest check first. */
export async function staleFacilitiesPage(
  db: D1Database,
  before: number,
  order: 'oldest' | 'newest',
  limit: number,
  offset: number,
): Promise<{ rows: StaleRow[]; total: number }> {
  const where = `${liveFacilitySql('facilities')} AND checked_at < ?`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, name, address, checked_at AS checkedAt FROM facilities WHERE ${where} ORDER BY checked_at ${order === 'oldest' ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
      )
      .bind(before, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM facilities WHERE ${where}`).bind(before),
  ]);
  return { rows: rows!.results as StaleRow[], total: (count!.results[0] as { n: number }).n };
}

/**
 * Records a confirmation and moves the point's "last checked" date, all or nothing. `checkId` is
 * the one-click link's nonce, so the same link cannot confirm twice: the INSERT is ignored and the
 * UPDATE, conditional on this very insert, changes nothing. True when this call confirmed.
 */
export async function confirmFacility(
  db: D1Database,
  input: { facilityId: string; actorId: string; source: 'owner' | 'link' | 'manager'; checkId?: string },
  now = Date.now(),
): Promise<boolean> {
  const id = input.checkId ?? crypto.randomUUID();
  const [insert] = await db.batch([
    db
      .prepare(
        'INSERT OR IGNORE INTO facility_checks (id, facility_id, actor_id, source, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(id, input.facilityId, input.actorId, input.source, now),
    db
      .prepare(
        `UPDATE facilities SET checked_at = ?1, remind_at = ?2
         WHERE id = ?3 AND deleted_at IS NULL AND EXISTS (SELECT 1 FROM facility_checks WHERE id = ?4 AND facility_id = ?3 AND created_at = ?1)`,
      )
      .bind(now, now + REMIND_EVERY_MS, input.facilityId, id),
    // The finder index carries the confirmation date (ranking and hiding read it there).
    ...indexFacilityStatements(db, input.facilityId),
  ]);
  return insert!.meta.changes === 1;
}

export async function checkUsed(db: D1Database, checkId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM facility_checks WHERE id = ?').bind(checkId).first()) !== null;
}

/** The console home's counts: open reports (owners' and OpenStreetMap points), and public points unconfirmed for a year. */
export async function trustCounts(db: D1Database, now = Date.now()): Promise<{ reports: number; stale: number }> {
  const [reports, stale] = await db.batch<{ n: number }>([
    db.prepare(OPEN_COUNT_SQL),
    db
      .prepare(`SELECT COUNT(*) AS n FROM facilities WHERE ${liveFacilitySql('facilities')} AND checked_at < ?`)
      .bind(now - STALE_AFTER_MS),
  ]);
  return { reports: reports!.results[0]?.n ?? 0, stale: stale!.results[0]?.n ?? 0 };
}
