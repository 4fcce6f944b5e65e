/**
 * The local D1 and KV that `wrangler dev --persist-to DIR` serves, opened in this process through
 * wrangler's getPlatformProxy (one workerd, started once): preparing a state this way takes about
 * 4 s where `wrangler d1 migrations apply`, a `wrangler d1 execute` per seed file and
 * `wrangler kv key put` took about 22 (each command a workerd of its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OFFLINE_WRANGLER_ENV } from './offline-env.mjs';
import { splitSql } from './seed-sql.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * DB and KV of the state under `persistTo`, under the ids wrangler.toml gives them (wrangler keys
 * local storage by them, so `wrangler dev` finds the same files). Only these two: the full config
 * would start the Durable Objects too, which cannot run here.
 */
export async function openLocalBindings(persistTo) {
  // The platform proxy is wrangler and miniflare in this process: they read these switches here.
  Object.assign(process.env, OFFLINE_WRANGLER_ENV);
  const { getPlatformProxy, unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });
  const d1 = config.d1_databases.find((d) => d.binding === 'DB');
  const kv = config.kv_namespaces.find((k) => k.binding === 'KV');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-local-config-'));
  const configPath = path.join(tmp, 'wrangler.json');
  fs.writeFileSync(
    configPath,
    JSON.stringify({
      name: 'eco-local-state',
      compatibility_date: config.compatibility_date,
      d1_databases: [{ binding: 'DB', database_name: d1.database_name, database_id: d1.database_id }],
      kv_namespaces: [{ binding: 'KV', id: kv.id }],
    }),
  );
  try {
    const proxy = await getPlatformProxy({
      configPath,
      persist: { path: path.resolve(persistTo, 'v3') },
      remoteBindings: false,
      envFiles: [],
    });
    return { DB: proxy.env.DB, KV: proxy.env.KV, dispose: () => proxy.dispose() };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Applies the migrations not yet applied, as `wrangler d1 migrations apply` does: each file in one
 * batch with its row in wrangler's d1_migrations table, so wrangler sees the same state afterwards.
 */
export async function applyMigrations(db) {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((r) => r.name));
  const dir = path.join(root, 'migrations');
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    const statements = splitSql(fs.readFileSync(path.join(dir, name), 'utf8')).map((s) => db.prepare(s));
    await db.batch([...statements, db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
  }
}

/** Runs SQL files' statements in order, in batches (a batch is one transaction in D1). */
export async function runSqlStatements(db, statements, batchSize = 200) {
  for (let i = 0; i < statements.length; i += batchSize) {
    await db.batch(statements.slice(i, i + batchSize).map((s) => db.prepare(s)));
  }
}
