import type { EventStatus } from '../../ui/shared/events/model';

/** What a calendar needs of an event (migrations/0004_events.sql, 0010_event_ical_sequence.sql). */
export interface CalendarEventRow {
  id: string;
  edition: string;
  status: EventStatus;
  title: string;
  summary: string;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  orgName: string;
  contactEmail: string;
  sequence: number;
  updatedAt: number;
  /** When this row entered the feed (the sign-up), for Last-Modified of a feed. */
  listedAt: number;
  /** A slot the volunteer holds (ADR 230): its own entry, times and role; absent for the whole event. */
  slot?: { id: string; role: string; duties: string };
}

interface Row {
  id: string;
  edition: string;
  status: EventStatus;
  title: string;
  summary: string;
  starts_at: number;
  ends_at: number;
  time_zone: string | null;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  org_name: string | null;
  contact_email: string;
  ical_sequence: number;
  updated_at: number;
  listed_at: number;
  slot_id?: string;
  role?: string | null;
  duties?: string | null;
}

const toRow = (r: Row): CalendarEventRow => ({
  id: r.id,
  edition: r.edition,
  status: r.status,
  title: r.title,
  summary: r.summary,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  timeZone: r.time_zone ?? 'UTC',
  address: r.address,
  city: r.city,
  lat: r.lat,
  lng: r.lng,
  orgName: r.org_name ?? '',
  contactEmail: r.contact_email,
  sequence: r.ical_sequence,
  updatedAt: r.updated_at,
  listedAt: r.listed_at,
  ...(r.slot_id && r.role != null ? { slot: { id: r.slot_id, role: r.role, duties: r.duties ?? '' } } : {}),
});

const COLUMNS = `e.id, e.edition, e.status, e.title, e.summary, e.starts_at, e.ends_at, e.time_zone, e.address, e.city, e.lat, e.lng,
  o.name AS org_name, e.contact_email, e.ical_sequence, e.updated_at`;

/**
 * The sign-ups `s` as calendar rows: a slot's time and role where the sign-up is for a slot, and
 * its SEQUENCE the event's plus the slot's (each only rises, so their sum does too: a change to the
 * event's place or the slot's time both reach the entry).
 */
const SIGNUP_COLUMNS = `e.id, e.edition, e.status, e.title, e.summary, COALESCE(sl.starts_at, e.starts_at) AS starts_at,
  COALESCE(sl.ends_at, e.ends_at) AS ends_at, e.time_zone, e.address, e.city, e.lat, e.lng, o.name AS org_name, e.contact_email,
  e.ical_sequence + COALESCE(sl.ical_sequence, 0) AS ical_sequence, e.updated_at, s.created_at AS listed_at,
  s.slot_id, r.name AS role, r.duties`;
const SIGNUP_JOINS = `JOIN charity_events e ON e.id = s.event_id LEFT JOIN organisations o ON o.id = e.org_id
  LEFT JOIN charity_event_slots sl ON sl.id = s.slot_id AND sl.event_id = s.event_id LEFT JOIN charity_event_roles r ON r.id = sl.role_id`;

/**
 * A volunteer's feed: events they are signed up for, published or cancelled (a cancelled event
 * stays in the feed with STATUS:CANCELLED so calendars remove it), one row per slot held in an
 * event with roles. Scheduled ones only.
 */
export async function feedEvents(db: D1Database, userId: string): Promise<CalendarEventRow[]> {
  const { results } = await db
    .prepare(`SELECT ${SIGNUP_COLUMNS} FROM charity_event_signups s ${SIGNUP_JOINS}
      WHERE s.user_id = ? AND s.status = 'active' AND e.status IN ('published', 'cancelled') AND e.starts_at IS NOT NULL AND e.ends_at IS NOT NULL
      ORDER BY starts_at DESC LIMIT 500`)
    .bind(userId)
    .all<Row>();
  return results.map(toRow);
}

/** One event for its .ics download. */
export async function calendarEvent(db: D1Database, id: string): Promise<CalendarEventRow | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, e.created_at AS listed_at FROM charity_events e LEFT JOIN organisations o ON o.id = e.org_id
      WHERE e.id = ? AND e.starts_at IS NOT NULL AND e.ends_at IS NOT NULL`)
    .bind(id)
    .first<Row>();
  return row ? toRow(row) : null;
}

/** The slots of one event a volunteer holds, as calendar rows (its .ics download for them). */
export async function heldSlotEvents(db: D1Database, eventId: string, userId: string): Promise<CalendarEventRow[]> {
  const { results } = await db
    .prepare(`SELECT ${SIGNUP_COLUMNS} FROM charity_event_signups s ${SIGNUP_JOINS}
      WHERE s.event_id = ? AND s.user_id = ? AND s.slot_id <> '' AND s.status = 'active' AND sl.id IS NOT NULL
      ORDER BY starts_at`)
    .bind(eventId, userId)
    .all<Row>();
  return results.map(toRow);
}

/** Latest cancellation of a sign-up by this volunteer: an event leaving the feed changes it too. */
export async function lastSignUpChange(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare(`SELECT MAX(COALESCE(cancelled_at, created_at)) AS at FROM charity_event_signups WHERE user_id = ?`)
    .bind(userId)
    .first<{ at: number | null }>();
  return row?.at ?? 0;
}
