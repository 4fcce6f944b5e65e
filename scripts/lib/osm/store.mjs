/**
 * Where an import writes: the local D1 that `npm run dev` uses (.wrangler/state, through
 * scripts/lib/local-bindings.mjs) or the deployed database (`wrangler d1 execute --remote`). Both take
 * plain SQL, one run() one transaction, so the batches below are the same statements for either.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLocalBindings } from '../local-bindings.mjs';
import { q } from '../seed-sql.mjs';
import { ROW_COLUMNS } from './row.mjs';
import { mergedStatement, progressStatement, stillStaging } from './runs.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** Local D1 under `persistTo` (the directory given to `wrangler dev --persist-to`). */
export async function localStore(persistTo = path.join(root, '.wrangler/state')) {
  const local = await openLocalBindings(persistTo);
  return { ...d1Store(local.DB), close: () => local.dispose() };
}

/** A store over an open D1 binding (the seed's, which has one already). */
export function d1Store(db) {
  return {
    async run(statements) {
      if (statements.length) await db.batch(statements.map((s) => db.prepare(s)));
    },
    async all(sql) {
      return (await db.prepare(sql).all()).results;
    },
  };
}

/**
 * The deployed database through wrangler (needs `wrangler login` or CLOUDFLARE_API_TOKEN). Each
 * run() is one SQL file sent by `wrangler d1 execute --remote --file`, which D1 imports as a whole or
 * not at all ("if the execution fails to complete, your DB will return to its original state");
 * docs/decisions/218-osm-remote-imports-resume.md.
 */
export function remoteStore() {
  const wrangler = path.join(root, 'node_modules/.bin/wrangler');
  const exec = (args) => {
    const out = spawnSync(wrangler, ['d1', 'execute', 'DB', '--remote', '--json', ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (out.status !== 0) throw new Error(`wrangler d1 execute failed:\n${out.stdout}\n${out.stderr}`);
    return JSON.parse(out.stdout);
  };
  return sqlFileStore({
    executeFile: async (file) => exec(['--file', file]),
    query: async (sql) => exec(['--command', sql])[0]?.results ?? [],
  });
}

/**
 * A store that sends each run() as one SQL file to `executeFile` (the remote store's shape; tests
 * give it a local executor to interrupt at will) and reads through `query`.
 */
export function sqlFileStore({ executeFile, query, close = async () => {} }) {
  return {
    async run(statements) {
      if (!statements.length) return;
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'osm-import-')), 'batch.sql');
      fs.writeFileSync(file, statements.map((s) => `${s};`).join('\n'));
      try {
        await executeFile(file);
      } finally {
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    },
    all: query,
    close,
  };
}

/**
 * Staged rows are written in statements of at most `statementBytes` (D1 caps one statement at 100 KB),
 * `batchStatements` statements a batch. A batch is one store.run (one transaction) and ends with the
 * run's new progress, so the record never claims rows the database lacks. On a resumed run the first
 * `skip` rows (those committed before) are counted, not sent again.
 */
export class Stager {
  constructor(store, run, { skip = 0, batches = 0, statementBytes = 90_000, batchStatements = 20, onBatch } = {}) {
    this.store = store;
    this.run = run;
    this.values = [];
    this.size = 0;
    this.pending = [];
    this.count = 0;
    this.skip = skip;
    this.committed = skip;
    this.batches = batches;
    this.statementBytes = statementBytes;
    this.batchStatements = batchStatements;
    this.onBatch = onBatch;
  }

  async add(row) {
    this.count++;
    if (this.count <= this.skip) return;
    const tuple = `(${[this.run, ...ROW_COLUMNS.map((c) => row[c])].map(q).join(', ')})`;
    if (this.size + tuple.length > this.statementBytes) this.#cut();
    this.values.push(tuple);
    this.size += tuple.length;
    if (this.pending.length >= this.batchStatements) await this.flush();
  }

  #cut() {
    if (!this.values.length) return;
    this.pending.push(
      `INSERT OR REPLACE INTO osm_import_staging (run, ${ROW_COLUMNS.join(', ')}) VALUES ${this.values.join(', ')}`,
    );
    this.values = [];
    this.size = 0;
  }

  async flush() {
    this.#cut();
    if (!this.pending.length) return;
    const statements = this.pending;
    this.pending = [];
    await this.store.run([...statements, progressStatement(this.run, this.count, this.batches + 1)]);
    this.batches++;
    this.onBatch?.({ batch: this.batches, staged: this.count });
    this.committed = this.count;
  }
}

// Origins (docs/decisions/197-osm-regions-and-editions.md): osm_facility_origins holds one row per
// (edition, region, point) that brought the point. A point lives while any origin holds it.
const staged = (run) => `SELECT id FROM osm_import_staging WHERE run = ${q(run)}`;
/** Points of `edition` that only the region (edition, region) holds: what letting it go removes. */
const onlyRegion = (edition, region, alias) => `${alias}.edition = ${q(edition)}
  AND ${alias}.id IN (SELECT osm_facility_id FROM osm_facility_origins WHERE edition = ${q(edition)} AND region = ${q(region)})
  AND NOT EXISTS (SELECT 1 FROM osm_facility_origins o WHERE o.osm_facility_id = ${alias}.id AND (o.edition <> ${q(edition)} OR o.region <> ${q(region)}))`;

/**
 * added / updated / unchanged / removed as the merge will find them; released: the region no longer
 * has them but another region does (they stay); otherEditions: { edition: n } staged points another
 * edition holds (kept there, untouched).
 */
export async function diffCounts(store, run, edition, region) {
  const [row] = await store.all(`SELECT
    (SELECT COUNT(*) FROM osm_import_staging s WHERE s.run = ${q(run)} AND NOT EXISTS (SELECT 1 FROM osm_facilities p WHERE p.id = s.id)) AS added,
    (SELECT COUNT(*) FROM osm_import_staging s JOIN osm_facilities p ON p.id = s.id AND p.edition = s.edition WHERE s.run = ${q(run)} AND p.digest <> s.digest) AS updated,
    (SELECT COUNT(*) FROM osm_import_staging s JOIN osm_facilities p ON p.id = s.id AND p.edition = s.edition WHERE s.run = ${q(run)} AND p.digest = s.digest) AS unchanged,
    (SELECT COUNT(*) FROM osm_facilities p WHERE ${onlyRegion(edition, region, 'p')} AND p.id NOT IN (${staged(run)})) AS removed,
    (SELECT COUNT(*) FROM osm_facility_origins o WHERE o.edition = ${q(edition)} AND o.region = ${q(region)} AND o.osm_facility_id NOT IN (${staged(run)})) AS gone`);
  const others =
    await store.all(`SELECT p.edition, COUNT(*) AS n FROM osm_import_staging s JOIN osm_facilities p ON p.id = s.id
    WHERE s.run = ${q(run)} AND p.edition <> ${q(edition)} GROUP BY p.edition ORDER BY p.edition`);
  return {
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    released: row.gone - row.removed,
    otherEditions: Object.fromEntries(others.map((r) => [r.edition, r.n])),
  };
}

/**
 * The swap, one batch (one transaction): new and changed rows of this edition in (a point another
 * edition holds is left where it is, never moved), the region's vanished points out unless another
 * region still holds them, the region's origins set to what it has now, and last the run marked
 * 'merged' with `summary`. Every statement holds only while the run is still 'staging', so sending the
 * batch again after it committed changes nothing (its staging is cleared after the finder index
 * follows, never here: an empty staging would read as "the region has no points").
 * `remove: false` (an empty extract) keeps the region's origins and points.
 */
export function mergeStatements(run, edition, region, now, { remove = true, summary = {} } = {}) {
  const cols = ROW_COLUMNS.join(', ');
  const set = ROW_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const staging = stillStaging(run);
  return [
    `INSERT INTO osm_facilities (${cols}, imported_at, updated_at) SELECT ${cols}, ${now}, ${now} FROM osm_import_staging s WHERE s.run = ${q(run)}
       AND NOT EXISTS (SELECT 1 FROM osm_facilities p WHERE p.id = s.id AND p.edition <> s.edition) AND ${staging}
     ON CONFLICT(id) DO UPDATE SET ${set}, updated_at = excluded.updated_at WHERE osm_facilities.digest <> excluded.digest AND osm_facilities.edition = excluded.edition`,
    ...(remove
      ? [
          `DELETE FROM osm_facilities WHERE ${onlyRegion(edition, region, 'osm_facilities')} AND osm_facilities.id NOT IN (${staged(run)}) AND ${staging}`,
          `DELETE FROM osm_facility_origins WHERE edition = ${q(edition)} AND region = ${q(region)} AND osm_facility_id NOT IN (${staged(run)}) AND ${staging}`,
        ]
      : []),
    `INSERT OR IGNORE INTO osm_facility_origins (edition, region, osm_facility_id)
       SELECT ${q(edition)}, ${q(region)}, s.id FROM osm_import_staging s JOIN osm_facilities p ON p.id = s.id AND p.edition = ${q(edition)} WHERE s.run = ${q(run)} AND ${staging}`,
    mergedStatement(run, summary),
  ];
}

/** What dropping a region would do: { removed, released } (as in diffCounts). */
export async function dropCounts(store, edition, region) {
  const [row] = await store.all(`SELECT
    (SELECT COUNT(*) FROM osm_facilities p WHERE ${onlyRegion(edition, region, 'p')}) AS removed,
    (SELECT COUNT(*) FROM osm_facility_origins WHERE edition = ${q(edition)} AND region = ${q(region)}) AS held`);
  return { removed: row.removed, released: row.held - row.removed };
}

/** Lets a region go on purpose: its points out unless another region holds them, its origins out. */
export function dropStatements(edition, region) {
  return [
    `DELETE FROM osm_facilities WHERE ${onlyRegion(edition, region, 'osm_facilities')}`,
    `DELETE FROM osm_facility_origins WHERE edition = ${q(edition)} AND region = ${q(region)}`,
  ];
}

/** The regions of an edition and how many points each holds. */
export const regionsSql = (edition) =>
  `SELECT region, COUNT(*) AS n FROM osm_facility_origins WHERE edition = ${q(edition)} GROUP BY region ORDER BY region`;
