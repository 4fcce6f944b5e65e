#!/usr/bin/env node
/**
 * `npm run dev`: build the client, migrate and seed the local database, record the build id,
 * then serve all three editions with wrangler dev (every binding embedded, no account needed)
 * and fire the Cron Trigger on its schedule (ADR 201). Nothing here reaches the internet
 * (scripts/lib/offline-env.mjs). `--no-build` skips the client build (already built, as in tests).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCronRunner } from './lib/dev-cron.mjs';
import { devPort } from './lib/dev-port.mjs';
import { DEV_VARS, prepareLocalState, root, startWorker } from './lib/local-worker.mjs';
import { OFFLINE_WRANGLER_ENV } from './lib/offline-env.mjs';

Object.assign(process.env, OFFLINE_WRANGLER_ENV);
const port = devPort();
const persistTo = path.join(root, '.wrangler/state');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
ensureDevVars();
await prepareLocalState(persistTo);

/**
 * wrangler and its workerd run in a process group of their own (scripts/lib/local-worker.mjs), so
 * a signal to this script or to its group does not reach them: every way this script ends takes
 * them along (Ctrl+C, kill, a closed terminal, or its own exit).
 */
let stopWorker = () => {};
let cron;
const stop = () => {
  cron?.stop();
  stopWorker();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
process.on('exit', () => stopWorker());

// --test-scheduled: wrangler's /__scheduled route, in the worker itself (see scripts/lib/dev-cron.mjs).
const worker = await startWorker({
  port,
  persistTo,
  vars: DEV_VARS,
  args: ['--test-scheduled'],
  logFile: path.join(root, '.wrangler/dev.log'),
  onSpawn: (stopIt) => {
    stopWorker = stopIt;
  },
});
worker.child.on('exit', (code) => process.exit(code ?? 0));

const { unstable_readConfig } = await import('wrangler');
const crons =
  unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true }).triggers?.crons ?? [];
cron = startCronRunner({
  crons,
  trigger: async (expression) => {
    const res = await fetch(`${worker.url('127.0.0.1')}/__scheduled?cron=${encodeURIComponent(expression)}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  },
});

const accountsFile = path.join(root, 'scripts/demo-accounts.json');
const accounts = fs.existsSync(accountsFile) ? JSON.parse(fs.readFileSync(accountsFile, 'utf8')) : [];
console.log(`
  The portal is running (log: .wrangler/dev.log):
    Russian edition        ${worker.url('localhost')}/
    Kazakhstan edition     ${worker.url('kz.localhost')}/   (also ${worker.url('kz.localhost')}/ru-kz/)
    International edition  ${worker.url('intl.localhost')}/
${accounts.length ? `\n  Demo accounts (password for all: ${accounts[0].password}):\n${accounts.map((a) => `    ${a.role.padEnd(22)} ${a.email}`).join('\n')}\n` : ''}
  Scheduled jobs (${crons.join(', ')}) run on their schedule and at start: ${worker.url('localhost')}/dev/cron
  Reminders and digests they send: ${worker.url('localhost')}/dev/mail

  Press Ctrl+C to stop.`);

/**
 * .dev.vars (never committed, see README): a generated secret for signing sessions, and the switch
 * that turns development on (wrangler.toml's top level is production, docs/decisions/041).
 * An older file without the switch gets it added.
 */
function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (!/^JWT_SECRET=/m.test(text)) {
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    text += `JWT_SECRET=${secret}\n`;
    console.log('Wrote a fresh JWT_SECRET for local development to .dev.vars.');
  }
  if (!/^ENVIRONMENT=/m.test(text)) text += 'ENVIRONMENT=development\n';
  else text = text.replace(/^ENVIRONMENT=.*$/m, 'ENVIRONMENT=development');
  fs.writeFileSync(file, text.endsWith('\n') || !text ? text : `${text}\n`);
}
