/**
 * Counting searches that found no item (docs/decisions/154-learning-from-misses.md), bounded so
 * that no visitor can grow the table: the term is normalised and capped, a day holds at most
 * MISS_TERMS_PER_DAY distinct terms (later new terms are dropped, known ones still count), and
 * one client adds at most MISSES_PER_CLIENT counts an hour and MISSES_PER_CLIENT_DAY a day, a
 * tenth of the day's terms, so one network cannot fill the day and drop real misses until
 * midnight. A client is its network (an IPv4 address or an IPv6 /64, worker/lib/client-network.ts).
 * Nothing about the visitor is stored with the term; the per-client counters are the rate-limit
 * table's short-lived buckets.
 */
import { addHits } from '../data/rate-limits';
import { recordMiss } from '../data/guide';

const MAX_TERM_CHARS = 60;
const MAX_TERM_WORDS = 6;
export const MISS_TERMS_PER_DAY = 500;
export const MISSES_PER_CLIENT = 30;
export const MISSES_PER_CLIENT_DAY = 50;
const CLIENT_WINDOW_MS = 3_600_000;
/** UTC days, as the terms' `day` (windows start at UTC midnight). */
const DAY_MS = 86_400_000;

/**
 * A miss as the console lists it: lower case, punctuation and symbols gone, single spaces, at
 * most 60 characters and 6 words. Null for what cannot be an item's name (no letters, one letter,
 * a sentence).
 */
export function missTerm(q: string): string | null {
  const term = q
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (term.length < 2 || term.length > MAX_TERM_CHARS || !/\p{L}/u.test(term)) return null;
  if (term.split(' ').length > MAX_TERM_WORDS) return null;
  return term;
}

/** Counts one miss unless the term is not a term, the client has counted enough this hour, or the day is full. */
export async function countMiss(db: D1Database, q: string, client: string, at: Date): Promise<boolean> {
  const term = missTerm(q);
  if (!term) return false;
  const [hits = 0] = await addHits(db, [`guide-miss:ip:${client}`], CLIENT_WINDOW_MS, at.getTime());
  if (hits > MISSES_PER_CLIENT) return false;
  const [today = 0] = await addHits(db, [`guide-miss:day:${client}`], DAY_MS, at.getTime());
  if (today > MISSES_PER_CLIENT_DAY) return false;
  return recordMiss(db, term, at.toISOString().slice(0, 10), MISS_TERMS_PER_DAY);
}
