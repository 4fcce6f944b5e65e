#!/usr/bin/env node
/**
 * Development seed: `seedDemo(db)` (run by `npm run dev` and the browser tests through
 * scripts/lib/local-worker.mjs), or `node scripts/seed.mjs --persist-to DIR` on a migrated state.
 * Idempotent: fixed ids, INSERT OR IGNORE, and the demo password re-hashed on every run so it
 * always matches scripts/demo-accounts.json.
 *
 * Accounts: one per role from scripts/demo-accounts.json. Other demo data: every
 * scripts/seed-data/*.sql file, in name order, after the accounts (so it can reference them).
 * Passwords use PBKDF2-SHA-256 with the worker's parameters (worker/lib/password.ts).
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openLocalBindings, runSqlStatements } from './lib/local-bindings.mjs';
import { d1Store } from './lib/osm/store.mjs';
import { q, splitSql, stableId } from './lib/seed-sql.mjs';
import { seedOsm } from './seed-osm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Must equal PBKDF2_ITERATIONS / PASSWORD_ALGORITHM in worker/lib/password.ts.
const ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const b64url = (buf) => Buffer.from(buf).toString('base64url');

/** The demo accounts' statements: one per role from scripts/demo-accounts.json. */
function accountStatements(accounts) {
  const now = Date.now();
  const sql = [];
  for (const account of accounts) {
    const userId = stableId(`user:${account.email}`);
    const orgId = account.orgName ? stableId(`org:${account.orgName}`) : null;
    const salt = randomBytes(16);
    const hash = pbkdf2Sync(account.password, salt, ITERATIONS, 32, 'sha256');
    if (orgId) {
      sql.push(
        `INSERT OR IGNORE INTO organisations (id, name, full_name, tin, address, logo_url, edition, contacts, created_at) VALUES (${[
          // orgName keys the id (stable across renames); orgTitle is what people read, in Russian.
          orgId,
          account.orgTitle ?? account.orgName,
          account.orgTitle ?? account.orgName,
          '7707083893',
          'ул. Тверская, д. 1, Москва',
          null,
          'ru',
          '{}',
          now,
        ]
          .map(q)
          .join(', ')})`,
      );
    }
    sql.push(
      `INSERT OR IGNORE INTO users (id, email, name, phone, password_hash, password_salt, password_iterations, password_algorithm, locale, edition, status, email_verified_at, org_id, profile_id, payment_account_id, created_at, updated_at) VALUES (${[
        userId,
        account.email.toLowerCase(),
        account.name,
        null,
        b64url(hash),
        b64url(salt),
        ITERATIONS,
        ALGORITHM,
        'ru-RU',
        'ru',
        'active',
        now,
        orgId,
        stableId(`profile:${account.email}`),
        stableId(`payment:${account.email}`),
        now,
        now,
      ]
        .map(q)
        .join(', ')})`,
    );
    sql.push(
      `UPDATE users SET password_hash = ${q(b64url(hash))}, password_salt = ${q(b64url(salt))}, password_iterations = ${ITERATIONS}, password_algorithm = ${q(ALGORITHM)}, status = 'active' WHERE id = ${q(userId)}`,
    );
    for (const role of account.serverRoles)
      sql.push(`INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (${q(userId)}, ${q(role)})`);
  }
  return sql;
}

/**
 * Seeds a migrated database: the accounts, then every scripts/seed-data/*.sql in name order (so
 * they can reference the accounts), then the OpenStreetMap demo layer through the real importer.
 */
export async function seedDemo(db) {
  const accounts = JSON.parse(fs.readFileSync(path.join(root, 'scripts/demo-accounts.json'), 'utf8'));
  const statements = accountStatements(accounts);
  const extra = path.join(root, 'scripts/seed-data');
  const files = fs
    .readdirSync(extra)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const name of files) statements.push(...splitSql(fs.readFileSync(path.join(extra, name), 'utf8')));
  await runSqlStatements(db, statements);
  const osm = await seedOsm(d1Store(db));
  return `seed: ${accounts.length} demo accounts, ${files.length} data file(s), ${osm}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const persistIndex = args.indexOf('--persist-to');
  const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : path.join(root, '.wrangler/state');
  const local = await openLocalBindings(persistTo);
  try {
    console.log(`${await seedDemo(local.DB)} into ${persistTo}`);
  } finally {
    await local.dispose();
  }
}
