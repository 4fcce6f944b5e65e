#!/usr/bin/env node
/**
 * `npm run deploy`: build, apply D1 migrations remotely, deploy the Worker, then publish the
 * build id to KV so open tabs notice the update within the hour (docs/product.md §4.9).
 * Needs a Cloudflare login (`wrangler login`) or CLOUDFLARE_API_TOKEN; see README "Deploy".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/local-worker.mjs';

const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step(process.execPath, ['scripts/build.mjs']);
step(wrangler, ['d1', 'migrations', 'apply', 'DB', '--remote']);
step(wrangler, ['deploy']);
const { buildId } = JSON.parse(fs.readFileSync(path.join(root, 'worker/generated/client-manifest.json'), 'utf8'));
step(wrangler, ['kv', 'key', 'put', '--binding', 'KV', '--remote', 'build:latest', buildId]);
console.log(`Deployed build ${buildId}.`);
