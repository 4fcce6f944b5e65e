import type { EventCard } from '../../ui/shared/events/model';
import { CARD_COLUMNS, cardOf, type CardRow } from './event-cards';

/** Volunteers' sign-ups and attendance (charity_event_signups). */

export interface SignUpState {
  status: 'active' | 'cancelled';
  attendedAt: number | null;
}

export async function findSignUp(db: D1Database, eventId: string, userId: string): Promise<SignUpState | null> {
  const row = await db
    .prepare('SELECT status, attended_at FROM charity_event_signups WHERE event_id = ? AND user_id = ?')
    .bind(eventId, userId)
    .first<{ status: 'active' | 'cancelled'; attended_at: number | null }>();
  return row ? { status: row.status, attendedAt: row.attended_at } : null;
}

export interface Volunteer {
  userId: string;
  name: string;
  email: string;
  signedUpAt: number;
  attendedAt: number | null;
}

export async function listVolunteers(db: D1Database, eventId: string): Promise<Volunteer[]> {
  const { results } = await db
    .prepare(
      `SELECT s.user_id, u.name, u.email, s.created_at, s.attended_at FROM charity_event_signups s JOIN users u ON u.id = s.user_id
       WHERE s.event_id = ? AND s.status = 'active' ORDER BY s.created_at`,
    )
    .bind(eventId)
    .all<{ user_id: string; name: string; email: string; created_at: number; attended_at: number | null }>();
  return results.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    signedUpAt: r.created_at,
    attendedAt: r.attended_at,
  }));
}

export interface MyEvent extends EventCard {
  attended: boolean;
  /** The slot of this sign-up ('' for an event without roles): its check-in code's QR. */
  slotId: string;
}

/** The volunteer's active sign-ups (any event status, so a cancelled event still shows as cancelled). */
export async function listVolunteerEvents(db: D1Database, userId: string): Promise<MyEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, s.attended_at AS my_attended, s.slot_id AS my_slot,
              (SELECT COUNT(*) FROM charity_event_signups x WHERE x.event_id = e.id AND x.status = 'active') AS signed_up
       FROM charity_event_signups s JOIN charity_events e ON e.id = s.event_id LEFT JOIN organisations o ON o.id = e.org_id
       WHERE s.user_id = ? AND s.status = 'active' ORDER BY e.starts_at DESC LIMIT 500`,
    )
    .bind(userId)
    .all<CardRow & { my_attended: number | null; my_slot: string }>();
  return results.map((r) => ({ ...cardOf(r), attended: r.my_attended !== null, slotId: r.my_slot }));
}
