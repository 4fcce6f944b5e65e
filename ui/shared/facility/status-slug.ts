import type { FacilityStatus } from './lifecycle';

/**
 * docs/product.md §3.5: statuses are displayed with dashes (temporarily-not-working, blocked-by-moderator).
 * Its own module: the status badge on the public point page needs this, not the transition rules.
 */
export function statusSlug(status: FacilityStatus): string {
  return status.replace(/_/g, '-');
}
