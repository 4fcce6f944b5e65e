/**
 * Places and the waitlist of a charity event (docs/decisions/155-event-waitlist.md). Every move
 * between charity_event_signups and charity_event_waitlist is a db.batch (one transaction): D1
 * runs it alone, so a count and the write that depends on it never interleave with another
 * request's. The rules: never more active sign-ups than places, nobody lost (a volunteer is
 * active, waiting, or neither), and a free place goes to the first in line before any newcomer.
 */
import { eventTagsStatement } from './cache-versions';

const ACTIVE_COUNT = `(SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active')`;
/** An event with roles is joined slot by slot (./events-slot-waitlist.ts), never as a whole. */
const NO_SLOTS = 'NOT EXISTS (SELECT 1 FROM charity_event_slots sl WHERE sl.event_id = e.id)';

/**
 * Takes a free place directly: only while the event is open, has room and nobody is waiting. The
 * statements here act on the implicit slot '' of an event without roles (ADR 221).
 */
function takePlace(db: D1Database, eventId: string, userId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, status, created_at)
       SELECT e.id, ?, 'active', ? FROM charity_events e
       WHERE e.id = ? AND e.status = 'published' AND e.starts_at > ? AND ${ACTIVE_COUNT} < e.capacity AND ${NO_SLOTS}
         AND NOT EXISTS (SELECT 1 FROM charity_event_waitlist w WHERE w.event_id = e.id AND w.user_id <> ?)
       ON CONFLICT (event_id, user_id, slot_id) DO UPDATE SET status = 'active', created_at = excluded.created_at, cancelled_at = NULL,
         confirmed_at = NULL, promoted_at = NULL
       WHERE charity_event_signups.status = 'cancelled'`,
    )
    .bind(userId, now, eventId, now, userId);
}

/** Otherwise joins the line (after the statement above, in the same batch: it sees its outcome). */
function joinLine(db: D1Database, eventId: string, userId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO charity_event_waitlist (event_id, user_id, joined_at)
       SELECT e.id, ?, ? FROM charity_events e
       WHERE e.id = ? AND e.status = 'published' AND e.starts_at > ? AND e.capacity IS NOT NULL AND ${NO_SLOTS}
         AND NOT EXISTS (SELECT 1 FROM charity_event_signups s WHERE s.event_id = e.id AND s.user_id = ? AND s.status = 'active')
       ON CONFLICT (event_id, user_id, slot_id) DO NOTHING`,
    )
    .bind(userId, now, eventId, now, userId);
}

/**
 * Moves the first in line into every free place (none when the event is not open). RETURNING
 * names who got one, so they can be told. The LIMIT is computed once, before the inserts.
 */
export function promoteStatement(db: D1Database, eventId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO charity_event_signups (event_id, user_id, status, created_at, promoted_at)
       SELECT w.event_id, w.user_id, 'active', ?, ? FROM charity_event_waitlist w
       WHERE w.event_id = ? AND w.slot_id = ''
       ORDER BY w.joined_at, w.rowid
       LIMIT COALESCE((SELECT CASE WHEN e.status = 'published' AND e.starts_at > ? AND e.capacity IS NOT NULL
                                   THEN MAX(0, e.capacity - ${ACTIVE_COUNT}) ELSE 0 END
                       FROM charity_events e WHERE e.id = ?), 0)
       ON CONFLICT (event_id, user_id, slot_id) DO UPDATE SET status = 'active', created_at = excluded.created_at, cancelled_at = NULL,
         confirmed_at = NULL, promoted_at = excluded.promoted_at
       WHERE charity_event_signups.status = 'cancelled'
       RETURNING user_id`,
    )
    .bind(now, now, eventId, now, eventId);
}

/** Whoever holds a place is no longer waiting (run after a promotion in the same batch). */
export function clearPromotedStatement(db: D1Database, eventId: string): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM charity_event_waitlist WHERE event_id = ? AND slot_id = ''
         AND user_id IN (SELECT user_id FROM charity_event_signups WHERE event_id = ? AND slot_id = '' AND status = 'active')`,
    )
    .bind(eventId, eventId);
}

export type JoinOutcome = 'signed_up' | 'waiting' | 'none';

/** Signs up, or joins the waitlist when the event is full (or others already wait). */
export async function joinEvent(
  db: D1Database,
  eventId: string,
  userId: string,
  now = Date.now(),
): Promise<JoinOutcome> {
  return placeOrLine(db, eventId, takePlace(db, eventId, userId, now), joinLine(db, eventId, userId, now));
}

/**
 * A place, or else the line, in one transaction (the event's or one slot's statements): which of
 * the two it got, or 'none' when neither was allowed.
 */
export async function placeOrLine(
  db: D1Database,
  eventId: string,
  takePlaceStatement: D1PreparedStatement,
  joinLineStatement: D1PreparedStatement,
): Promise<JoinOutcome> {
  // Each move changes the counts the event's page and lists show: their tags after each, if it wrote.
  const [place, , line] = await db.batch([
    takePlaceStatement,
    eventTagsStatement(db, eventId),
    joinLineStatement,
    eventTagsStatement(db, eventId),
  ]);
  if (place!.meta.changes === 1) return 'signed_up';
  if (line!.meta.changes === 1) return 'waiting';
  return 'none';
}

const promotedIds = (result: D1Result<unknown> | undefined) =>
  ((result?.results ?? []) as { user_id: string }[]).map((r) => r.user_id);

/**
 * Gives up a place or a place in line before the start; a freed place goes at once to the first
 * in line. Returns what was left and who was promoted.
 */
export async function leaveEvent(
  db: D1Database,
  eventId: string,
  userId: string,
  now = Date.now(),
): Promise<{ left: 'place' | 'line' | null; promoted: string[] }> {
  const [cancel, , unqueue, , promote] = await db.batch([
    db
      .prepare(
        `UPDATE charity_event_signups SET status = 'cancelled', cancelled_at = ?, confirmed_at = NULL
         WHERE event_id = ? AND user_id = ? AND slot_id = '' AND status = 'active'
           AND EXISTS (SELECT 1 FROM charity_events e WHERE e.id = ? AND e.starts_at > ?)`,
      )
      .bind(now, eventId, userId, eventId, now),
    eventTagsStatement(db, eventId),
    db
      .prepare(
        `DELETE FROM charity_event_waitlist WHERE event_id = ? AND user_id = ? AND slot_id = ''
           AND EXISTS (SELECT 1 FROM charity_events e WHERE e.id = ? AND e.starts_at > ?)`,
      )
      .bind(eventId, userId, eventId, now),
    eventTagsStatement(db, eventId),
    promoteStatement(db, eventId, now),
    clearPromotedStatement(db, eventId),
  ]);
  const left = cancel!.meta.changes === 1 ? 'place' : unqueue!.meta.changes === 1 ? 'line' : null;
  return { left, promoted: promotedIds(promote) };
}

/** 1-based place in line, or null when not waiting. */
export async function waitlistPosition(db: D1Database, eventId: string, userId: string): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM charity_event_waitlist x WHERE x.event_id = w.event_id AND x.slot_id = w.slot_id
                 AND (x.joined_at < w.joined_at OR (x.joined_at = w.joined_at AND x.rowid <= w.rowid))) AS position
       FROM charity_event_waitlist w WHERE w.event_id = ? AND w.user_id = ?`,
    )
    .bind(eventId, userId)
    .first<{ position: number }>();
  return row?.position ?? null;
}

/** Everyone an event change concerns: active sign-ups and the waitlist. */
export async function concernedVolunteerIds(db: D1Database, eventId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT user_id FROM charity_event_signups WHERE event_id = ? AND status = 'active'
       UNION SELECT user_id FROM charity_event_waitlist WHERE event_id = ?`,
    )
    .bind(eventId, eventId)
    .all<{ user_id: string }>();
  return results.map((r) => r.user_id);
}
