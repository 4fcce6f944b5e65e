#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest: build (the worker imports the client
 * manifest), typecheck, knip (no dead code), Chromium present (installed on Debian as root), then
 * one vitest run of the unit, workerd integration and browser projects writing
 * test-results/vitest.json.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/local-worker.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  ['docs', process.execPath, ['scripts/check-docs.mjs']],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['types', bin('wrangler'), ['types', '--strict-vars=false']],
  ['typecheck', bin('tsc'), ['-p', '.']],
  // Unused files, exports, types and dependencies (knip.jsonc names the entry points).
  ['knip', bin('knip'), ['--no-progress']],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['tests', bin('vitest'), ['run', ...process.argv.slice(2)]],
];
for (const [name, cmd, args] of steps) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (result.status !== 0) {
    console.error(`\nnpm test: step "${name}" failed.`);
    process.exit(result.status ?? 1);
  }
}
