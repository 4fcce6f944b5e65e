import type { EventCard, EventCategory } from '../../ui/shared/events/model';
import { CARD_SELECT, cardOf, type CardRow } from './event-cards';
import { listedSlotsOf, listedSlotsStatement, type ListedSlot } from './event-shifts';

// The public events list (/charity-events and its API): a page of cards in one round trip.

/** The filter's cities: one row per city with listed events (kept by triggers, migration 0035). */
const CITIES_SQL = `SELECT city FROM event_cities WHERE edition = ? AND n > 0 ORDER BY city COLLATE NOCASE LIMIT 500`;
/** Whether the edition lists any event at all (1 or 0): the first listed row, not a count. */
const ANY_SQL = `SELECT EXISTS (SELECT 1 FROM charity_events WHERE edition = ? AND listed = 1 AND +ends_at > ?) AS n`;

export interface PublicQuery {
  edition: string;
  city?: string | undefined;
  category?: EventCategory | undefined;
  /** Date filter window [start, end) (ui/shared/events/date-window.ts): events overlapping it. */
  window?: { start: number | null; end: number | null } | undefined;
  page: number;
  pageSize: number;
}

/** The list counts this many matches at most and pages no further (ADR 175): "more than 1,000". */
export const EVENTS_LIST_CAP = 1000;

/**
 * Everything /charity-events shows in one round trip: the page of cards and its total (at most
 * EVENTS_LIST_CAP, `capped` beyond), the cards' open slots, the cities for the filter and, when a
 * filter is set, whether the edition has any event at all (the empty page's rule). Every statement
 * reads a bounded number of rows (migration 0035): the listed events in start order from an index,
 * at most 1,001 counted, one row per city.
 */
export async function loadPublicEventsPage(
  db: D1Database,
  q: PublicQuery,
  filtered: boolean,
  now = Date.now(),
): Promise<{
  items: EventCard[];
  slots: Map<string, ListedSlot[]>;
  total: number;
  capped: boolean;
  cities: string[];
  all: number;
}> {
  // `listed` narrows to published events not over at the last sweep; `ends_at` drops those ended
  // since. Its unary plus keeps SQLite from picking the sweep's (listed, ends_at) index, which would
  // read every upcoming event of every edition: the filter is checked in the start-order index.
  const conds = [`e.edition = ?`, `e.listed = 1`, `+e.ends_at > ?`];
  const args: unknown[] = [q.edition, now];
  if (q.city) {
    conds.push('e.city = ? COLLATE NOCASE');
    args.push(q.city);
  }
  if (q.category) {
    conds.push('e.category = ?');
    args.push(q.category);
  }
  if (q.window?.start != null) {
    conds.push('e.ends_at > ?');
    args.push(q.window.start);
  }
  if (q.window?.end != null) {
    conds.push('e.starts_at < ?');
    args.push(q.window.end);
  }
  const where = conds.join(' AND ');
  // No page starts past the cap: a page's OFFSET is what it reads beyond its own rows.
  const offset = Math.min((q.page - 1) * q.pageSize, EVENTS_LIST_CAP);
  const limit = Math.max(0, Math.min(q.pageSize, EVENTS_LIST_CAP - offset));
  const page = `WHERE ${where} ORDER BY e.starts_at ASC, e.id LIMIT ? OFFSET ?`;
  const statements = [
    db
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM charity_events e WHERE ${where} LIMIT ${EVENTS_LIST_CAP + 1})`)
      .bind(...args),
    db.prepare(`${CARD_SELECT} ${page}`).bind(...args, limit, offset),
    db.prepare(CITIES_SQL).bind(q.edition),
  ];
  if (filtered) statements.push(db.prepare(ANY_SQL).bind(q.edition, now));
  // The cards' slots last, so the statements before keep their places whether or not `any` is read.
  statements.push(listedSlotsStatement(db, `SELECT e.id FROM charity_events e ${page}`, [...args, limit, offset], now));
  const results = await db.batch<unknown>(statements);
  const [count, rows, cities] = results;
  const any = filtered ? results[3] : undefined;
  const slots = results.at(-1);
  const counted = (count!.results[0] as { n: number }).n;
  const total = Math.min(counted, EVENTS_LIST_CAP);
  return {
    total,
    capped: counted > EVENTS_LIST_CAP,
    items: (rows!.results as CardRow[]).map(cardOf),
    slots: listedSlotsOf(slots!),
    cities: (cities!.results as { city: string }[]).map((r) => r.city),
    all: any ? (any.results[0] as { n: number }).n : total,
  };
}
