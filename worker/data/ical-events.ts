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
});

const COLUMNS = `e.id, e.edition, e.status, e.title, e.summary, e.starts_at, e.ends_at, e.time_zone, e.address, e.city, e.lat, e.lng,
  o.name AS org_name, e.contact_email, e.ical_sequence, e.updated_at`;

/**
 * A volunteer's feed: events they are signed up for, published or cancelled (a cancelled event
 * stays in the feed with STATUS:CANCELLED so calendars remove it). Scheduled ones only.
 */
export async function feedEvents(db: D1Database, userId: string): Promise<CalendarEventRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS}, s.created_at AS listed_at
      FROM charity_event_signups s JOIN charity_events e ON e.id = s.event_id LEFT JOIN organisations o ON o.id = e.org_id
      WHERE s.user_id = ? AND s.status = 'active' AND e.status IN ('published', 'cancelled') AND e.starts_at IS NOT NULL AND e.ends_at IS NOT NULL
      ORDER BY e.starts_at DESC LIMIT 500`)
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

/** Latest cancellation of a sign-up by this volunteer: an event leaving the feed changes it too. */
export async function lastSignUpChange(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare(`SELECT MAX(COALESCE(cancelled_at, created_at)) AS at FROM charity_event_signups WHERE user_id = ?`)
    .bind(userId)
    .first<{ at: number | null }>();
  return row?.at ?? 0;
}
