/**
 * Typo-tolerant search over the item dictionary (docs/item-guide.md, ADR 150). The index is a
 * MiniSearch over every item name and synonym in every language: its size is bounded by the
 * dictionary (committed items plus what managers added), never by users or points, and a query
 * reads only the index (no scan of the items). Pure: the worker builds it once per dictionary
 * version (worker/services/item-guide.ts); tests build it straight from the committed data.
 */
import MiniSearch from 'minisearch';
import type { Locale } from '../../editions/types';
import type { GuideItem, ItemLang } from '../../data/items';
import { inferredItem, resinItem, withoutKindWords } from './item-inference';
import { firedRules, hazardFirst } from './item-safety';
import { processTerm, stripQuestion } from './item-search-text';

export { foldText } from './item-search-text';

export const langOf = (locale: Locale): ItemLang =>
  locale === 'kk-KZ' ? 'kk' : locale === 'en-US' ? 'en' : locale === 'es-AR' ? 'es' : 'ru';

interface NameDoc {
  id: number;
  slug: string;
  lang: ItemLang;
  primary: boolean;
  text: string;
}

export interface ItemIndex {
  items: Map<string, GuideItem>;
  search: MiniSearch<NameDoc>;
}

export function buildItemIndex(items: Iterable<GuideItem>): ItemIndex {
  const map = new Map<string, GuideItem>();
  const docs: NameDoc[] = [];
  for (const item of items) {
    map.set(item.slug, item);
    for (const [lang, names] of Object.entries(item.names) as [ItemLang, string[]][]) {
      names.forEach((text, i) => {
        docs.push({ id: docs.length, slug: item.slug, lang, primary: i === 0, text });
      });
    }
  }
  const search = new MiniSearch<NameDoc>({
    fields: ['text'],
    storeFields: ['slug', 'lang', 'primary'],
    processTerm,
    // Hyphens split words too ("из-под", "e-cigarette").
    tokenize: (text) => text.split(/[\s\-.,;:!?()"'«»/]+/u).filter(Boolean),
  });
  search.addAll(docs);
  return { items: map, search };
}

export interface ItemHit {
  item: GuideItem;
  score: number;
  /** Set when no item matched the words and the answer is the material the words name (ADR 208). */
  inferred?: 'material';
}

/** One typo in words of 4–7 letters, two from 8 ('батарийки', 'cardbord', 'батареялр'). */
const fuzzy = (term: string) => (term.length < 4 ? false : term.length < 8 ? 1 : 2);

/**
 * Items for a query, best first, at most `limit`. Every meaningful query word must match a name
 * (exactly, by prefix or with a typo); when none does, a name matching most of the words still
 * counts, so an extra word ("old", "сломанный") does not lose the item. `strict` turns typos and
 * the half-of-the-words fallback off: the finder's box asks that first, to tell "Таганка" (a
 * street one typo from an item) from "батарейки".
 */
export function searchItems(
  index: ItemIndex,
  query: string,
  lang: ItemLang,
  limit = 8,
  { strict = false }: { strict?: boolean } = {},
): ItemHit[] {
  const q = stripQuestion(query.slice(0, 200)).trim();
  if (!q) return [];
  const words = new Set(
    q
      .split(/[\s\-.,;:!?()"'«»/]+/u)
      .map(processTerm)
      .filter((w): w is string => !!w),
  );
  if (words.size === 0 && !resinItem(q)) return [];
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    (stored?.lang === lang ? 1.25 : 1) * (stored?.primary ? 1.15 : 1);
  const options = {
    prefix: (term: string) => term.length >= 3,
    fuzzy: strict ? false : fuzzy,
    boostDocument,
    weights: { fuzzy: 0.5, prefix: 0.6 },
  };
  let hits = index.search.search(q, { ...options, combineWith: 'AND' });
  const allWords = hits.length > 0;
  if (hits.length === 0 && words.size > 1 && !strict) {
    const need = Math.ceil(words.size / 2);
    hits = index.search.search(q, { ...options, combineWith: 'OR' }).filter((h) => h.queryTerms.length >= need);
  }
  const best = new Map<string, number>();
  for (const h of hits) {
    const slug = h.slug as string;
    if ((best.get(slug) ?? 0) < h.score) best.set(slug, h.score);
  }
  let ranked = [...best.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked[0]?.[1] ?? 1;
  const put = (slug: string | null) =>
    slug && index.items.has(slug) ? [[slug, top] as [string, number], ...ranked.filter(([s]) => s !== slug)] : ranked;
  // A resin code read off packaging names the material exactly ("PP 5", "♴").
  ranked = put(resinItem(q));
  // No item has all the words: a material or kind they name answers, flagged as a guess (ADR 208).
  let inferred: string | null = null;
  if (!allWords && !strict && !resinItem(q) && firedRules(q).every((r) => r.slug === 'electrical-appliance')) {
    inferred = inferredItem(q);
    // Only when the other words name nothing ("стеклянный абажур"), not a qualifier of a known item ("пластиковая бутылка из-под воды").
    const rest = inferred ? withoutKindWords(q) : '';
    const restKnown = rest !== '' && index.search.search(rest, { ...options, combineWith: 'AND' }).length > 0;
    if (inferred && index.items.has(inferred) && !restKnown) ranked = put(inferred);
    else inferred = null;
  }
  // Hazard first (ADR 207): a query naming a battery, gas, fuel, mercury, medicine… never answers general waste.
  return hazardFirst(q, ranked, index.items)
    .slice(0, limit)
    .map(([slug, score], i) =>
      i === 0 && slug === inferred
        ? { item: index.items.get(slug)!, score, inferred: 'material' as const }
        : { item: index.items.get(slug)!, score },
    );
}
