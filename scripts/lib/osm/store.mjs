/**
 * Where an import writes: the local D1 that `npm run dev` uses (.wrangler/state, through wrangler's
 * getPlatformProxy) or the deployed database (`wrangler d1 execute --remote`). Both take plain SQL,
 * so the merge below is the same statements for either.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLocalBindings } from '../local-bindings.mjs';
import { q } from '../seed-sql.mjs';
import { ROW_COLUMNS } from './row.mjs';

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

/** The deployed database through wrangler (needs `wrangler login` or CLOUDFLARE_API_TOKEN). */
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
  return {
    async run(statements) {
      if (!statements.length) return;
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'osm-import-')), 'chunk.sql');
      fs.writeFileSync(file, statements.map((s) => `${s};`).join('\n'));
      try {
        exec(['--file', file]);
      } finally {
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    },
    async all(sql) {
      return exec(['--command', sql])[0]?.results ?? [];
    },
    close: async () => {},
  };
}

/** Staged rows are written in statements of at most ~90 KB (D1 caps one statement at 100 KB). */
export class Stager {
  constructor(store, run) {
    this.store = store;
    this.run = run;
    this.values = [];
    this.size = 0;
    this.pending = [];
    this.count = 0;
  }

  async add(row) {
    const tuple = `(${[this.run, ...ROW_COLUMNS.map((c) => row[c])].map(q).join(', ')})`;
    if (this.size + tuple.length > 90_000) this.#cut();
    this.values.push(tuple);
    this.size += tuple.length;
    this.count++;
    if (this.pending.length >= 20) await this.flush();
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
    const statements = this.pending;
    this.pending = [];
    await this.store.run(statements);
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
 * One transaction: new and changed rows of this edition in (a point another edition holds is left
 * where it is, never moved), the region's vanished points out unless another region still holds
 * them, the region's origins set to what it has now, staging cleared. `remove: false` (an empty
 * extract) keeps the region's origins and points.
 */
export function mergeStatements(run, edition, region, now, { remove = true } = {}) {
  const cols = ROW_COLUMNS.join(', ');
  const set = ROW_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  return [
    `INSERT INTO osm_facilities (${cols}, imported_at, updated_at) SELECT ${cols}, ${now}, ${now} FROM osm_import_staging s WHERE s.run = ${q(run)}
       AND NOT EXISTS (SELECT 1 FROM osm_facilities p WHERE p.id = s.id AND p.edition <> s.edition)
     ON CONFLICT(id) DO UPDATE SET ${set}, updated_at = excluded.updated_at WHERE osm_facilities.digest <> excluded.digest AND osm_facilities.edition = excluded.edition`,
    ...(remove
      ? [
          `DELETE FROM osm_facilities WHERE ${onlyRegion(edition, region, 'osm_facilities')} AND osm_facilities.id NOT IN (${staged(run)})`,
          `DELETE FROM osm_facility_origins WHERE edition = ${q(edition)} AND region = ${q(region)} AND osm_facility_id NOT IN (${staged(run)})`,
        ]
      : []),
    `INSERT OR IGNORE INTO osm_facility_origins (edition, region, osm_facility_id)
       SELECT ${q(edition)}, ${q(region)}, s.id FROM osm_import_staging s JOIN osm_facilities p ON p.id = s.id AND p.edition = ${q(edition)} WHERE s.run = ${q(run)}`,
    `DELETE FROM osm_import_staging WHERE run = ${q(run)}`,
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
