/**
 * Every write to volunteer_hours, volunteer_hours_corrections and volunteer_check_in_ops
 * (migrations 0052, 0053; docs/decisions/223-check-in-and-verified-hours.md), and the reads the
 * check-in needs. The volunteer's record reads the same tables elsewhere.
 */

/** A sign-up as check-in sees it: its window (the slot's, else the event's) and its hours row. */
export interface CheckInTarget {
  eventId: string;
  userId: string;
  slotId: string;
  name: string;
  status: 'active' | 'cancelled';
  orgId: string;
  /** The organisation exists: a manager approved it (ADR 223). */
  approved: boolean;
  roleName: string;
  timeZone: string;
  startsAt: number;
  endsAt: number;
  /** The event's own end: the check-in code lives until it plus 12 hours. */
  eventEndsAt: number;
  attendedAt: number | null;
  source: 'check_in' | 'attendance' | 'no_show' | null;
  checkedInAt: number | null;
  checkedOutAt: number | null;
  minutes: number | null;
}

const TARGET_SELECT = `SELECT s.event_id, s.user_id, s.slot_id, u.name, s.status, s.attended_at, e.org_id,
    EXISTS (SELECT 1 FROM organisations o WHERE o.id = e.org_id) AS approved,
    COALESCE(r.name, '') AS role_name, COALESCE(e.time_zone, 'UTC') AS time_zone,
    COALESCE(sl.starts_at, e.starts_at) AS starts_at, COALESCE(sl.ends_at, e.ends_at) AS ends_at,
    e.ends_at AS event_ends_at, h.source, h.checked_in_at, h.checked_out_at, h.minutes
  FROM charity_event_signups s JOIN charity_events e ON e.id = s.event_id JOIN users u ON u.id = s.user_id
  LEFT JOIN charity_event_slots sl ON sl.id = s.slot_id AND sl.event_id = s.event_id
  LEFT JOIN charity_event_roles r ON r.id = sl.role_id
  LEFT JOIN volunteer_hours h ON h.event_id = s.event_id AND h.user_id = s.user_id AND h.slot_id = s.slot_id`;

type TargetRow = {
  event_id: string;
  user_id: string;
  slot_id: string;
  name: string;
  status: 'active' | 'cancelled';
  attended_at: number | null;
  org_id: string;
  approved: number;
  role_name: string;
  time_zone: string;
  starts_at: number;
  ends_at: number;
  event_ends_at: number;
  source: CheckInTarget['source'];
  checked_in_at: number | null;
  checked_out_at: number | null;
  minutes: number | null;
};

const toTarget = (r: TargetRow): CheckInTarget => ({
  eventId: r.event_id,
  userId: r.user_id,
  slotId: r.slot_id,
  name: r.name,
  status: r.status,
  orgId: r.org_id,
  approved: r.approved === 1,
  roleName: r.role_name,
  timeZone: r.time_zone,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  eventEndsAt: r.event_ends_at,
  attendedAt: r.attended_at,
  source: r.source,
  checkedInAt: r.checked_in_at,
  checkedOutAt: r.checked_out_at,
  minutes: r.minutes,
});

export async function findCheckInTarget(
  db: D1Database,
  eventId: string,
  userId: string,
  slotId: string,
): Promise<CheckInTarget | null> {
  const row = await db
    .prepare(`${TARGET_SELECT} WHERE s.event_id = ? AND s.user_id = ? AND s.slot_id = ?`)
    .bind(eventId, userId, slotId)
    .first<TargetRow>();
  return row ? toTarget(row) : null;
}

/** Everyone holding a place at the event, by slot start then name (the organiser's check-in list). */
export async function listCheckInTargets(db: D1Database, eventId: string): Promise<CheckInTarget[]> {
  const { results } = await db
    .prepare(
      `${TARGET_SELECT} WHERE s.event_id = ? AND s.status = 'active' ORDER BY starts_at, s.slot_id, u.name, s.user_id LIMIT 10000`,
    )
    .bind(eventId)
    .all<TargetRow>();
  return results.map(toTarget);
}

/** The volunteer's own sign-ups at an event (their ticket). */
export async function ownCheckInTargets(db: D1Database, eventId: string, userId: string): Promise<CheckInTarget[]> {
  const { results } = await db
    .prepare(`${TARGET_SELECT} WHERE s.event_id = ? AND s.user_id = ? AND s.status = 'active' ORDER BY starts_at`)
    .bind(eventId, userId)
    .all<TargetRow>();
  return results.map(toTarget);
}

// ---- Operations (idempotency and used codes) ----

export interface StoredOp {
  eventId: string;
  result: string;
}

export async function findOp(db: D1Database, opId: string): Promise<StoredOp | null> {
  const row = await db
    .prepare('SELECT event_id, result FROM volunteer_check_in_ops WHERE op_id = ?')
    .bind(opId)
    .first<{ event_id: string; result: string }>();
  return row && { eventId: row.event_id, result: row.result };
}

/** When a code was already used for this action, the time; else null. */
export async function codeUsedAt(db: D1Database, hash: string, action: 'in' | 'out'): Promise<number | null> {
  const row = await db
    .prepare('SELECT created_at FROM volunteer_check_in_ops WHERE code_hash = ? AND action = ?')
    .bind(hash, action)
    .first<{ created_at: number }>();
  return row?.created_at ?? null;
}

export interface OpRecord {
  opId: string;
  target: CheckInTarget;
  action: 'in' | 'out';
  codeHash: string | null;
  actorId: string;
  result: unknown;
}

/** Fails the whole batch when the op id (or the code for this action) was already recorded. */
export function opStatement(db: D1Database, op: OpRecord, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO volunteer_check_in_ops (op_id, event_id, user_id, slot_id, action, code_hash, actor_id, result, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      op.opId,
      op.target.eventId,
      op.target.userId,
      op.target.slotId,
      op.action,
      op.codeHash,
      op.actorId,
      JSON.stringify(op.result),
      now,
    );
}

// ---- Hours ----

/** Check-in: a row with source 'check_in' (an 'attendance' row by hand becomes one). Once per sign-up. */
export function checkInStatement(
  db: D1Database,
  t: CheckInTarget,
  at: { at: number; by: string; localDate: string; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO volunteer_hours (event_id, user_id, slot_id, org_id, role_name, source, checked_in_at, checked_in_by,
         minutes, verified, time_zone, local_date, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'check_in', ?, ?, 0, ?, ?, ?, ?, ?)
       ON CONFLICT (event_id, user_id, slot_id) DO UPDATE SET source = 'check_in',
         checked_in_at = excluded.checked_in_at, checked_in_by = excluded.checked_in_by, checked_out_at = NULL,
         checked_out_by = NULL, minutes = 0, verified = excluded.verified, updated_at = excluded.updated_at
       WHERE volunteer_hours.checked_in_at IS NULL`,
    )
    .bind(
      t.eventId,
      t.userId,
      t.slotId,
      t.orgId,
      t.roleName,
      at.at,
      at.by,
      t.approved ? 1 : 0,
      t.timeZone,
      at.localDate,
      at.now,
      at.now,
    );
}

/** Check-out: the minutes on site; only for the check-in it closes, and once. */
export function checkOutStatement(
  db: D1Database,
  t: CheckInTarget,
  out: { at: number; by: string; minutes: number; checkedInAt: number; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE volunteer_hours SET checked_out_at = ?, checked_out_by = ?, minutes = ?, updated_at = ?
       WHERE event_id = ? AND user_id = ? AND slot_id = ? AND checked_in_at = ? AND checked_out_at IS NULL`,
    )
    .bind(out.at, out.by, out.minutes, out.now, t.eventId, t.userId, t.slotId, out.checkedInAt);
}

/**
 * Attendance marked by hand: a row with source 'attendance' and the whole slot's (or event's)
 * minutes for each place the volunteer holds that has no row yet (a check-in keeps its own).
 */
export function attendanceHoursStatement(
  db: D1Database,
  t: CheckInTarget,
  localDate: string,
  minutes: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO volunteer_hours (event_id, user_id, slot_id, org_id, role_name, source, minutes, verified, time_zone,
         local_date, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'attendance', ?, 0, ?, ?, ?, ?)
       ON CONFLICT (event_id, user_id, slot_id) DO NOTHING`,
    )
    .bind(t.eventId, t.userId, t.slotId, t.orgId, t.roleName, minutes, t.timeZone, localDate, now, now);
}

/** A 'no_show' row for a sign-up nobody marked or checked in; never over an existing row. */
export function noShowStatement(db: D1Database, t: CheckInTarget, localDate: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO volunteer_hours (event_id, user_id, slot_id, org_id, role_name, source, minutes, verified, time_zone,
         local_date, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, 'no_show', 0, 0, ?, ?, ?, ?
       WHERE EXISTS (SELECT 1 FROM charity_event_signups s WHERE s.event_id = ? AND s.user_id = ? AND s.slot_id = ?
                       AND s.status = 'active' AND s.attended_at IS NULL)
       ON CONFLICT (event_id, user_id, slot_id) DO NOTHING`,
    )
    .bind(
      t.eventId,
      t.userId,
      t.slotId,
      t.orgId,
      t.roleName,
      t.timeZone,
      localDate,
      now,
      now,
      t.eventId,
      t.userId,
      t.slotId,
    );
}

/**
 * Sign-ups whose slot (or event) ended between `from` and `to` with neither attendance nor an
 * hours row: the no-show job's candidates, oldest first.
 */
export async function unmarkedSignUps(db: D1Database, from: number, to: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT * FROM (${TARGET_SELECT}
         WHERE s.status = 'active' AND s.attended_at IS NULL AND e.status = 'published' AND h.event_id IS NULL)
       WHERE ends_at > ? AND ends_at <= ? ORDER BY ends_at, event_id, user_id, slot_id LIMIT ?`,
    )
    .bind(from, to, limit)
    .all<TargetRow>();
  return results.map(toTarget);
}

export interface Correction {
  id: string;
  correctedBy: string;
  reason: string;
  minutesBefore: number;
  minutesAfter: number;
}

/**
 * A correction of someone's minutes in one transaction: the row (made as 'attendance' when none
 * exists), the correction's record (who, why, from, to), then the minutes, both only when the
 * minutes are still what the organiser saw. A no-show corrected to time on site becomes
 * 'attendance'. Returns whether it applied.
 */
export async function correctMinutes(
  db: D1Database,
  t: CheckInTarget,
  c: Correction,
  localDate: string,
  now: number,
): Promise<boolean> {
  const key = [t.eventId, t.userId, t.slotId] as const;
  const results = await db.batch([
    attendanceHoursStatement(db, t, localDate, 0, now),
    db
      .prepare(
        `INSERT INTO volunteer_hours_corrections (id, event_id, user_id, slot_id, corrected_by, reason, minutes_before, minutes_after, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS
           (SELECT 1 FROM volunteer_hours WHERE event_id = ? AND user_id = ? AND slot_id = ? AND minutes = ?)`,
      )
      .bind(c.id, ...key, c.correctedBy, c.reason, c.minutesBefore, c.minutesAfter, now, ...key, c.minutesBefore),
    db
      .prepare(
        `UPDATE volunteer_hours SET minutes = ?, updated_at = ?,
           source = CASE WHEN source = 'no_show' AND ? > 0 THEN 'attendance' ELSE source END
         WHERE event_id = ? AND user_id = ? AND slot_id = ? AND minutes = ?`,
      )
      .bind(c.minutesAfter, now, c.minutesAfter, ...key, c.minutesBefore),
  ]);
  return results[2]!.meta.changes === 1;
}

/** The corrections of one volunteer's hours at one event, newest first (shown to them). */
export async function correctionsOf(db: D1Database, eventId: string, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT c.slot_id, c.reason, c.minutes_before, c.minutes_after, c.created_at, COALESCE(u.name, '') AS corrected_by
       FROM volunteer_hours_corrections c LEFT JOIN users u ON u.id = c.corrected_by
       WHERE c.event_id = ? AND c.user_id = ? ORDER BY c.created_at DESC LIMIT 100`,
    )
    .bind(eventId, userId)
    .all<{
      slot_id: string;
      reason: string;
      minutes_before: number;
      minutes_after: number;
      created_at: number;
      corrected_by: string;
    }>();
  return results.map((r) => ({
    slotId: r.slot_id,
    reason: r.reason,
    minutesBefore: r.minutes_before,
    minutesAfter: r.minutes_after,
    createdAt: r.created_at,
    correctedBy: r.corrected_by,
  }));
}
