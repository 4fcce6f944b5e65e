#!/usr/bin/env node
/**
 * Writes docs/decisions/README.md: every ADR in one line with its status, the five to read first,
 * and the design pages that tell a long series as one story. `node scripts/adr-index.mjs` after
 * adding an ADR; scripts/check-docs.mjs fails when the index is not the one this script writes.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'docs/decisions');
export const INDEX = path.join(dir, 'README.md');

const READ_FIRST = [
  ['001', 'the shape: one Worker, streaming SSR, per-page chunks'],
  ['005', 'sessions: the cookie, refresh and what the browser keeps'],
  ['135', 'the finder index lives in D1 (geo cells and full text), not in an isolate'],
  ['195', 'each write names its own cache tags; no request path invalidates'],
  ['178', 'the test suite on two cores: what runs where and why'],
];

/** The one-line status of an ADR: its "Status:" line, shortened to what a reader needs. */
function status(text) {
  const line = text.split('\n').find((l) => /^\**status/i.test(l.trim())) ?? '';
  const s = line
    .replace(/^\**status:?\**:?\s*/i, '')
    .replace(/\s*\(docs\/decisions\/\d{3}-[a-z0-9-]+\.md\)/g, '')
    .replace(/docs\/decisions\/(\d{3})-[a-z0-9-]+\.md/g, '$1')
    .trim();
  return s.length > 90 ? `${s.slice(0, 87).trimEnd()}…` : s;
}

function title(text) {
  return (text.split('\n')[0] ?? '')
    .replace(/^#\s*/, '')
    .replace(/^\d{3}\s*[—–:.-]?\s*/, '')
    .trim();
}

export function renderIndex() {
  const adrs = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return { n: f.slice(0, 3), file: f, title: title(text), status: status(text) };
    });
  const byNumber = new Map(adrs.map((a) => [a.n, a]));
  const lines = [
    '# Decisions',
    '',
    'Every architecture decision record, one line each. A record is short: status, context, decision,',
    'why. Superseded records stay (history) and say what replaced them. Written by',
    '`node scripts/adr-index.mjs`; `npm test` fails when a record is missing here.',
    '',
    '## Read these five first',
    '',
    ...READ_FIRST.map(([n, why]) => `- [${n}](${byNumber.get(n)?.file}): ${why}`),
    '',
    '## Series told as one story',
    '',
    '- ADRs 164–190, first paint and hydration: [docs/first-paint.md](../first-paint.md).',
    '- ADRs 131–199 on the finder at national scale: [docs/finder.md](../finder.md).',
    '',
    '## All records',
    '',
    '| ADR | Decision | Status |',
    '|---|---|---|',
    ...adrs.map(
      (a) => `| [${a.n}](${a.file}) | ${a.title.replace(/\|/g, '\\|')} | ${a.status.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(INDEX, renderIndex());
  console.log(`adr-index: ${path.relative(root, INDEX)} written.`);
}
