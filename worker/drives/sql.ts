/**
 * Collection drives in D1 (migration 0055): their own small table, read by edition and window
 * (docs/decisions/233-collection-drives-own-table.md). Status changes are conditional updates; an
 * accepted drive's write names the cache tags of what shows it in the same batch.
 */
import { AREA_LEVEL, cellOf } from '../../ui/shared/finder/cells';
import type { DriveAmount } from '../../ui/shared/schemas/collection-drive';
import type { DriveStatus, DriveWindow, WeeklyHours } from '../../ui/shared/drives/model';
import { forgetCacheVersions, tagsStatement } from '../data/cache-versions';

export interface DriveRecord extends DriveWindow {
  id: string;
  orgId: string;
  orgName: string;
  authorId: string;
  edition: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  hours: WeeklyHours;
  materials: string[];
  materialMask: number;
  items: string[];
  notes: string;
  eventId: string | null;
  status: DriveStatus;
  declineReason: string | null;
  amounts: DriveAmount[] | null;
  submittedAt: number | null;
  updatedAt: number;
}

interface Row {
  id: string;
  org_id: string;
  org_name: string | null;
  author_id: string;
  edition: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  time_zone: string;
  start_date: string;
  end_date: string;
  hours: string;
  materials: string;
  material_mask: number;
  items: string;
  notes: string;
  event_id: string | null;
  status: DriveStatus;
  decline_reason: string | null;
  amounts: string | null;
  shown_from: number;
  starts_at: number;
  ends_at: number;
  submitted_at: number | null;
  updated_at: number;
}

const SELECT = 'SELECT d.*, o.name AS org_name FROM collection_drives d LEFT JOIN organisations o ON o.id = d.org_id';

const toRecord = (r: Row): DriveRecord => ({
  id: r.id,
  orgId: r.org_id,
  orgName: r.org_name ?? '',
  authorId: r.author_id,
  edition: r.edition,
  title: r.title,
  address: r.address,
  lat: r.lat,
  lng: r.lng,
  timeZone: r.time_zone,
  startDate: r.start_date,
  endDate: r.end_date,
  hours: JSON.parse(r.hours) as WeeklyHours,
  materials: JSON.parse(r.materials) as string[],
  materialMask: r.material_mask,
  items: JSON.parse(r.items) as string[],
  notes: r.notes,
  eventId: r.event_id,
  status: r.status,
  declineReason: r.decline_reason,
  amounts: r.amounts ? (JSON.parse(r.amounts) as DriveAmount[]) : null,
  shownFrom: r.shown_from,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  submittedAt: r.submitted_at,
  updatedAt: r.updated_at,
});

export type NewDrive = Omit<
  DriveRecord,
  'orgName' | 'status' | 'declineReason' | 'amounts' | 'submittedAt' | 'updatedAt'
> & { status: 'draft' | 'checking' };

export function insertDriveStatement(db: D1Database, d: NewDrive, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO collection_drives (id, org_id, author_id, edition, title, address, lat, lng, time_zone, start_date,
        end_date, hours, materials, material_mask, items, notes, event_id, status, shown_from, starts_at, ends_at,
        created_at, updated_at, submitted_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?22, ?23)`,
    )
    .bind(
      d.id,
      d.orgId,
      d.authorId,
      d.edition,
      d.title,
      d.address,
      d.lat,
      d.lng,
      d.timeZone,
      d.startDate,
      d.endDate,
      JSON.stringify(d.hours),
      JSON.stringify(d.materials),
      d.materialMask,
      JSON.stringify(d.items),
      d.notes,
      d.eventId,
      d.status,
      d.shownFrom,
      d.startsAt,
      d.endsAt,
      now,
      d.status === 'checking' ? now : null,
    );
}

export async function findDrive(db: D1Database, id: string): Promise<DriveRecord | null> {
  const row = await db.prepare(`${SELECT} WHERE d.id = ?`).bind(id).first<Row>();
  return row ? toRecord(row) : null;
}

/** The tags of the pages that show an accepted drive: its page, the finder around it, lists and the guide. */
function driveTags(d: Pick<DriveRecord, 'id' | 'edition' | 'lat' | 'lng' | 'materials'>): string[] {
  const cell = cellOf(d, AREA_LEVEL);
  return [
    `d:${d.id}`,
    `l:drives:${d.edition}`,
    `a:${cell}`,
    ...d.materials.map((m) => `a:${cell}:m${m}`),
    'l:points',
    'l:items',
  ];
}

/** draft or declined → checking (the organiser sends it to review). */
export async function submitDrive(db: D1Database, id: string, orgId: string, now: number): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE collection_drives SET status = 'checking', submitted_at = ?, updated_at = ?, decline_reason = NULL
       WHERE id = ? AND org_id = ? AND status IN ('draft', 'declined')`,
    )
    .bind(now, now, id, orgId)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** checking → accepted or declined, with the tags of what now shows it and `after` (the audit) in the same batch. */
export async function decideDrive(
  db: D1Database,
  d: DriveRecord,
  to: 'accepted' | 'declined',
  managerId: string,
  reason: string | null,
  now: number,
  after: (db: D1Database) => D1PreparedStatement[],
): Promise<boolean> {
  const [res] = await db.batch([
    db
      .prepare(
        `UPDATE collection_drives SET status = ?, reviewed_by = ?, decline_reason = ?, updated_at = ?
         WHERE id = ? AND status = 'checking'`,
      )
      .bind(to, managerId, reason, now, d.id),
    tagsStatement(db, to === 'accepted' ? driveTags(d) : [`d:${d.id}`]),
    ...after(db),
  ]);
  // This isolate sees its own change at once (its copy of the edition's drives is read again).
  forgetCacheVersions();
  return (res!.meta.changes ?? 0) > 0;
}

/** The organiser's amounts, only once the drive has ended (its last local day is over). */
export async function setDriveAmounts(
  db: D1Database,
  d: DriveRecord,
  orgId: string,
  amounts: DriveAmount[],
  now: number,
): Promise<boolean> {
  const [res] = await db.batch([
    db
      .prepare(
        `UPDATE collection_drives SET amounts = ?, updated_at = ?
         WHERE id = ? AND org_id = ? AND status = 'accepted' AND ends_at <= ?`,
      )
      .bind(JSON.stringify(amounts), now, d.id, orgId, now),
    tagsStatement(db, [`d:${d.id}`]),
  ]);
  return (res!.meta.changes ?? 0) > 0;
}

export interface Bbox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Accepted drives of an edition shown at `now` (from seven local days before the first day until
 * the end of the last), within a box when one is given. The index leads with edition, status and
 * ends_at, so the read touches only drives not yet over: a handful, never the points' index.
 */
export async function shownDrives(
  db: D1Database,
  edition: string,
  now: number,
  box: Bbox | null,
  limit: number,
  /** Also those shown within this many ms after `now` (a per-isolate copy read again after that). */
  ahead = 0,
): Promise<DriveRecord[]> {
  const { results } = await shownStatement(db, edition, now, box, limit, ahead, 'closed').all<Row>();
  return results.map(toRecord);
}

/**
 * The drives shown within `ahead` of `now` in each of the boxes, half-open (south ≤ lat < north,
 * west ≤ lng < east) so that boxes sharing an edge never share a drive: one D1 round trip for all.
 */
export async function shownDrivesInCells(
  db: D1Database,
  edition: string,
  now: number,
  boxes: Bbox[],
  limit: number,
  ahead: number,
): Promise<DriveRecord[][]> {
  if (!boxes.length) return [];
  const answers = await db.batch<Row>(boxes.map((b) => shownStatement(db, edition, now, b, limit, ahead, 'half-open')));
  return answers.map((a) => a.results.map(toRecord));
}

function shownStatement(
  db: D1Database,
  edition: string,
  now: number,
  box: Bbox | null,
  limit: number,
  ahead: number,
  edges: 'closed' | 'half-open',
): D1PreparedStatement {
  const where = !box
    ? ''
    : edges === 'closed'
      ? ' AND d.lat BETWEEN ? AND ? AND d.lng BETWEEN ? AND ?'
      : ' AND d.lat >= ? AND d.lat < ? AND d.lng >= ? AND d.lng < ?';
  return db
    .prepare(
      `${SELECT} WHERE d.edition = ? AND d.status = 'accepted' AND d.ends_at > ? AND d.shown_from <= ?${where}
       ORDER BY d.starts_at, d.id LIMIT ?`,
    )
    .bind(edition, now, now + ahead, ...(box ? [box.south, box.north, box.west, box.east] : []), limit);
}

/** The next accepted drive of an edition not shown yet that takes the item or one of its materials. */
export async function nextDriveTaking(
  db: D1Database,
  edition: string,
  now: number,
  item: string,
  mask: number,
): Promise<DriveRecord | null> {
  const row = await db
    .prepare(
      `${SELECT} WHERE d.edition = ? AND d.status = 'accepted' AND d.shown_from > ?
         AND (EXISTS (SELECT 1 FROM json_each(d.items) WHERE value = ?) OR (? <> 0 AND (d.material_mask & ?) = ?))
       ORDER BY d.starts_at, d.id LIMIT 1`,
    )
    .bind(edition, now, item, mask, mask, mask)
    .first<Row>();
  return row ? toRecord(row) : null;
}

/** Drives sent to review, the longest-waiting first. */
export async function drivesInReview(db: D1Database, limit = 50): Promise<DriveRecord[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE d.status = 'checking' ORDER BY d.submitted_at, d.id LIMIT ?`)
    .bind(limit)
    .all<Row>();
  return results.map(toRecord);
}

/** An organisation's drives, the latest first (the organiser's list). */
export async function orgDrives(db: D1Database, orgId: string): Promise<DriveRecord[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE d.org_id = ? ORDER BY d.updated_at DESC, d.id LIMIT 100`)
    .bind(orgId)
    .all<Row>();
  return results.map(toRecord);
}
