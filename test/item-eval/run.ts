/**
 * Runs the evaluation set (test/fixtures/item-eval/{ru,kk,en}.tsv) against today's dictionary
 * with the results page's own search (safety rules, parts, inference): the first item the page
 * would show. scripts/item-eval.mjs bundles this file with esbuild and prints the table; bench.mjs
 * does the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { buildItemIndex } from '../../worker/services/item-search';
import { mergedHits, searchParts } from '../../worker/services/item-parts';
import { formatTable, parseSet, scoreSet, type LangScore } from './score';

const EVAL_LANGS: readonly ItemLang[] = ['ru', 'kk', 'en'];

export function runEval(dir: string): { scores: LangScore[]; table: string } {
  const index = buildItemIndex(DICTIONARY);
  const cases = EVAL_LANGS.flatMap((lang) => parseSet(lang, fs.readFileSync(path.join(dir, `${lang}.tsv`), 'utf8')));
  const scores = scoreSet(cases, (c) => mergedHits(searchParts(index, c.query, c.lang, 8))[0]?.item);
  return { scores, table: formatTable(scores) };
}
