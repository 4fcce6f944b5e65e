/**
 * The finder's one search box understands items (docs/item-guide.md, ADR 160): a query that names
 * a dictionary item lists the points that take its materials, with the item's card above; any
 * other query is the name and address search it always was.
 */
import type { Locale } from '../../editions/types';
import type { GuideItem } from '../../data/items';
import type { FinderQuery } from './finder-query';
import { guideIndex } from './item-guide';
import { langOf, searchItems } from './item-search';

/**
 * The item a finder query names. `strict`: every word matches a name exactly or by prefix (asked
 * first, so a street one typo away from an item stays an address search); otherwise typos count
 * too (asked only when no point's name or address matched).
 */
export async function itemNamedBy(
  db: D1Database,
  q: string,
  locale: Locale,
  strict: boolean,
): Promise<GuideItem | null> {
  if (!q.trim()) return null;
  return searchItems(await guideIndex(db), q, langOf(locale), 1, { strict })[0]?.item ?? null;
}

/** The finder's query for an item: its materials added to those chosen; the words were the item's name, not a point's. */
export function itemQuery<Q extends FinderQuery>(asked: Q, item: GuideItem, known: ReadonlySet<string>): Q {
  return {
    ...asked,
    q: '',
    materials: [...new Set([...asked.materials, ...item.materials.filter((m) => known.has(m))])],
  };
}
