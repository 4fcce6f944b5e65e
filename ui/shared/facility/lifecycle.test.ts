import { describe, expect, it } from 'vitest';
import { ACTION_STATUSES, FACILITY_STATUSES, OWNER_TRANSITS, TRANSITS, allowedActions } from './lifecycle';
import { statusSlug } from './status-slug';

describe('facility lifecycle tables', () => {
  it('has the six owner transits of docs/product.md §7 with their from/to', () => {
    expect(OWNER_TRANSITS.map((t) => `${TRANSITS[t].from}>${TRANSITS[t].to}`)).toEqual([
      'checking>draft',
      'declined>draft',
      'draft>checking',
      'accepted>temporarily_not_working',
      'accepted>closed',
      'temporarily_not_working>accepted',
    ]);
    for (const t of OWNER_TRANSITS) expect(t).toBe(`facility#${TRANSITS[t].from}_to_${TRANSITS[t].to}`);
  });

  it('closed is final: no transit leaves it', () => {
    expect(Object.values(TRANSITS).filter((r) => r.from === 'closed')).toEqual([]);
  });

  it('display slugs use dashes', () => {
    expect(statusSlug('temporarily_not_working')).toBe('temporarily-not-working');
    expect(statusSlug('blocked_by_moderator')).toBe('blocked-by-moderator');
  });

  it.each(FACILITY_STATUSES)('actions for an owner of a %s point follow docs/product.md §4.6', (status) => {
    const expected = Object.entries(ACTION_STATUSES)
      .filter(([, s]) => s.includes(status))
      .map(([a]) => a)
      .sort();
    expect(allowedActions({ status, isOwner: true, complete: true }).sort()).toEqual(expected);
    expect(allowedActions({ status, isOwner: true, complete: false })).not.toContain('sendToReview');
    expect(allowedActions({ status, isOwner: false, complete: true })).toEqual([]);
  });

  it('matches the product description wording row by row', () => {
    const owner = (status: (typeof FACILITY_STATUSES)[number]) =>
      allowedActions({ status, isOwner: true, complete: true });
    expect(owner('checking').sort()).toEqual(['convertToDraft', 'delete', 'saveDraft']);
    expect(owner('draft').sort()).toEqual(['delete', 'edit', 'saveDraft', 'sendToReview']);
    expect(owner('accepted').sort()).toEqual(['closePermanently', 'closeTemporarily']);
    expect(owner('temporarily_not_working')).toEqual(['open']);
    expect(owner('declined').sort()).toEqual(['delete', 'edit']);
    expect(owner('closed')).toEqual([]);
    expect(owner('blocked_by_moderator')).toEqual([]);
  });
});
