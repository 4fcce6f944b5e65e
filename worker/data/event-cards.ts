import type { EventCard, EventCategory, EventStatus } from '../../ui/shared/events/model';
import { mediaUrl } from './media';

// Event cards out of D1 (migrations/0004_events.sql): the columns a card shows, the lists that are
// nothing but cards (home, a point's events) and the row-to-card mapping the other lists share.

/** Active sign-ups of the event aliased `e`: a card's "signed up" figure. */
export const SIGNED_UP = `(SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active')`;

/**
 * What a card shows, nothing more: lists (home, the events list, a point's events) would otherwise
 * carry every event's description, contacts and review notes out of D1 only to drop them.
 */
export const CARD_COLUMNS = `e.id, e.title, e.summary, e.category, e.starts_at, e.ends_at, e.time_zone, e.city, e.address, e.cover_key,
  e.capacity, e.reward_points, e.status, o.name AS org_name`;
/** CARD_COLUMNS with the sign-up count, for a WHERE to follow. */
export const CARD_SELECT = `SELECT ${CARD_COLUMNS}, ${SIGNED_UP} AS signed_up FROM charity_events e LEFT JOIN organisations o ON o.id = e.org_id`;
/** A row of CARD_SELECT. */
export interface CardRow {
  id: string;
  title: string;
  summary: string;
  category: EventCategory | null;
  starts_at: number | null;
  ends_at: number | null;
  time_zone: string | null;
  city: string;
  address: string;
  cover_key: string | null;
  capacity: number | null;
  reward_points: number | null;
  status: EventStatus;
  org_name: string | null;
  signed_up: number;
}

/** A row of CARD_COLUMNS (and `signed_up`) as a card. */
export function cardOf(r: CardRow): EventCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    category: r.category,
    startsAt: r.starts_at ?? 0,
    endsAt: r.ends_at ?? 0,
    timeZone: r.time_zone ?? 'UTC',
    city: r.city,
    address: r.address,
    coverUrl: mediaUrl(r.cover_key),
    capacity: r.capacity ?? 0,
    signedUp: r.signed_up,
    rewardPoints: r.reward_points ?? 0,
    orgName: r.org_name ?? '',
    status: r.status,
  };
}

/** How many of the soonest listed events the home page ranks by distance (ADR 175). */
const HOME_NEAREST_AMONG = 200;

/**
 * The home page's next events: published and not yet over, soonest first; when the visitor's
 * position is known, the nearest of the soonest HOME_NEAREST_AMONG (equirectangular distance is
 * enough to rank a few events; events without coordinates come after located ones). Ranking every
 * upcoming event would read them all on every home page; the soonest 200 come from the start-order
 * index and are plenty for three cards.
 */
export async function listUpcomingEvents(
  db: D1Database,
  edition: string,
  limit: number,
  position: { lat: number; lng: number } | null = null,
  now = Date.now(),
): Promise<EventCard[]> {
  const soonest = `SELECT id FROM charity_events WHERE edition = ? AND listed = 1 AND +ends_at > ? ORDER BY starts_at, id LIMIT ?`;
  const cos = position ? Math.cos((position.lat * Math.PI) / 180) : 1;
  const stmt = position
    ? db
        .prepare(`${CARD_SELECT} WHERE e.id IN (${soonest}) ORDER BY (e.lat IS NULL OR e.lng IS NULL),
        ((e.lat - ?) * (e.lat - ?) + ((e.lng - ?) * ?) * ((e.lng - ?) * ?)), e.starts_at, e.id LIMIT ?`)
        .bind(edition, now, HOME_NEAREST_AMONG, position.lat, position.lat, position.lng, cos, position.lng, cos, limit)
    : db.prepare(`${CARD_SELECT} WHERE e.id IN (${soonest}) ORDER BY e.starts_at, e.id`).bind(edition, now, limit);
  const { results } = await stmt.all<CardRow>();
  return results.map(cardOf);
}

/** Upcoming published events linked to a recycling point, as a statement for the point page's batch. */
export function facilityEventsStatement(db: D1Database, facilityId: string, now = Date.now()): D1PreparedStatement {
  // The point's listed events in start order from (facility_id, listed, starts_at); `+ends_at` keeps
  // SQLite off the (listed, ends_at) index, which would read every upcoming event (ADR 175).
  return db
    .prepare(`${CARD_SELECT} WHERE e.facility_id = ? AND e.listed = 1 AND +e.ends_at > ? ORDER BY e.starts_at LIMIT 20`)
    .bind(facilityId, now);
}

/** The rows of facilityEventsStatement as cards. */
export function facilityEventCards(result: D1Result<unknown>): EventCard[] {
  return (result.results as CardRow[]).map(cardOf);
}
