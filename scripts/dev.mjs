#!/usr/bin/env node
/**
 * `npm run dev`: build the client, migrate and seed the local database, record the build id,
 * then serve all three editions with wrangler dev (every binding embedded, no account needed).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devPort } from './lib/dev-port.mjs';
import { DEV_VARS, prepareLocalState, root, startWorker } from './lib/local-worker.mjs';

const port = devPort();
const persistTo = path.join(root, '.wrangler/state');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
ensureDevVars();
await prepareLocalState(persistTo);

const worker = await startWorker({ port, persistTo, vars: DEV_VARS, logFile: path.join(root, '.wrangler/dev.log') });
const accountsFile = path.join(root, 'scripts/demo-accounts.json');
const accounts = fs.existsSync(accountsFile) ? JSON.parse(fs.readFileSync(accountsFile, 'utf8')) : [];
console.log(`
  The portal is running (log: .wrangler/dev.log):
    Russian edition        ${worker.url('localhost')}/
    Kazakhstan edition     ${worker.url('kz.localhost')}/   (also ${worker.url('kz.localhost')}/ru-kz/)
    International edition  ${worker.url('intl.localhost')}/
${accounts.length ? `\n  Demo accounts (password for all: ${accounts[0].password}):\n${accounts.map((a) => `    ${a.role.padEnd(22)} ${a.email}`).join('\n')}\n` : ''}
  Press Ctrl+C to stop.`);

const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
worker.child.on('exit', (code) => process.exit(code ?? 0));

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
