#!/usr/bin/env node
/**
 * No source file over 400 lines (docs/decisions/211-biome-format-and-lint.md): a longer file is
 * split by meaning (a component per form section, seed rows in their own module, a test file in
 * two by topic). Counts the tracked and new TypeScript and JavaScript files; the item dictionary
 * (data/items, data) and generated files are left out. Run by `npm test` before the suites.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const EXCLUDED = [/^data\/items\//, /^worker\/generated\//, /^worker-configuration\.d\.ts$/, /^test\/fixtures\//];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !EXCLUDED.some((re) => re.test(f)))
  .filter((f) => fs.existsSync(path.join(root, f)));

const long = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) long.push([file, lines]);
}
if (long.length) {
  console.error(`check-sizes: ${long.length} file(s) over ${MAX_LINES} lines; split each by meaning:`);
  for (const [file, lines] of long.sort((a, b) => b[1] - a[1])) console.error(`  ${file}: ${lines}`);
  process.exit(1);
}
console.log(`check-sizes: ${files.length} files, none over ${MAX_LINES} lines.`);
