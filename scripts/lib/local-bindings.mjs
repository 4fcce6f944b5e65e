/**
 * The local D1 and KV that `wrangler dev --persist-to DIR` serves, opened in this process through
 * one Miniflare (one workerd, started once): preparing a state this way takes about 4 s where
 * `wrangler d1 migrations apply`, a `wrangler d1 execute` per seed file and `wrangler kv key put`
 * took about 22 (each command a workerd of its own).
 *
 * Every call goes to a small bridge worker through `dispatchFetch`, which is asynchronous. Not
 * through wrangler's getPlatformProxy: its bindings make `prepare()` a synchronous round trip
 * (a worker thread and Atomics.wait), which on a loaded machine now and then reads no reply and
 * fails an assertion inside miniflare, taking the seed or the import down with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OFFLINE_WRANGLER_ENV } from './offline-env.mjs';
import { splitSql } from './seed-sql.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Runs what the Node side asks for against the real bindings; errors come back as 500 + message. */
const BRIDGE = `
const statement = (db, s) => db.prepare(s.sql).bind(...s.params);
export default {
  async fetch(request, env) {
    const q = await request.json();
    try {
      if (q.op === 'batch') return Response.json(await env.DB.batch(q.statements.map((s) => statement(env.DB, s))));
      if (q.op === 'all') return Response.json(await statement(env.DB, q).all());
      if (q.op === 'run') return Response.json(await statement(env.DB, q).run());
      if (q.op === 'first') return Response.json({ row: await statement(env.DB, q).first(q.column) });
      if (q.op === 'kv-put') return Response.json(await env.KV.put(q.key, q.value) ?? null);
      if (q.op === 'kv-get') return Response.json({ value: await env.KV.get(q.key) });
      return new Response('unknown op ' + q.op, { status: 400 });
    } catch (e) {
      return new Response(String(e?.message ?? e), { status: 500 });
    }
  },
};`;

/** A statement as D1 has it (prepare, bind, all, first, run), sent whole when it runs. */
class Statement {
  constructor(call, sql, params = []) {
    this.call = call;
    this.sql = sql;
    this.params = params;
  }
  bind(...params) {
    return new Statement(this.call, this.sql, params);
  }
  all() {
    return this.call({ op: 'all', sql: this.sql, params: this.params });
  }
  run() {
    return this.call({ op: 'run', sql: this.sql, params: this.params });
  }
  async first(column) {
    return (await this.call({ op: 'first', sql: this.sql, params: this.params, column })).row;
  }
}

/**
 * DB and KV of the state under `persistTo`, under the ids wrangler.toml gives them (wrangler keys
 * local storage by them, so `wrangler dev` finds the same files). Only these two: the full config
 * would start the Durable Objects too, which cannot run here.
 */
export async function openLocalBindings(persistTo) {
  // Wrangler and miniflare run in this process: they read these switches here.
  Object.assign(process.env, OFFLINE_WRANGLER_ENV);
  const [{ unstable_readConfig }, { Miniflare }] = await Promise.all([import('wrangler'), import('miniflare')]);
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });
  const d1 = config.d1_databases.find((d) => d.binding === 'DB');
  const kv = config.kv_namespaces.find((k) => k.binding === 'KV');
  fs.mkdirSync(persistTo, { recursive: true });
  const mf = new Miniflare({
    modules: true,
    script: BRIDGE,
    compatibilityDate: config.compatibility_date,
    // The same layout and ids as wrangler's local mode (its getDefaultPersistRoot, d1DatabaseEntry).
    defaultPersistRoot: path.resolve(persistTo, 'v3'),
    d1Databases: { DB: d1.preview_database_id ?? d1.database_id },
    kvNamespaces: { KV: kv.id },
  });
  await mf.ready;
  const call = async (body) => {
    const res = await mf.dispatchFetch('http://bridge/', { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(await res.text());
    return res.json();
  };
  const DB = {
    prepare: (sql) => new Statement(call, sql),
    batch: (statements) => call({ op: 'batch', statements: statements.map((s) => ({ sql: s.sql, params: s.params })) }),
  };
  const KV = {
    put: (key, value) => call({ op: 'kv-put', key, value }),
    get: async (key) => (await call({ op: 'kv-get', key })).value,
  };
  return { DB, KV, dispose: () => mf.dispose() };
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
