import type { CharityEvent } from '../../ui/shared/events/model';
import { orgEventsStatement, toEvent } from './events';

/**
 * The organiser's roster of one event (docs/decisions/159-event-roster.md): who holds a place
 * (with whether they confirmed, came, or got the place from the waitlist) and who waits, in
 * order. Contacts: e-mail and phone of those holding a place, the organiser's to reach them about
 * the event; those waiting show by name only.
 */
interface RosterEntry {
  userId: string;
  /** The slot held ('' for an event without roles, ADR 221); one entry per slot a person holds. */
  slotId: string;
  name: string;
  email: string;
  phone: string;
  signedUpAt: number;
  confirmedAt: number | null;
  attendedAt: number | null;
  promotedAt: number | null;
}

interface WaitingEntry {
  userId: string;
  slotId: string;
  name: string;
  /** 1-based, in the line of its own slot. */
  position: number;
  joinedAt: number;
}

/** A time slot of an event with roles, in the event's order (start, then role). */
interface RosterSlot {
  id: string;
  roleId: string;
  role: string;
  startsAt: number;
  endsAt: number;
  capacity: number;
}

export interface Roster {
  signedUp: RosterEntry[];
  waiting: WaitingEntry[];
  /** Empty for an event without roles. */
  slots: RosterSlot[];
}

/** One round trip; an event has at most 10 000 places, and the waitlist is read up to as many. */
export async function loadRoster(db: D1Database, eventId: string): Promise<Roster> {
  const [active, line, slots] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT s.user_id, s.slot_id, u.name, u.email, COALESCE(u.phone, '') AS phone, s.created_at, s.confirmed_at, s.attended_at, s.promoted_at
       FROM charity_event_signups s JOIN users u ON u.id = s.user_id
       WHERE s.event_id = ? AND s.status = 'active' ORDER BY s.created_at, s.user_id LIMIT 10000`,
      )
      .bind(eventId),
    db
      .prepare(
        `SELECT w.user_id, w.slot_id, u.name, w.joined_at FROM charity_event_waitlist w JOIN users u ON u.id = w.user_id
       WHERE w.event_id = ? ORDER BY w.joined_at, w.rowid LIMIT 10000`,
      )
      .bind(eventId),
    db
      .prepare(
        `SELECT sl.id, sl.role_id, r.name AS role, sl.starts_at, sl.ends_at, sl.capacity
       FROM charity_event_slots sl JOIN charity_event_roles r ON r.id = sl.role_id
       WHERE sl.event_id = ? ORDER BY sl.starts_at, r.position, sl.id`,
      )
      .bind(eventId),
  ]);
  type A = {
    user_id: string;
    slot_id: string;
    name: string;
    email: string;
    phone: string;
    created_at: number;
    confirmed_at: number | null;
    attended_at: number | null;
    promoted_at: number | null;
  };
  type W = { user_id: string; slot_id: string; name: string; joined_at: number };
  type S = { id: string; role_id: string; role: string; starts_at: number; ends_at: number; capacity: number };
  const order = new Map((slots!.results as S[]).map((r, i) => [r.id, i]));
  // Those holding a place listed slot by slot (the slots' order), each slot in sign-up order.
  const bySlot = (a: { slot_id: string }, b: { slot_id: string }) =>
    (order.get(a.slot_id) ?? -1) - (order.get(b.slot_id) ?? -1);
  const inLine = new Map<string, number>();
  return {
    signedUp: [...(active!.results as A[])].sort(bySlot).map((r) => ({
      userId: r.user_id,
      slotId: r.slot_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      signedUpAt: r.created_at,
      confirmedAt: r.confirmed_at,
      attendedAt: r.attended_at,
      promotedAt: r.promoted_at,
    })),
    waiting: [...(line!.results as W[])].sort(bySlot).map((r) => {
      const position = (inLine.get(r.slot_id) ?? 0) + 1;
      inLine.set(r.slot_id, position);
      return { userId: r.user_id, slotId: r.slot_id, name: r.name, position, joinedAt: r.joined_at };
    }),
    slots: (slots!.results as S[]).map((r) => ({
      id: r.id,
      roleId: r.role_id,
      role: r.role,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      capacity: r.capacity,
    })),
  };
}

export interface RosterCounts {
  waiting: number;
  confirmed: number;
  attended: number;
}

/**
 * An organisation's events with the waiting, confirmed and attended counts of each (its list page
 * and /own), in one round trip.
 */
export async function orgEventsWithCounts(
  db: D1Database,
  orgId: string,
): Promise<(CharityEvent & { roster: RosterCounts | null })[]> {
  const [events, counts] = await db.batch<unknown>([
    orgEventsStatement(db, orgId),
    db
      .prepare(
        `SELECT e.id,
              (SELECT COUNT(*) FROM charity_event_waitlist w WHERE w.event_id = e.id) AS waiting,
              (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active' AND s.confirmed_at IS NOT NULL) AS confirmed,
              (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active' AND s.attended_at IS NOT NULL) AS attended
       FROM charity_events e WHERE e.org_id = ? AND e.status IN ('published', 'cancelled') ORDER BY e.updated_at DESC LIMIT 500`,
      )
      .bind(orgId),
  ]);
  const byId = new Map(
    (counts!.results as ({ id: string } & RosterCounts)[]).map((r) => [
      r.id,
      { waiting: r.waiting, confirmed: r.confirmed, attended: r.attended },
    ]),
  );
  return (events!.results as Parameters<typeof toEvent>[0][]).map((r) => {
    const event = toEvent(r);
    return { ...event, roster: byId.get(event.id) ?? null };
  });
}

/** "I'm coming" from the day-before mail: only a volunteer holding a place before the start. */
export async function confirmPlace(
  db: D1Database,
  eventId: string,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE charity_event_signups SET confirmed_at = COALESCE(confirmed_at, ?)
       WHERE event_id = ? AND user_id = ? AND status = 'active'
         AND EXISTS (SELECT 1 FROM charity_events e WHERE e.id = ? AND e.status = 'published' AND e.starts_at > ?)`,
    )
    .bind(now, eventId, userId, eventId, now)
    .run();
  // One row per slot held in an event with roles (ADR 221): confirming confirms them all.
  return res.meta.changes >= 1;
}

/** The kinds of volunteer mail a user turned off. */
export async function mailOptOuts(db: D1Database, userId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT kind FROM volunteer_mail_optouts WHERE user_id = ? ORDER BY kind')
    .bind(userId)
    .all<{ kind: string }>();
  return results.map((r) => r.kind);
}

export function optOutStatement(
  db: D1Database,
  userId: string,
  kind: string,
  off: boolean,
  now = Date.now(),
): D1PreparedStatement {
  return off
    ? db
        .prepare(
          'INSERT INTO volunteer_mail_optouts (user_id, kind, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, kind) DO NOTHING',
        )
        .bind(userId, kind, now)
    : db.prepare('DELETE FROM volunteer_mail_optouts WHERE user_id = ? AND kind = ?').bind(userId, kind);
}

/** The roster's counts, as the organiser's event list and the roster page show them. */
export function rosterCounts(roster: Awaited<ReturnType<typeof loadRoster>>) {
  return {
    signedUp: roster.signedUp.length,
    waiting: roster.waiting.length,
    confirmed: roster.signedUp.filter((r) => r.confirmedAt).length,
    attended: roster.signedUp.filter((r) => r.attendedAt).length,
  };
}
