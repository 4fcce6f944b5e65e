#!/usr/bin/env node
/**
 * npm install's postinstall: `wrangler types` writes worker-configuration.d.ts (the Env type the
 * worker is checked against). Its ~40 lines of output go to .wrangler/types.log; this prints one
 * line naming the generated file, and the whole log only when generation failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './lib/offline-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const log = path.join(root, '.wrangler/types.log');
fs.mkdirSync(path.dirname(log), { recursive: true });

const run = spawnSync(wrangler, ['types', '--strict-vars=false'], { cwd: root, env: offlineEnv(), encoding: 'utf8' });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
fs.writeFileSync(log, output);
if (run.status !== 0) {
  process.stderr.write(output);
  console.error(
    `wrangler types failed (exit ${run.status ?? run.signal}); its output is above and in ${path.relative(root, log)}.`,
  );
  process.exit(run.status ?? 1);
}
console.log(`Generated worker-configuration.d.ts (wrangler types; its output: ${path.relative(root, log)}).`);
