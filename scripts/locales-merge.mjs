#!/usr/bin/env node
/**
 * Merges locale fragments into locales/<locale>.json: `node scripts/locales-merge.mjs DIR`
 * where DIR holds en-US.json, ru-RU.json, ru-KZ.json, kk-KZ.json, es-AR.json with the same keys.
 * Reads and writes each file in one step, so several people can add their own namespaces.
 */
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'];
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/locales-merge.mjs DIR');
  process.exit(2);
}
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === 'object' && a[k] && typeof a[k] === 'object' ? merge(a[k], v) : v;
  return a;
};
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
for (const locale of LOCALES) {
  const fragment = path.join(dir, `${locale}.json`);
  if (!fs.existsSync(fragment)) throw new Error(`missing ${fragment}`);
  const target = path.join(root, 'locales', `${locale}.json`);
  const merged = merge(JSON.parse(fs.readFileSync(target, 'utf8')), JSON.parse(fs.readFileSync(fragment, 'utf8')));
  fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
}
console.log(`merged ${dir} into ${LOCALES.length} locale files`);
