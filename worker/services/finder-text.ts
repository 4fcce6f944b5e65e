/**
 * The words of a finder query (docs/finder.md): normalised like FTS5's unicode61 tokenizer with
 * remove_diacritics 2 (lower case, accents off, ё → е), matched against material names in memory
 * (a small catalogue) with edit distance, and turned into an FTS5 expression for names and
 * addresses.
 */
import type { MaterialRow } from '../data/finder-facilities';

/**
 * Lower case, accents off Latin letters ('cartón' → 'carton'), as FTS5's unicode61 with
 * remove_diacritics 2 stores them; other scripts keep their letters (й, ё: FTS5 keeps them too,
 * and edit distance meets 'елка' with 'ёлка').
 */
function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The words of a text as the index holds them, the first `max` (a query's: 8). */
export const queryWords = (q: string, max = 8) =>
  q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(foldText)
    .slice(0, max);

const foldYo = (word: string) => word.replace(/ё/g, 'е');

/** Optimal string alignment distance (one transposition counts as one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Typos allowed for a word: none below 4 letters, one up to 9, two from 10 ('cardbord', 'батарийки'). */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 10 ? 1 : 2);

/** Whether a query word names `token`: exactly, as its start (3+ letters), or within the typos allowed. */
function wordMatches(word: string, token: string): boolean {
  if (token === word) return true;
  if (word.length >= 3 && token.startsWith(word)) return true;
  const typos = allowedTypos(word);
  if (!typos) return false;
  if (editDistance(word, token, typos) <= typos) return true;
  // A typo inside a prefix ('картн' for 'картон…'): compare with the token's start of the same length.
  return token.length > word.length && editDistance(word, token.slice(0, word.length), typos) <= typos;
}

/** Material name tokens (every locale), 3+ letters, to the materials they name. */
export function materialTokens(materials: readonly MaterialRow[]): Map<string, number[]> {
  const tokens = new Map<string, number[]>();
  for (const m of materials) {
    for (const name of Object.values(m.names)) {
      for (let token of queryWords(name)) {
        if (token.length < 3) continue;
        token = foldYo(token);
        const ids = tokens.get(token) ?? [];
        if (!ids.includes(m.id)) ids.push(m.id);
        tokens.set(token, ids);
      }
    }
  }
  return tokens;
}

/** The materials a word names (empty when it names none). Short words (1–2 letters) match by start. */
export function materialsForWord(raw: string, tokens: ReadonlyMap<string, number[]>): number[] {
  const word = foldYo(raw);
  const ids = new Set<number>();
  for (const [token, materials] of tokens) {
    const hit = word.length <= 2 ? token.startsWith(word) : wordMatches(word, token);
    if (hit) for (const id of materials) ids.add(id);
  }
  return [...ids];
}

/** An FTS5 string literal. */
export const ftsTerm = (term: string) => `"${term.replace(/"/g, '""')}"`;
