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
import { isSoftTerm, processTerm, stripQuestion, tokenize } from './item-search-text';
import { corrections } from './item-spelling';

export { foldText } from './item-search-text';

export const langOf = (locale: Locale): ItemLang =>
  locale === 'kk-KZ' ? 'kk' : locale === 'en-US' ? 'en' : locale === 'es-AR' ? 'es' : 'ru';

interface NameDoc {
  id: number;
  slug: string;
  lang: ItemLang;
  primary: boolean;
  text: string;
  /** How many words of the name the search reads (its stop words left out): a name all of whose words match ranks higher. */
  n: number;
}

/** The index's options, in one place so an index built elsewhere (prebuilt) reads names exactly as this one. */
export const ITEM_INDEX_OPTIONS = {
  fields: ['text'],
  storeFields: ['slug', 'lang', 'primary', 'n'],
  processTerm,
  tokenize,
};

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
        const n = new Set(tokenize(text).map(processTerm).filter(Boolean)).size;
        docs.push({ id: docs.length, slug: item.slug, lang, primary: i === 0, text, n });
      });
    }
  }
  const search = new MiniSearch<NameDoc>(ITEM_INDEX_OPTIONS);
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

/** A name all of whose words the query matched ranks above one that has more words ("стекло" before "оконное стекло"). */
const COVERED = 0.6;

type Options = Parameters<MiniSearch<NameDoc>['search']>[1];

/**
 * Name hits for a query: those matching every meaningful word, else (unless `strict`) those
 * matching at least half of them. Qualifiers ("old", "broken", "empty", "сломанный", words in
 * parentheses: isSoftTerm) count when they match but are never required. Scores weigh in how much
 * of each name the query covered.
 */
function nameHits(index: ItemIndex, q: string, options: Options, strict: boolean) {
  const words: string[] = [];
  const soft = new Set<string>();
  let depth = 0;
  for (const raw of q.split(/([()])|[\s\-.,;:!?"'«»/]+/u)) {
    if (raw === '(' || raw === ')') depth = Math.max(0, depth + (raw === '(' ? 1 : -1));
    const t = raw ? processTerm(raw) : null;
    if (!t) continue;
    words.push(t);
    if (depth > 0 || isSoftTerm(t)) soft.add(t);
  }
  // A word no name has is read as the nearest one they have ("cardbord", "каробки": item-spelling.ts).
  const fixed = strict
    ? new Map<string, string>()
    : corrections(
        index.items,
        words.filter((w) => !soft.has(w)),
      );
  const read = (t: string) => fixed.get(t) ?? t;
  for (const [from, to] of fixed) if (soft.has(from)) soft.add(to);
  words.splice(0, words.length, ...words.map(read));
  let hard = new Set(words.filter((w) => !soft.has(w)));
  if (hard.size === 0) hard = new Set(words);
  const readTerm = (term: string) => {
    const t = processTerm(term);
    return t ? read(t) : null;
  };
  const all = index.search.search(q, { ...options, processTerm: readTerm, combineWith: 'OR' }).map((h) => {
    // A word matched exactly covers it, by prefix or with a typo half ("салфетки" is not "салфетница").
    const exact = h.queryTerms.filter((t) => h.terms.includes(t)).length;
    const cover = Math.min(1, (exact + (h.queryTerms.length - exact) / 2) / Math.max(1, (h.n as number) ?? 1));
    return {
      slug: h.slug as string,
      score: h.score * (COVERED + (1 - COVERED) * cover),
      hard: h.queryTerms.filter((t) => hard.has(t)).length,
    };
  });
  const every = all.filter((h) => h.hard === hard.size);
  if (every.length > 0 || strict || hard.size < 2) return { hits: every, allWords: every.length > 0, hard };
  const need = Math.ceil(hard.size / 2);
  return { hits: all.filter((h) => h.hard >= need), allWords: false, hard };
}

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
    tokenize(q)
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
  const { hits, allWords } = words.size > 0 ? nameHits(index, q, options, strict) : { hits: [], allWords: false };
  const best = new Map<string, number>();
  for (const h of hits) {
    if ((best.get(h.slug) ?? 0) < h.score) best.set(h.slug, h.score);
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
    const restKnown = rest !== '' && nameHits(index, rest, options, true).allWords;
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
