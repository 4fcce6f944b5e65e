/**
 * A query listing several things ("cans, bottles and jars", "батарейки и лампочки", "газеты,
 * журналы") answers each part it knows (docs/item-guide.md "Several items"). Split on commas,
 * semicolons, "/", "&" and the word "and" of each language; a query whose words all name one item
 * ("fat and grease") stays whole. At most 5 parts, so a query costs at most 6 index lookups.
 */
import type { ItemLang } from '../../data/items';
import { searchItems, type ItemHit, type ItemIndex } from './item-search';
import { firedRules } from './item-safety';

const SPLIT = /\s*[,;/&]\s*|\s+(?:and|и|және|жане|мен|y|e|plus)\s+/iu;
const MAX_PARTS = 5;

export interface ItemPart {
  q: string;
  hits: ItemHit[];
}

/** The query's parts with their hits; one part (the whole query) when it does not list several things. */
export function searchParts(index: ItemIndex, query: string, lang: ItemLang, limit = 3): ItemPart[] {
  // Commas inside parentheses qualify a thing, they do not list several ("Soiled Paper (Popcorn Bag, Muffin Cup)").
  const parts = query
    .slice(0, 200)
    .replace(/\([^)]*\)?/gu, (inner) => inner.replace(/[,;/&]/gu, ' '))
    .split(SPLIT)
    .map((p) => p.trim())
    .filter((p) => p.length >= 2)
    .slice(0, MAX_PARTS);
  const whole = (): ItemPart[] => [{ q: query.trim(), hits: searchItems(index, query, lang, limit) }];
  // One name with every word, exactly: the list words belong to the item's name.
  if (parts.length < 2 || index.search.search(query, { combineWith: 'AND', prefix: false, fuzzy: false }).length > 0)
    return whole();
  const found = parts.map((q) => ({ q, hits: searchItems(index, q, lang, limit) })).filter((p) => p.hits.length > 0);
  return found.length >= 2 ? found : whole();
}

/**
 * Hits for the whole query, each listed part's best item first (one per part), then the rest; at
 * most `limit`. The first answer is the part naming a hazard, else the part best matched ("Smoke &
 * Carbon Monoxide Alarms": the alarm, not a smoke bomb), else the first part.
 */
export function mergedHits(parts: ItemPart[], limit = 8): ItemHit[] {
  if (parts.length === 1) return parts[0]!.hits.slice(0, limit);
  const strength = (p: ItemPart) => (firedRules(p.q).length > 0 ? 1e9 : 0) + (p.hits[0]?.score ?? 0);
  const ordered = [...parts].sort((a, b) => strength(b) - strength(a));
  const out = new Map<string, ItemHit>();
  for (const p of ordered) if (p.hits[0] && !out.has(p.hits[0].item.slug)) out.set(p.hits[0].item.slug, p.hits[0]);
  for (const p of ordered) for (const h of p.hits) if (!out.has(h.item.slug)) out.set(h.item.slug, h);
  return [...out.values()].slice(0, limit);
}
