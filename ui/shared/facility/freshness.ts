/**
 * How fresh a point's facts are, from when they were last confirmed (the owner's "still correct",
 * a manager's check) or, never confirmed, from when the point was created. All the numbers of the
 * policy live here (docs/decisions/145-point-freshness.md); the finder, the point page, the
 * managers' stale queue and the monthly reminder read them from this module only.
 */
export const DAY_MS = 86_400_000;
/** After this long unconfirmed a point ranks below fresh ones in the finder and says so. */
export const STALE_AFTER_MS = 365 * DAY_MS;
/** After this long unconfirmed a point leaves public finder results until it is confirmed. */
export const HIDDEN_AFTER_MS = 548 * DAY_MS;
/** How often an owner is asked whether a point is still correct. */
export const REMIND_EVERY_MS = 30 * DAY_MS;
/** How long the one-click "still correct" link in a reminder works. */
export const CONFIRM_LINK_TTL_MS = 14 * DAY_MS;
/**
 * Voices reporting "closed" within the window that put the notice on the point page: each from
 * its own network, an established person counted once however many networks (ADR 193).
 */
export const CLOSED_REPORTS_THRESHOLD = 3;
export const CLOSED_REPORTS_WINDOW_MS = 30 * DAY_MS;

export type Freshness = 'fresh' | 'stale' | 'hidden';

/** The last confirmation, or the creation time of a point never confirmed. */
export function lastCheckedAt(point: { checkedAt: number | null; createdAt: number }): number {
  return point.checkedAt ?? point.createdAt;
}

/** Fresh, stale (ranks lower, says so) or hidden (not in public results) at `now`. */
export function freshnessOf(checkedAt: number, now: number): Freshness {
  const age = now - checkedAt;
  if (age >= HIDDEN_AFTER_MS) return 'hidden';
  if (age >= STALE_AFTER_MS) return 'stale';
  return 'fresh';
}

/**
 * In nearest-first order a stale point ranks as if this much farther away: below fresh points
 * in the neighbourhood, yet still above a fresh point across the country.
 */
export const STALE_DISTANCE_PENALTY_M = 5_000;
