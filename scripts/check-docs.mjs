#!/usr/bin/env node
/**
 * The repository stands on its own (docs/conventions.md): code and docs cite only files inside it.
 * Fails on a cited ADR that does not exist, on documents that live outside the repository, on
 * issue numbers (history lives in git), and on an ADR without a status line.
 * Run by `npm test` before the suites; `node scripts/check-docs.mjs` alone prints every finding.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { INDEX, renderIndex } from './adr-index.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && /\.(ts|tsx|mjs|js|md|sql|toml|css|html|json)$/.test(f))
  .filter(
    (f) => !/^(locales\/|package(-lock)?\.json|node_modules\/|dist\/)/.test(f) && fs.existsSync(path.join(root, f)),
  );

const adrs = new Set(
  fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .map((f) => f.slice(0, 3))
    .filter((n) => /^\d{3}$/.test(n)),
);
const outside = [
  [/\.\.\/shared\/(?:SPEC|DESIGN|STACK)|`\.\.\/shared\/`/, 'cites a document outside the repository'],
  [
    /\b(?:SPEC|DESIGN|STACK)\.md\b|\bSPEC §/,
    'cites a document outside the repository (use docs/product.md, docs/architecture.md, docs/stack.md)',
  ],
  [/\b[Ii]ssues? #?\d+\b/, 'names an issue number (history lives in git; cite a doc or an ADR)'],
];
const findings = [];
for (const file of files) {
  if (file === 'scripts/check-docs.mjs') continue;
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const [re, why] of outside)
      if (re.test(line)) findings.push(`${file}:${i + 1}: ${why}: ${line.trim().slice(0, 120)}`);
    // "ADR 060", "ADRs 070–072", "ADRs 060/061", "docs/decisions/060-…": each cited number exists.
    for (const m of line.matchAll(/\bADRs? ((?:\d{3}(?:\s*(?:,|–|-|\/|and|or)\s*)?)+)/g)) {
      for (const n of m[1].match(/\d{3}/g) ?? [])
        if (!adrs.has(n)) findings.push(`${file}:${i + 1}: cites ADR ${n}, which does not exist`);
    }
    for (const m of line.matchAll(/docs\/decisions\/(\d{3})/g))
      if (!adrs.has(m[1])) findings.push(`${file}:${i + 1}: cites docs/decisions/${m[1]}, which does not exist`);
  });
}
// Every ADR says whether it still holds.
for (const f of fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{3}-.*\.md$/.test(f))) {
  const head = fs
    .readFileSync(path.join(root, 'docs/decisions', f), 'utf8')
    .split('\n')
    .slice(0, 8);
  if (!head.some((l) => /^\**Status\**:/i.test(l)))
    findings.push(`docs/decisions/${f}: no "Status:" line (accepted, or superseded by NNN)`);
}
// The ADR index lists every record (scripts/adr-index.mjs writes it).
if (fs.readFileSync(INDEX, 'utf8') !== renderIndex()) {
  findings.push('docs/decisions/README.md: not the index of the records; run node scripts/adr-index.mjs');
}
if (findings.length) {
  console.error(findings.join('\n'));
  console.error(`\ncheck-docs: ${findings.length} finding(s).`);
  process.exit(1);
}
console.log(`check-docs: ${files.length} files cite only what the repository holds.`);
