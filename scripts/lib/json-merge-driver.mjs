#!/usr/bin/env node
/**
 * Git merge driver for locales/*.json: a three-way merge by key, so branches that each add their
 * own keys merge without text conflicts. Registered by `git config merge.localejson.driver
 * "node scripts/lib/json-merge-driver.mjs %O %A %B"` (see docs/conventions.md).
 * Where both sides changed the same leaf differently, theirs wins and the key is reported.
 */
import fs from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (p) => {
  try {
    return JSON.parse(fs.readFileSync(p, 'utf8'));
  } catch {
    return {};
  }
};
const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const conflicts = [];

function merge(base, ours, theirs, at) {
  if (same(ours, theirs)) return ours;
  if (same(base, ours)) return theirs;
  if (same(base, theirs)) return ours;
  if (isObj(ours) && isObj(theirs)) {
    const out = {};
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
    for (const k of keys) {
      const v = merge(isObj(base) ? base[k] : undefined, ours[k], theirs[k], `${at}.${k}`);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  conflicts.push(at);
  return theirs === undefined ? ours : theirs;
}

const result = merge(read(basePath), read(oursPath), read(theirsPath), '');
fs.writeFileSync(oursPath, `${JSON.stringify(result, null, 2)}\n`);
if (conflicts.length) console.error(`json-merge: both sides changed ${conflicts.join(', ')}; kept theirs`);
