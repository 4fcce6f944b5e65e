/**
 * The console's read side: counts per queue and one page of a queue, filtered by edition.
 * Points have no edition of their own: they belong to their organisation's edition.
 */
import { EDITIONS, type EditionId } from '../../editions';
import type { AuditRecord } from '../data/audit';
import type { RegistrationRequestRecord } from '../data/registration-requests';
import {
  PAGE_SIZE,
  type AuditRow,
  type EventRow,
  type ManagerEdition,
  type Paging,
  type FacilityQueue,
  type FacilityRow,
  type QueueCounts,
  type RequestRow,
} from '../../ui/shared/manager-types';

/** `?edition=` → an edition id or null (all); `?page=` → 1-based page number. */
export function parseEdition(value: string | undefined | null): ManagerEdition | null {
  return value === 'ru' || value === 'kz' || value === 'international' ? value : null;
}
export function parsePage(value: string | undefined | null): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n > 0 && n < 100_000 ? n : 1;
}

const ed = (edition: ManagerEdition | null, column: string) =>
  edition ? { sql: ` AND ${column} = ?`, args: [edition] } : { sql: '', args: [] as string[] };

export async function queueCounts(db: D1Database, edition: ManagerEdition | null): Promise<QueueCounts> {
  const r = ed(edition, 'edition');
  const o = ed(edition, 'o.edition');
  const facilitiesIn = (status: string) =>
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM facilities f JOIN organisations o ON o.id = f.org_id WHERE f.status = ? AND f.deleted_at IS NULL${o.sql}`,
      )
      .bind(status, ...o.args);
  const [requests, points, blocked, events, drives] = await db.batch<{ n: number }>([
    db.prepare(`SELECT COUNT(*) AS n FROM registration_requests WHERE status = 'pending'${r.sql}`).bind(...r.args),
    facilitiesIn('checking'),
    facilitiesIn('blocked_by_moderator'),
    db.prepare(`SELECT COUNT(*) AS n FROM charity_events WHERE status = 'checking'${r.sql}`).bind(...r.args),
    db.prepare(`SELECT COUNT(*) AS n FROM collection_drives WHERE status = 'checking'${r.sql}`).bind(...r.args),
  ]);
  const n = (res: D1Result<{ n: number }> | undefined) => res?.results[0]?.n ?? 0;
  return { requests: n(requests), points: n(points), blocked: n(blocked), events: n(events), drives: n(drives) };
}

export function toRequestRow(r: RegistrationRequestRecord): RequestRow {
  const edition = EDITIONS[r.edition as EditionId] ?? EDITIONS.ru;
  return {
    id: r.id,
    orgName: r.orgName,
    address: r.address,
    inn: r.inn,
    taxIdName: edition.taxIdName,
    contactName: r.contactName,
    email: r.email,
    requestedRoles: [...r.requestedRoles],
    edition: r.edition,
    locale: r.locale,
    status: r.status,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    reason: r.reason,
    userId: r.userId,
  };
}

interface RequestDbRow {
  id: string;
  org_name: string;
  address: string;
  inn: string;
  contact_name: string;
  email: string;
  requested_roles: string;
  edition: string;
  locale: string;
  status: RequestRow['status'];
  decided_by: string | null;
  decided_at: number | null;
  reason: string | null;
  user_id: string | null;
  created_at: number;
}

const paging = (page: number, total: number): Paging => ({ page, pageSize: PAGE_SIZE, total });

/** Pending requests, oldest first (first come, first served). */
export async function listPendingRequests(
  db: D1Database,
  edition: ManagerEdition | null,
  page: number,
): Promise<{ items: RequestRow[]; paging: Paging }> {
  const r = ed(edition, 'edition');
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM registration_requests WHERE status = 'pending'${r.sql} ORDER BY created_at, id LIMIT ? OFFSET ?`,
      )
      .bind(...r.args, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n FROM registration_requests WHERE status = 'pending'${r.sql}`).bind(...r.args),
  ]);
  const items = (rows!.results as RequestDbRow[]).map((row) =>
    toRequestRow({
      id: row.id,
      orgName: row.org_name,
      address: row.address,
      inn: row.inn,
      contactName: row.contact_name,
      email: row.email,
      requestedRoles: JSON.parse(row.requested_roles) as string[],
      edition: row.edition,
      locale: row.locale,
      status: row.status,
      decidedBy: row.decided_by,
      decidedAt: row.decided_at,
      reason: row.reason,
      userId: row.user_id,
      createdAt: row.created_at,
    }),
  );
  return { items, paging: paging(page, (count!.results[0] as { n: number }).n) };
}

/** Points in one status, the longest-waiting first. */
export async function listFacilitiesIn(
  db: D1Database,
  status: FacilityQueue,
  edition: ManagerEdition | null,
  page: number,
): Promise<{ items: FacilityRow[]; paging: Paging }> {
  const o = ed(edition, 'o.edition');
  // 'claims': any status, with a claim of an OpenStreetMap point still to decide (ADR 191).
  const which =
    status === 'claims'
      ? "EXISTS (SELECT 1 FROM osm_facility_claims c WHERE c.facility_id = f.id AND c.status = 'pending')"
      : 'f.status = ?';
  const args = status === 'claims' ? [] : [status];
  const from = `FROM facilities f JOIN organisations o ON o.id = f.org_id WHERE ${which} AND f.deleted_at IS NULL${o.sql}`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT f.id, f.name, f.address, f.status, f.status_changed_at, o.name AS org_name, o.edition ${from} ORDER BY f.status_changed_at, f.id LIMIT ? OFFSET ?`,
      )
      .bind(...args, ...o.args, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(...args, ...o.args),
  ]);
  type Row = {
    id: string;
    name: string;
    address: string;
    status: FacilityRow['status'];
    status_changed_at: number;
    org_name: string;
    edition: string;
  };
  const items = (rows!.results as Row[]).map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    status: r.status,
    orgName: r.org_name,
    edition: r.edition,
    statusChangedAt: r.status_changed_at,
  }));
  return { items, paging: paging(page, (count!.results[0] as { n: number }).n) };
}

/** Events sent to review, the longest-waiting first. */
export async function listEventsInReview(
  db: D1Database,
  edition: ManagerEdition | null,
  page: number,
): Promise<{ items: EventRow[]; paging: Paging }> {
  const e = ed(edition, 'e.edition');
  const from = `FROM charity_events e LEFT JOIN organisations o ON o.id = e.org_id WHERE e.status = 'checking'${e.sql}`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT e.id, e.title, e.edition, e.city, e.starts_at, e.time_zone, e.status, e.submitted_at, e.updated_at, o.name AS org_name ${from} ORDER BY COALESCE(e.submitted_at, e.updated_at), e.id LIMIT ? OFFSET ?`,
      )
      .bind(...e.args, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(...e.args),
  ]);
  type Row = {
    id: string;
    title: string;
    edition: string;
    city: string;
    starts_at: number | null;
    time_zone: string | null;
    status: string;
    submitted_at: number | null;
    updated_at: number;
    org_name: string | null;
  };
  const items = (rows!.results as Row[]).map((r) => ({
    id: r.id,
    title: r.title,
    orgName: r.org_name ?? '',
    edition: r.edition,
    city: r.city,
    startsAt: r.starts_at,
    timeZone: r.time_zone,
    status: r.status,
    submittedAt: r.submitted_at ?? r.updated_at,
  }));
  return { items, paging: paging(page, (count!.results[0] as { n: number }).n) };
}

export const toAuditRow = (a: AuditRecord): AuditRow => ({
  id: a.id,
  subjectType: a.subjectType,
  subjectId: a.subjectId,
  action: a.action,
  from: a.from,
  to: a.to,
  comment: a.comment ?? '',
  actorName: a.actorName ?? a.actorEmail,
  createdAt: a.createdAt,
});
