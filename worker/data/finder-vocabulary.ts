/**
 * The finder's text index beside its rows (worker/data/finder-facilities.ts): FTS5 expressions,
 * the vocabulary read for typo candidates and match estimates, and the edition's counters.
 */
import type { RowsRead } from './finder-rows-read';

/** The vocabulary read for one query word: terms in order, how many listed rows hold each. */
export interface VocabularyTerm {
  term: string;
  doc: number;
}

/** FTS5 expressions that must all match (AND), the empty ones left out; '' when none is left. */
export const allOf = (...expressions: string[]) =>
  expressions
    .filter(Boolean)
    .map((e) => `(${e})`)
    .join(' AND ');

/**
 * The FTS5 expression for materials: the `area` column holds each row's materials as tokens
 * ('qm6', migration 0036). `every`: the row takes all of them (the `material` filter), else any
 * (a material named in the words).
 */
export const materialsMatch = (ids: number[], every: boolean) =>
  `area : (${ids.map((id) => `qm${id}`).join(every ? ' AND ' : ' OR ')})`;

/** A vocabulary term of the `area` column (a cell or a material), not a word. */
export const isAreaToken = (term: string) => /^q(?:[0-4]x|m)\d+$/.test(term);

/** The statement reading the vocabulary terms starting with `prefix` (typo candidates, match estimates), in term order, at most `limit`. */
function vocabularyStatement(db: D1Database, prefix: string, limit = VOCABULARY_LIMIT): D1PreparedStatement {
  const end = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  const area = areaTokenRange(prefix);
  return area
    ? db
        .prepare(
          'SELECT term, doc FROM (SELECT term, doc FROM finder_vocab WHERE term >= ?1 AND term < ?2 UNION ALL SELECT term, doc FROM finder_vocab WHERE term >= ?3 AND term < ?4) LIMIT ?5',
        )
        .bind(prefix, area[0], area[1], end, limit)
    : db.prepare('SELECT term, doc FROM finder_vocab WHERE term >= ? AND term < ? LIMIT ?').bind(prefix, end, limit);
}

/**
 * The vocabulary from each prefix (vocabularyStatement) and the counters, in one D1 batch: a search
 * with words learns its typo candidates and how large a share of all points its words match in one
 * round trip.
 */
export async function vocabulariesAndCounts(
  db: D1Database,
  prefixes: string[],
  edition: string,
  rows: RowsRead,
): Promise<{ vocabularies: VocabularyTerm[][]; counts: Map<string, number> }> {
  const results = await db.batch([
    ...prefixes.map((prefix) => vocabularyStatement(db, prefix)),
    countsStatement(db, edition),
  ]);
  for (const r of results) rows.add(r.meta);
  return {
    vocabularies: results.slice(0, -1).map((r) => r.results as VocabularyTerm[]),
    counts: countsOf(results.at(-1)!.results as { key: string; n: number }[]),
  };
}

/**
 * The range of area tokens (isAreaToken) that a vocabulary read from `prefix` would cross: cells of
 * one level ('q4x…', between 'q4x0' and 'q4x:') or materials ('qm…'). fts5vocab counts each term's
 * rows as it reads it, and a wide cell or a material holds up to every point (a 'q4' or 'qm' word
 * read 23 and 46 ms at a million points): the read goes around them, since no word is made of them.
 */
function areaTokenRange(prefix: string): [string, string] | null {
  if (/^q[0-4]$/.test(prefix)) return [`${prefix}x0`, `${prefix}x:`];
  if (prefix === 'qm') return ['qm0', 'qm:'];
  return null;
}
export const VOCABULARY_LIMIT = 400;

/** The edition's listed points in all ('all'), and per material id ('m6'): finder_edition_counts (migration 0048). */
export const countsStatement = (db: D1Database, edition: string) =>
  db.prepare('SELECT key, n FROM finder_edition_counts WHERE edition = ?').bind(edition);
export const countsOf = (results: { key: string; n: number }[]) => new Map(results.map((r) => [r.key, r.n]));
