#!/usr/bin/env node
/**
 * Development seed: `node scripts/seed.mjs --persist-to DIR` (run by `npm run dev` and the browser
 * tests through scripts/lib/local-worker.mjs). Idempotent: fixed ids, INSERT OR IGNORE, and the
 * demo password re-hashed on every run so it always matches scripts/demo-accounts.json.
 *
 * Accounts: one per role from scripts/demo-accounts.json. Other demo data: every
 * scripts/seed-data/*.sql file, in name order, after the accounts (so it can reference them).
 * Passwords use PBKDF2-SHA-256 with the worker's parameters (worker/lib/password.ts).
 */
import { spawnSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { q, stableId } from './lib/seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : path.join(root, '.wrangler/state');

// Must equal PBKDF2_ITERATIONS / PASSWORD_ALGORITHM in worker/lib/password.ts.
const ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const b64url = (buf) => Buffer.from(buf).toString('base64url');

const accounts = JSON.parse(fs.readFileSync(path.join(root, 'scripts/demo-accounts.json'), 'utf8'));
const now = Date.now();
const sql = [];
for (const account of accounts) {
  const userId = stableId(`user:${account.email}`);
  const orgId = account.orgName ? stableId(`org:${account.orgName}`) : null;
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(account.password, salt, ITERATIONS, 32, 'sha256');
  if (orgId) {
    sql.push(`INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (${[
      // orgName keys the id (stable across renames); orgTitle is what people read, in Russian.
      orgId, account.orgTitle ?? account.orgName, account.orgTitle ?? account.orgName, '7707083893', 'ул. Тверская, д. 1, Москва', null, 'ru', '{}', now,
    ].map(q).join(', ')});`);
  }
  sql.push(`INSERT OR IGNORE INTO users (id, email, name, phone, password_hash, password_salt, password_iterations, password_algorithm, locale, edition, status, email_verified_at, org_id, profile_id, payment_account_id, created_at, updated_at) VALUES (${[
    userId, account.email.toLowerCase(), account.name, null, b64url(hash), b64url(salt), ITERATIONS, ALGORITHM, 'ru-RU', 'ru', 'active', now, orgId,
    stableId(`profile:${account.email}`), stableId(`payment:${account.email}`), now, now,
  ].map(q).join(', ')});`);
  sql.push(`UPDATE users SET password_hash = ${q(b64url(hash))}, password_salt = ${q(b64url(salt))}, password_iterations = ${ITERATIONS}, password_algorithm = ${q(ALGORITHM)}, status = 'active' WHERE id = ${q(userId)};`);
  for (const role of account.serverRoles) sql.push(`INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (${q(userId)}, ${q(role)});`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-seed-'));
const files = [path.join(tmp, 'accounts.sql')];
fs.writeFileSync(files[0], sql.join('\n') + '\n');
const extra = path.join(root, 'scripts/seed-data');
if (fs.existsSync(extra)) {
  for (const name of fs.readdirSync(extra).filter((f) => f.endsWith('.sql')).sort()) files.push(path.join(extra, name));
}

const wrangler = path.join(root, 'node_modules/.bin/wrangler');
for (const file of files) {
  const result = spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) {
    console.error(`seed: ${path.basename(file)} failed\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
// The OpenStreetMap demo layer goes through the real importer (scripts/seed-osm.mjs).
const osm = spawnSync(process.execPath, [path.join(root, 'scripts/seed-osm.mjs'), '--persist-to', persistTo], { cwd: root, encoding: 'utf8' });
if (osm.status !== 0) {
  console.error(`seed: OpenStreetMap demo points failed\n${osm.stdout}\n${osm.stderr}`);
  process.exit(1);
}
console.log(`seed: ${accounts.length} demo accounts, ${files.length - 1} data file(s) into ${persistTo}`);
