#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest: build (the worker imports the client
 * manifest), typecheck, knip (no dead code), Chromium present (installed on Debian as root), then
 * one vitest run of the unit, workerd integration and browser projects writing
 * test-results/vitest.json. Ends with the time each step and each test project took (a project's
 * wall time: its first file's start to its last file's end; the projects overlap), so a slower
 * suite shows where.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/local-worker.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  ['docs', process.execPath, ['scripts/check-docs.mjs']],
  // One name per concept: retired code names stay out (docs/README.md, glossary).
  ['names', process.execPath, ['scripts/check-names.mjs']],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['types', bin('wrangler'), ['types', '--strict-vars=false']],
  ['typecheck', bin('tsc'), ['-p', '.']],
  // Unused files, exports, types and dependencies (knip.jsonc names the entry points).
  ['knip', bin('knip'), ['--no-progress']],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['tests', bin('vitest'), ['run', ...process.argv.slice(2)]],
];
const timings = [];
let failed = null;
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = { name, status: result.status ?? 1 };
    break;
  }
}
printTimes();
if (failed) {
  console.error(`\nnpm test: step "${failed.name}" failed.`);
  process.exit(failed.status);
}

/** Steps, then projects read from the vitest JSON report (files under test/e2e, test/integration, the rest unit). */
function printTimes() {
  const line = (label, seconds, extra = '') => console.log(`  ${label.padEnd(14)} ${`${Math.round(seconds)} s`.padStart(7)}${extra}`);
  console.log('\nnpm test times');
  for (const [name, s] of timings) line(name, s);
  const report = path.join(root, 'test-results/vitest.json');
  if (!timings.some(([n]) => n === 'tests') || !fs.existsSync(report)) return;
  const projects = new Map();
  for (const file of JSON.parse(fs.readFileSync(report, 'utf8')).testResults ?? []) {
    const rel = path.relative(root, file.name);
    const project = rel.startsWith('test/e2e/') ? 'e2e' : rel.startsWith('test/integration/') ? 'integration' : 'unit';
    const p = projects.get(project) ?? { start: Infinity, end: 0, files: 0, tests: 0 };
    p.start = Math.min(p.start, file.startTime);
    p.end = Math.max(p.end, file.endTime);
    p.files++;
    p.tests += file.assertionResults?.length ?? 0;
    projects.set(project, p);
  }
  for (const [name, p] of projects) line(`  ${name}`, (p.end - p.start) / 1000, `  (${p.files} files, ${p.tests} tests)`);
}
