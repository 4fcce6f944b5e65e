/**
 * Lists every Russian and Kazakh text with a placeholder, so a person can read them for agreement
 * (a name's gender and case are unknown), and marks the ones a known bad pattern catches
 * (scripts/lib/placeholder-grammar.mjs; test/unit/locale-grammar.test.ts fails on those).
 *   node scripts/locale-placeholders.mjs [--only-name]   (--only-name: names and the brand only)
 */
import fs from 'node:fs';
import { flatten, grammarProblems } from './lib/placeholder-grammar.mjs';

const onlyName = process.argv.includes('--only-name');
for (const locale of ['ru-RU', 'ru-KZ', 'kk-KZ']) {
  const texts = flatten(JSON.parse(fs.readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')));
  const flagged = new Map(grammarProblems(locale, texts).map((p) => [p.key, p.rule]));
  for (const [key, text] of texts) {
    if (!/\{\w+\}/.test(text) || (onlyName && !/\{(?:title|name|point|orgName|brand|operator)\}/.test(text))) continue;
    console.log(`${flagged.has(key) ? `!! ${flagged.get(key)} ` : ''}${locale} ${key}: ${text}`);
  }
}
