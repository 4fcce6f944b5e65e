/**
 * Typo correction of query words (docs/item-guide.md "Search"): a word that no name has, exactly
 * or as the start of a word, is read as the nearest word the names have (one typo in 4–7
 * letters, two from 8), the word more names share winning a tie: "cardbord" is "cardboard", not
 * "hardboard"; "каробки" is "коробки", not "карабин". Plain fuzzy matching ranks the rarer word
 * first (it weighs rare words more), which is the wrong guess for a typo. The vocabulary is read
 * once per index from its items' names.
 */
import type { GuideItem } from '../../data/items';
import { processTerm, tokenize } from './item-search-text';

interface Vocabulary {
  /** Each word of the names (as the search reads it) → how many names have it. */
  df: Map<string, number>;
  sorted: string[];
}

const vocabularies = new WeakMap<Map<string, GuideItem>, Vocabulary>();

function vocabularyOf(items: Map<string, GuideItem>): Vocabulary {
  let v = vocabularies.get(items);
  if (v) return v;
  const df = new Map<string, number>();
  for (const item of items.values())
    for (const names of Object.values(item.names) as string[][])
      for (const name of names)
        for (const t of new Set(tokenize(name).map(processTerm))) if (t) df.set(t, (df.get(t) ?? 0) + 1);
  v = { df, sorted: [...df.keys()].sort() };
  vocabularies.set(items, v);
  return v;
}

/** Whether some word of the names starts with `term` (binary search over the sorted words). */
function hasPrefix(sorted: string[], term: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(term);
}

/** Edit distance (insert, delete, substitute, swap of neighbours), giving up above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      low = Math.min(low, d);
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Typos allowed in a word of this length (the search's own fuzzy rule). */
const typosAllowed = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

/** Corrections for the query words no name has: word → the nearest word the names have. */
export function corrections(items: Map<string, GuideItem>, words: Iterable<string>): Map<string, string> {
  const { df, sorted } = vocabularyOf(items);
  const out = new Map<string, string>();
  for (const w of words) {
    const max = typosAllowed(w);
    if (max === 0 || df.has(w) || hasPrefix(sorted, w)) continue;
    let best: string | null = null;
    let bestD = max + 1;
    for (const t of sorted) {
      const d = distance(w, t, Math.min(max, bestD));
      if (d < bestD || (d === bestD && best !== null && df.get(t)! > df.get(best)!)) {
        best = t;
        bestD = d;
      }
    }
    if (best && bestD <= max) out.set(w, best);
  }
  return out;
}
