/**
 * Places and waitlists of an event's time slots (docs/decisions/222-slot-overlap-and-waitlist.md).
 * The same rules as the whole event's (./events-waitlist.ts, ADR 155), per slot: never more active
 * sign-ups in a slot than its capacity, nobody lost, a freed place goes to the slot's first in line.
 * Besides: a volunteer never holds or waits for two slots of one event whose times overlap. Every
 * check sits in the statement that writes, and the statements run in one db.batch, so two requests
 * never both pass a count or an overlap test.
 */
import { eventTagsStatement } from './cache-versions';
import { placeOrLine, type JoinOutcome } from './events-waitlist';

const SLOT_ACTIVE = `(SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = sl.event_id AND s.slot_id = sl.id AND s.status = 'active')`;
/** The slot is open: the event is published and the slot has not started. */
const SLOT_OPEN = `EXISTS (SELECT 1 FROM charity_events e WHERE e.id = sl.event_id AND e.status = 'published') AND sl.starts_at > ?`;
/** The volunteer holds or waits for no other slot of the event whose time overlaps this one. */
const NO_OVERLAP = `NOT EXISTS (
  SELECT 1 FROM charity_event_slots o
  WHERE o.event_id = sl.event_id AND o.id <> sl.id AND o.starts_at < sl.ends_at AND sl.starts_at < o.ends_at
    AND (EXISTS (SELECT 1 FROM charity_event_signups h WHERE h.event_id = o.event_id AND h.slot_id = o.id AND h.user_id = ? AND h.status = 'active')
      OR EXISTS (SELECT 1 FROM charity_event_waitlist q WHERE q.event_id = o.event_id AND q.slot_id = o.id AND q.user_id = ?)))`;

function takeSlotPlace(db: D1Database, eventId: string, slotId: string, userId: string, now: number) {
  return db
    .prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at)
       SELECT sl.event_id, ?, sl.id, 'active', ? FROM charity_event_slots sl
       WHERE sl.id = ? AND sl.event_id = ? AND ${SLOT_OPEN} AND ${SLOT_ACTIVE} < sl.capacity AND ${NO_OVERLAP}
         AND NOT EXISTS (SELECT 1 FROM charity_event_waitlist w WHERE w.event_id = sl.event_id AND w.slot_id = sl.id AND w.user_id <> ?)
       ON CONFLICT (event_id, user_id, slot_id) DO UPDATE SET status = 'active', created_at = excluded.created_at,
         cancelled_at = NULL, confirmed_at = NULL, promoted_at = NULL
       WHERE charity_event_signups.status = 'cancelled'`,
    )
    .bind(userId, now, slotId, eventId, now, userId, userId, userId);
}

function joinSlotLine(db: D1Database, eventId: string, slotId: string, userId: string, now: number) {
  return db
    .prepare(
      `INSERT INTO charity_event_waitlist (event_id, user_id, slot_id, joined_at)
       SELECT sl.event_id, ?, sl.id, ? FROM charity_event_slots sl
       WHERE sl.id = ? AND sl.event_id = ? AND ${SLOT_OPEN} AND ${NO_OVERLAP}
         AND NOT EXISTS (SELECT 1 FROM charity_event_signups s WHERE s.event_id = sl.event_id AND s.slot_id = sl.id
                           AND s.user_id = ? AND s.status = 'active')
       ON CONFLICT (event_id, user_id, slot_id) DO NOTHING`,
    )
    .bind(userId, now, slotId, eventId, now, userId, userId, userId);
}

/** Moves the slot's first in line into its free places (none once it started); RETURNING names them. */
export function promoteSlotStatement(db: D1Database, slotId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at, promoted_at)
       SELECT w.event_id, w.user_id, w.slot_id, 'active', ?, ? FROM charity_event_waitlist w
       WHERE w.slot_id = ?
       ORDER BY w.joined_at, w.rowid
       LIMIT COALESCE((SELECT CASE WHEN ${SLOT_OPEN} THEN MAX(0, sl.capacity - ${SLOT_ACTIVE}) ELSE 0 END
                       FROM charity_event_slots sl WHERE sl.id = ?), 0)
       ON CONFLICT (event_id, user_id, slot_id) DO UPDATE SET status = 'active', created_at = excluded.created_at,
         cancelled_at = NULL, confirmed_at = NULL, promoted_at = excluded.promoted_at
       WHERE charity_event_signups.status = 'cancelled'
       RETURNING user_id`,
    )
    .bind(now, now, slotId, now, slotId);
}

export function clearSlotPromotedStatement(db: D1Database, slotId: string): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM charity_event_waitlist WHERE slot_id = ?
         AND user_id IN (SELECT user_id FROM charity_event_signups WHERE slot_id = ? AND status = 'active')`,
    )
    .bind(slotId, slotId);
}

export type SlotJoinOutcome = JoinOutcome;

/** Takes a place in the slot, or its line when full (or others wait); 'none' when neither was allowed. */
export async function joinSlot(
  db: D1Database,
  eventId: string,
  slotId: string,
  userId: string,
  now = Date.now(),
): Promise<SlotJoinOutcome> {
  return placeOrLine(
    db,
    eventId,
    takeSlotPlace(db, eventId, slotId, userId, now),
    joinSlotLine(db, eventId, slotId, userId, now),
  );
}

/** Gives up a place or a place in the slot's line before the slot starts; the line moves up at once. */
export async function leaveSlot(
  db: D1Database,
  eventId: string,
  slotId: string,
  userId: string,
  now = Date.now(),
): Promise<{ left: 'place' | 'line' | null; promoted: string[] }> {
  const started = `EXISTS (SELECT 1 FROM charity_event_slots sl WHERE sl.id = ? AND sl.event_id = ? AND sl.starts_at > ?)`;
  const [cancel, , unqueue, , promote] = await db.batch([
    db
      .prepare(
        `UPDATE charity_event_signups SET status = 'cancelled', cancelled_at = ?, confirmed_at = NULL
         WHERE event_id = ? AND user_id = ? AND slot_id = ? AND status = 'active' AND ${started}`,
      )
      .bind(now, eventId, userId, slotId, slotId, eventId, now),
    eventTagsStatement(db, eventId),
    db
      .prepare(`DELETE FROM charity_event_waitlist WHERE event_id = ? AND user_id = ? AND slot_id = ? AND ${started}`)
      .bind(eventId, userId, slotId, slotId, eventId, now),
    eventTagsStatement(db, eventId),
    promoteSlotStatement(db, slotId, now),
    clearSlotPromotedStatement(db, slotId),
  ]);
  const left = cancel!.meta.changes === 1 ? 'place' : unqueue!.meta.changes === 1 ? 'line' : null;
  const promoted = ((promote?.results ?? []) as { user_id: string }[]).map((r) => r.user_id);
  return { left, promoted };
}

/** Every slot of the event the volunteer holds or waits for, given up (each slot's line moves up). */
export async function leaveAllSlots(
  db: D1Database,
  eventId: string,
  userId: string,
  now = Date.now(),
): Promise<{ left: boolean; promoted: string[] }> {
  const { results } = await db
    .prepare(
      `SELECT slot_id FROM charity_event_signups WHERE event_id = ? AND user_id = ? AND slot_id <> '' AND status = 'active'
       UNION SELECT slot_id FROM charity_event_waitlist WHERE event_id = ? AND user_id = ? AND slot_id <> ''`,
    )
    .bind(eventId, userId, eventId, userId)
    .all<{ slot_id: string }>();
  let left = false;
  const promoted: string[] = [];
  for (const { slot_id } of results) {
    const out = await leaveSlot(db, eventId, slot_id, userId, now);
    left ||= out.left !== null;
    promoted.push(...out.promoted);
  }
  return { left, promoted };
}
