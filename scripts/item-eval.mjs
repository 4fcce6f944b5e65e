#!/usr/bin/env node
/**
 * `npm run eval:items`: the item guide's evaluation set (test/fixtures/item-eval, ADR 213) against
 * today's dictionary: per language, the share of queries whose first answer names the right
 * material or answer, and the dangerous mistakes (a hazardous query answered as harmless).
 * `--misses` lists every miss (dangerous ones marked). Prints; asserts nothing.
 */
import { itemEvalTable } from './lib/item-eval.mjs';

const { table, scores } = await itemEvalTable();
console.log(table);
if (process.argv.includes('--misses'))
  for (const s of scores)
    for (const m of s.misses)
      console.log(`${m.dangerous ? 'DANGER ' : ''}${s.lang}\t${m.query}\t→ ${m.got ?? '(none)'}\texpected ${m.expect}`);
