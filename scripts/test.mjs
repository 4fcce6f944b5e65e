#!/usr/bin/env node
/**
 * `npm test`: everything. First what the tests need, in the order that fails fastest: docs,
 * names, file sizes, formatting and lint (Biome, biome.json), build (the worker imports the
 * client manifest), binding types, Chromium present (installed on Debian as root); then one
 * vitest run of the unit, workerd integration and browser projects, with the typecheck and knip
 * (no dead code) beside it; vitest writes test-results/vitest.json. Ends with the time each step
 * and each test project took (a project's wall time: its first file's start to its last file's
 * end; the projects overlap), so a slower suite shows where.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/local-worker.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
// What the tests need, one after another (the worker imports the client manifest; the typecheck
// reads the generated binding types).
const before = [
  ['docs', process.execPath, ['scripts/check-docs.mjs']],
  // One name per concept: retired code names stay out (docs/README.md, glossary).
  ['names', process.execPath, ['scripts/check-names.mjs']],
  // No source file over 400 lines (docs/decisions/211-biome-format-and-lint.md).
  ['sizes', process.execPath, ['scripts/check-sizes.mjs']],
  // Formatted as Biome writes it, and Biome's lint rules (docs/decisions/211-biome-format-and-lint.md).
  ['format', bin('biome'), ['format', '.']],
  ['lint', bin('biome'), ['lint', '.']],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['types', bin('wrangler'), ['types', '--strict-vars=false']],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
];
// Checks the tests do not need, run beside them: while vitest starts and the browser run's
// global set-up prepares its state, a core is free (docs/decisions/178-a-suite-in-ten-minutes.md).
// Their output is held and printed after the tests, so it is not interleaved with vitest's.
const beside = [
  ['typecheck', bin('tsc'), ['-p', '.']],
  // Unused files, exports, types and dependencies (knip.jsonc names the entry points).
  ['knip', bin('knip'), ['--no-progress']],
  // The layout as docs/architecture.md draws it: layers, no cycles (.dependency-cruiser.cjs).
  ['layers', bin('depcruise'), ['worker', 'ui', 'editions', 'data', 'scripts', '--config', '.dependency-cruiser.cjs']],
];
const timings = [];
let failed = null;
for (const [name, cmd, args] of before) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = { name, status: result.status ?? 1 };
    break;
  }
}
if (!failed) {
  const checks = runChecks();
  const started = Date.now();
  // Not spawnSync: the checks' output must keep flowing while the tests run.
  const vitest = spawn(bin('vitest'), ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
  const tests = { status: await new Promise((resolve) => vitest.on('close', (code) => resolve(code ?? 1))) };
  timings.push(['tests', (Date.now() - started) / 1000]);
  for (const check of await checks) {
    if (check.output.trim()) console.log(`\n${check.name}:\n${check.output.trimEnd()}`);
    timings.push([`${check.name} (beside)`, check.seconds]);
    if (check.status !== 0) failed ??= { name: check.name, status: check.status };
  }
  if (tests.status !== 0) failed = { name: 'tests', status: tests.status ?? 1 };
}
printTimes();
if (failed) {
  console.error(`\nnpm test: step "${failed.name}" failed.`);
  process.exit(failed.status);
}

/** The `beside` checks one after another in the background; resolves to each one's result and output. */
async function runChecks() {
  const results = [];
  for (const [name, cmd, args] of beside) {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    results.push({ name, status, output, seconds: (Date.now() - started) / 1000 });
  }
  return results;
}

/** Steps, then projects read from the vitest JSON report (files under test/e2e, test/integration, the rest unit). */
function printTimes() {
  const line = (label, seconds, extra = '') =>
    console.log(`  ${label.padEnd(20)} ${`${Math.round(seconds)} s`.padStart(7)}${extra}`);
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
  for (const [name, p] of projects)
    line(`  ${name}`, (p.end - p.start) / 1000, `  (${p.files} files, ${p.tests} tests)`);
}
