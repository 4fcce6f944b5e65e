/**
 * Imports to the deployed database that cannot half-fail (docs/decisions/218-osm-remote-imports-resume.md).
 * The remote path's stand-in: sqlFileStore (what remoteStore is: one SQL file per batch) executing
 * each file as one D1 batch against a local D1 (scripts/lib/local-bindings.mjs), and failing where a
 * test says: before a batch commits, after it commits (the reply lost, the process gone before it
 * knew), or halfway through a file. After a failure the region is exactly as before; the same call
 * again resumes without re-sending what committed and ends with the same rows as a clean import.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openLocalBindings } from '../../scripts/lib/local-bindings.mjs';
import { ImportInterrupted, importOsm } from '../../scripts/lib/osm/import.mjs';
import { d1Store, sqlFileStore } from '../../scripts/lib/osm/store.mjs';
// @ts-expect-error plain ESM seed helpers
import { splitSql } from '../../scripts/lib/seed-sql.mjs';

const root = path.resolve(__dirname, '../..');
const now = new Date(Date.UTC(2026, 2, 10));
// A row a statement; a batch goes once two statements wait, with the row just added: three rows a
// batch, so a 30-point extract is ten staging batches.
const batch = { statementBytes: 1, batchStatements: 2 };
let dir: string;
let local: Awaited<ReturnType<typeof openLocalBindings>>;
let db: ReturnType<typeof d1Store>;

type When = 'before' | 'after' | 'half';
/** Each executed file: the ids it staged (empty for other batches) and whether it committed. */
interface Sent {
  staged: string[];
  committed: boolean;
  sql: string;
}

/** The remote stand-in; `fail(sql, i)` says whether the i-th file (from 0) fails, and how. */
function standIn(fail: (sql: string, i: number) => When | null = () => null) {
  const sent: Sent[] = [];
  const execute = async (sql: string) => {
    const statements = splitSql(sql);
    await db.run(statements);
  };
  const store = sqlFileStore({
    executeFile: async (file) => {
      const sql = fs.readFileSync(file, 'utf8');
      const staged = sql.includes('INSERT OR REPLACE INTO osm_import_staging')
        ? [...sql.matchAll(/\('[^']*', '((?:node|way)-\d+)'/g)].map((m) => m[1] as string)
        : [];
      const entry = { staged, committed: false, sql };
      const when = fail(sql, sent.length);
      sent.push(entry);
      if (when === 'before') throw new Error('wrangler d1 execute failed: connection reset');
      if (when === 'half') {
        // A file that did not commit whole: its first statement only (D1's import does not allow
        // this; the batch's statements make it harmless anyway).
        await execute(`${splitSql(sql)[0]};`);
        throw new Error('wrangler d1 execute failed: the import stopped');
      }
      await execute(sql);
      entry.committed = true;
      if (when === 'after') throw new Error('wrangler d1 execute failed: no reply (the import went on)');
    },
    query: (sql) => db.all(sql),
  });
  return { store, sent, stagedIds: () => sent.filter((s) => s.committed).flatMap((s) => s.staged) };
}

const pts = (from: number, to: number, name = (id: number) => `Point ${id}`) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map(
    (id) =>
      `<node id="${id}" version="1" timestamp="2025-01-01T00:00:00Z" lat="${55 + id / 1000}" lon="${37 + id / 1000}"><tag k="amenity" v="recycling"/><tag k="recycling:paper" v="yes"/><tag k="name" v="${name(id)}"/></node>`,
  );
function extract(name: string, nodes: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `<?xml version="1.0"?><osm version="0.6">${nodes.join('')}</osm>`);
  return file;
}

/** Everything an import touches, whole rows, in a stable order. */
const snapshot = async () => ({
  points: await db.all('SELECT * FROM osm_facilities ORDER BY id'),
  origins: await db.all('SELECT * FROM osm_facility_origins ORDER BY edition, region, osm_facility_id'),
  finder: await db.all(
    "SELECT ref_id, name, lat, lng, materials, hours, updated_at FROM finder_facilities WHERE source = 'osm' ORDER BY ref_id",
  ),
});
const leftovers = async () => ({
  staging: (await db.all('SELECT COUNT(*) AS n FROM osm_import_staging'))[0].n,
  runs: (await db.all('SELECT COUNT(*) AS n FROM osm_import_runs'))[0].n,
});

let oldFile: string;
let newFile: string;
let before: Awaited<ReturnType<typeof snapshot>>;
let clean: Awaited<ReturnType<typeof snapshot>>;
let cleanBatches: number;
const run = (file: string, store: ReturnType<typeof standIn>['store'], extra = {}) =>
  importOsm({ file, edition: 'ru', region: 'north', store, now, batch, ...extra });
/** Back to the old extract, through a plain store (the state every case starts from). */
const reset = async () => {
  await run(oldFile, standIn().store, { restart: true });
  expect(await snapshot()).toEqual(before);
};

// One migrated database for the whole file.
beforeAll(async () => {
  process.env.TZ = 'UTC';
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-remote-resume-test-'));
  local = await openLocalBindings(dir);
  await applyMigrations(local.DB);
  db = d1Store(local.DB);
  // The old extract: points 1–20, and the new one: 6–20 renamed and 21–35 added (1–5 vanish).
  oldFile = extract('north-old.osm', pts(1, 20));
  newFile = extract(
    'north-new.osm',
    pts(6, 35, (id) => `New ${id}`),
  );
  await run(oldFile, standIn().store);
  before = await snapshot();
  const first = standIn();
  await run(newFile, first.store);
  clean = await snapshot();
  cleanBatches = first.sent.filter((s) => s.staged.length).length;
  await reset();
}, 120_000);
afterAll(async () => {
  await local?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a remote OpenStreetMap import interrupted and resumed', () => {
  it('the clean import: ten staging batches, then the swap, the finder, nothing left over', () => {
    expect(cleanBatches).toBe(10);
    expect(before.points.map((p: any) => p.id)).toHaveLength(20);
    expect(clean.points.map((p: any) => p.name)).toContain('New 35');
    expect(clean.points.map((p: any) => p.id)).not.toContain('node-1');
    expect(clean.finder).toHaveLength(30);
  });

  const how = {
    before: 'before it commits',
    after: 'after it committed (reply lost)',
    half: 'halfway through its file',
  };
  for (const when of ['before', 'after', 'half'] as const) {
    it(`a staging batch failing ${how[when]}: the region untouched, the rerun sends only what is missing`, async () => {
      const lines: string[] = [];
      const failing = standIn((sql, i) => (i === 4 && sql.includes('osm_import_staging') ? when : null));
      const stopped = await run(newFile, failing.store, { onStatus: (l: string) => lines.push(l) }).catch((e) => e);
      expect(stopped).toBeInstanceOf(ImportInterrupted);
      const committed = failing.stagedIds();
      // Files 0–1 are the run lookup's neighbours: the start batch, then staging batches from file 1.
      expect(committed).toHaveLength(when === 'after' ? 12 : 9);
      // The process knows of three batches; in the 'after' case a fourth committed without its knowing.
      expect(stopped.message).toContain('at least 9 points of the extract are staged');
      expect(stopped.message).toMatch(/nothing in the region north of the ru edition has changed/);
      expect(stopped.message).toMatch(/Run the same command again to resume from there, or add --restart/);
      expect(await snapshot()).toEqual(before);
      expect(lines[0]).toMatch(/^Started run \S+ of the region north of the ru edition\.$/);

      const again = standIn();
      const resumedLines: string[] = [];
      const summary = await run(newFile, again.store, { onStatus: (l: string) => resumedLines.push(l) });
      expect(resumedLines[0]).toMatch(
        new RegExp(
          `^Resuming run \\S+ of the region north of the ru edition: ${committed.length} points already staged`,
        ),
      );
      expect(summary).toMatchObject({
        added: 15,
        updated: 15,
        removed: 5,
        seen: 30,
        resumed: { staged: committed.length },
      });
      // Nothing committed is sent twice; together the two runs sent the extract once.
      const resent = again.stagedIds();
      expect(resent.filter((id) => committed.includes(id))).toEqual([]);
      expect([...committed, ...resent].sort()).toEqual(clean.points.map((p: any) => p.id).sort());
      expect(again.sent.filter((s) => s.staged.length)).toHaveLength(cleanBatches - committed.length / 3);
      expect(await snapshot()).toEqual(clean);
      expect(await leftovers()).toEqual({ staging: 0, runs: 0 });
      await reset();
    }, 60_000);
  }

  it('the swap failing before it commits leaves the region as it was; the rerun swaps without staging again', async () => {
    const failing = standIn((sql) => (sql.includes("phase = 'merged'") ? 'before' : null));
    const stopped = await run(newFile, failing.store).catch((e) => e);
    expect(stopped).toBeInstanceOf(ImportInterrupted);
    expect(stopped.message).toMatch(/all 30 points are staged .*either committed whole or not at all/);
    expect(await snapshot()).toEqual(before);
    const again = standIn();
    await run(newFile, again.store);
    expect(again.stagedIds()).toEqual([]);
    expect(await snapshot()).toEqual(clean);
    expect(await leftovers()).toEqual({ staging: 0, runs: 0 });
    await reset();
  }, 60_000);

  it('the process gone after the swap committed: the rerun only brings the finder up to date; a replayed swap changes nothing', async () => {
    let swap = '';
    const failing = standIn((sql) => {
      if (!sql.includes("phase = 'merged'")) return null;
      swap = sql;
      return 'after';
    });
    const stopped = await run(newFile, failing.store).catch((e) => e);
    expect(stopped).toBeInstanceOf(ImportInterrupted);
    // The swap is whole: every point and origin of the new extract, none of the old one's vanished.
    const swapped = await snapshot();
    expect(swapped.points).toEqual(clean.points);
    expect(swapped.origins).toEqual(clean.origins);
    // The same swap sent again (a retry that did not know it had committed): nothing changes.
    await db.run(splitSql(swap));
    expect(await snapshot()).toEqual(swapped);

    const again = standIn();
    const lines: string[] = [];
    const summary = await run(newFile, again.store, { onStatus: (l: string) => lines.push(l) });
    expect(lines[0]).toMatch(/^Resuming run \S+: its swap into the region north of the ru edition has committed/);
    expect(summary).toMatchObject({ added: 15, updated: 15, removed: 5, seen: 30, resumed: { staged: 30 } });
    expect(again.sent.filter((s) => s.staged.length || s.sql.includes("phase = 'merged'"))).toEqual([]);
    expect(await snapshot()).toEqual(clean);
    expect(await leftovers()).toEqual({ staging: 0, runs: 0 });
    // Replayed once the run is gone: still nothing.
    await db.run(splitSql(swap));
    expect(await snapshot()).toEqual(clean);
    await reset();
  }, 60_000);

  it('another file for the region starts afresh, discarding the stalled staging; --restart does too', async () => {
    const failing = standIn((_sql, i) => (i === 3 ? 'before' : null));
    await expect(run(newFile, failing.store)).rejects.toBeInstanceOf(ImportInterrupted);
    const stalled = (await db.all('SELECT run, staged FROM osm_import_runs'))[0];
    expect(stalled.staged).toBe(6);
    const lines: string[] = [];
    const other = extract('north-other.osm', pts(6, 35, (id) => `New ${id}`).slice(0, 29));
    const again = standIn();
    await run(other, again.store, { onStatus: (l: string) => lines.push(l) });
    expect(lines[0]).toBe(
      `Discarding the unfinished run ${stalled.run} of the region north of the ru edition (another file) and its staged points.`,
    );
    expect(again.stagedIds()).toHaveLength(29);
    expect((await db.all(`SELECT COUNT(*) AS n FROM osm_import_staging WHERE run = '${stalled.run}'`))[0].n).toBe(0);
    expect((await snapshot()).points).toHaveLength(29);
    expect(await leftovers()).toEqual({ staging: 0, runs: 0 });

    await expect(run(newFile, standIn((_sql, i) => (i === 3 ? 'before' : null)).store)).rejects.toBeInstanceOf(
      ImportInterrupted,
    );
    const restarted = standIn();
    const restartLines: string[] = [];
    await run(newFile, restarted.store, { restart: true, onStatus: (l: string) => restartLines.push(l) });
    expect(restartLines[0]).toMatch(
      /^Discarding the unfinished run \S+ of the region north of the ru edition \(--restart\)/,
    );
    expect(restarted.stagedIds()).toHaveLength(30);
    expect(await snapshot()).toEqual(clean);
    expect(await leftovers()).toEqual({ staging: 0, runs: 0 });
    await reset();
  }, 60_000);

  it("the command line resumes a stalled run, says so, and ends with the clean import's rows", async () => {
    await expect(run(newFile, standIn((_sql, i) => (i === 4 ? 'before' : null)).store)).rejects.toBeInstanceOf(
      ImportInterrupted,
    );
    await local.dispose();
    const cli = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/import-osm.mjs'), newFile, '--region', 'north', '--persist-to', dir],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
    );
    local = await openLocalBindings(dir);
    db = d1Store(local.DB);
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toMatch(
      /Resuming run \S+ of the region north of the ru edition: 9 points already staged in 3 committed batches/,
    );
    expect(cli.stdout).toMatch(/^ {2}resumed {4}after 9 points staged by the interrupted run \(not sent again\)$/m);
    expect(cli.stdout).toMatch(/^ {2}added {6}15$/m);
    // The run's own start time, not the command's, stamps the rows: the same as a clean import.
    expect(await snapshot()).toEqual(clean);
    expect(await leftovers()).toEqual({ staging: 0, runs: 0 });
  }, 120_000);
});
