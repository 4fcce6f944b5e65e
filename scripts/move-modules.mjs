#!/usr/bin/env node
/**
 * Moves source modules and rewrites every relative import of them, and theirs, across the tree:
 * the tool for laying the worker out by feature one feature at a time (docs/architecture.md).
 *
 *   node scripts/move-modules.mjs worker/data/inquiries.ts=worker/forms/inquiries-data.ts …
 *   node scripts/move-modules.mjs --plan plan.txt      (one `from=to` per line; # comments)
 *
 * A pair may name a folder (`worker/services/google=worker/google`): every file under it moves.
 * Specifiers are rewritten in `from '…'`, `import('…')`, `import '…'`, `vi.mock('…')` and
 * `export … from '…'`, keeping the way each was written (with or without `.ts`/`.js`, `/index`).
 * Repository paths written out in prose (docs, comments, configs: `worker/data/x.ts`) follow too.
 * Files move with `git mv`, so history follows them. Run `npx tsc -p . --noEmit` afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['worker', 'ui', 'test', 'scripts', 'editions', 'data'];
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const PROSE = /\.(md|ts|tsx|mjs|js|cjs|json|toml|sql|yml)$/;
const SPECIFIER = /((?:from|import|vi\.mock|require)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

function readPairs(args) {
  if (args[0] === '--plan') {
    return fs
      .readFileSync(args[1], 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
  }
  return args;
}

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Old absolute path → new absolute path, folders expanded to their files. */
function expand(pairs) {
  const moves = new Map();
  for (const pair of pairs) {
    const [from, to] = pair.split('=').map((p) => path.resolve(root, p.trim()));
    if (!from || !to) throw new Error(`not a from=to pair: ${pair}`);
    if (fs.statSync(from).isDirectory()) {
      for (const file of walk(from)) moves.set(file, path.join(to, path.relative(from, file)));
    } else moves.set(from, to);
  }
  return moves;
}

/** The file a relative specifier names, and the suffix the writer added to the bare path. */
function resolveSpecifier(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { file: candidate, added: ext };
  }
  // `./x.js` written for `./x.ts` (TypeScript's ESM style).
  const swapped = base.replace(/\.js$/, '.ts');
  if (swapped !== base && fs.existsSync(swapped)) return { file: swapped, added: '', jsForTs: true };
  return null;
}

function specifierFor(fromFile, target, { added, jsForTs }, original) {
  let rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (jsForTs) return rel.replace(/\.ts$/, '.js');
  if (added && rel.endsWith(added)) rel = rel.slice(0, -added.length);
  // An import written with its extension keeps it; one written without stays without.
  if (!added && !path.extname(original)) rel = rel.replace(/\.(ts|tsx)$/, '');
  return rel;
}

/** Every tracked text file, for repository paths written out in prose. */
function trackedTextFiles() {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => PROSE.test(f) && !f.startsWith('data/items/'))
    .map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f));
}

/** `worker/data/x.ts` → `worker/forms/x.ts` wherever a whole path is written (longest first). */
function rewriteProse(moves, skip) {
  const pairs = [...moves]
    .map(([from, to]) => [path.relative(root, from), path.relative(root, to)])
    .sort((a, b) => b[0].length - a[0].length);
  let count = 0;
  for (const file of trackedTextFiles()) {
    if (skip.has(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    let next = text;
    for (const [from, to] of pairs)
      next = next.replace(new RegExp(`(?<![\\w/.-])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g'), to);
    if (next !== text) {
      fs.writeFileSync(file, next);
      count++;
    }
  }
  return count;
}

function main() {
  const moves = expand(readPairs(process.argv.slice(2)));
  if (moves.size === 0) throw new Error('nothing to move');
  const files = SOURCE_DIRS.flatMap((d) => walk(path.join(root, d)));
  const where = (file) => moves.get(file) ?? file;
  const rewritten = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(SPECIFIER, (match, lead, quote, spec) => {
      const found = resolveSpecifier(file, spec);
      if (!found) return match;
      if (!moves.has(found.file) && !moves.has(file)) return match;
      return `${lead}${quote}${specifierFor(where(file), where(found.file), found, spec)}${quote}`;
    });
    if (next !== text) rewritten.set(file, next);
  }
  for (const [file, text] of rewritten) fs.writeFileSync(file, text);
  const prose = rewriteProse(moves, new Set());
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execFileSync('git', ['mv', path.relative(root, from), path.relative(root, to)], { cwd: root });
  }
  console.log(
    `move-modules: ${moves.size} files moved, imports rewritten in ${rewritten.size} files, paths in prose in ${prose}.`,
  );
}

main();
