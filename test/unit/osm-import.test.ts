/**
 * The OpenStreetMap importer end to end in Node against a real local D1 (a fresh, migrated persist
 * directory): the hand-written fixture as XML, as PBF written here and as Overpass JSON, and a
 * re-import that updates, removes and leaves alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centroid, importOsm } from '../../scripts/lib/osm/import.mjs';
import { writePbf } from '../../scripts/lib/osm/pbf-writer.mjs';
import { readOsm } from '../../scripts/lib/osm/read.mjs';
import { applyMigrations, openLocalBindings } from '../../scripts/lib/local-bindings.mjs';
import { localStore } from '../../scripts/lib/osm/store.mjs';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'test/fixtures/osm/cases.osm');
const now = new Date(Date.UTC(2026, 2, 10));
let dir: string;
let store: Awaited<ReturnType<typeof localStore>>;

async function elementsOf(file: string) {
  const all = [];
  for await (const e of readOsm(file)) all.push(e);
  return all;
}

function toOverpassJson(elements: Awaited<ReturnType<typeof elementsOf>>) {
  return JSON.stringify({
    version: 0.6,
    elements: elements.map((e) => ({
      type: e.type,
      id: e.id,
      version: e.version,
      timestamp: new Date(e.timestamp!).toISOString(),
      ...(e.type === 'node' ? { lat: e.lat, lon: e.lon } : {}),
      ...(e.type === 'way' ? { nodes: e.refs } : {}),
      ...(e.type === 'relation' ? { members: e.members } : {}),
      tags: e.tags,
    })),
  });
}

describe('npm run import:osm', () => {
  beforeAll(async () => {
    process.env.TZ = 'UTC';
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-import-test-'));
    // Migrated in this process, as `npm run dev` does (scripts/lib/local-bindings.mjs): seconds, where
    // `wrangler d1 migrations apply` (a workerd per command) took minutes on a loaded machine.
    const local = await openLocalBindings(dir);
    await applyMigrations(local.DB);
    await local.dispose();
    store = await localStore(dir);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the same elements from XML, PBF and Overpass JSON', async () => {
    const xml = await elementsOf(fixture);
    const pbf = path.join(dir, 'cases.osm.pbf');
    writePbf(pbf, xml);
    const json = path.join(dir, 'cases.json');
    fs.writeFileSync(json, toOverpassJson(xml));
    const strip = (list: typeof xml) =>
      list.map(({ type, id, version, timestamp, lat, lon, tags, refs }) => ({
        type,
        id,
        version,
        timestamp,
        lat,
        lon,
        tags,
        refs,
      }));
    expect(strip(await elementsOf(pbf))).toEqual(strip(xml));
    expect(strip(await elementsOf(json))).toEqual(strip(xml));
  });

  it('imports every tag case, then re-imports the other formats as unchanged', async () => {
    const first = await importOsm({ file: fixture, edition: 'ru', store, now });
    expect(first).toMatchObject({ added: 8, updated: 0, unchanged: 0, removed: 0, seen: 8 });
    expect(first.skipped).toEqual({
      'open-way': 1,
      relation: 1,
      'no-catalogue-material': 1,
      private: 1,
      'way-nodes-missing': 1,
    });
    const rows = await store.all(
      'SELECT id, name, names, materials, materials_known, hours_kind, check_date, lat, lng, kind, address, osm_version FROM osm_facilities ORDER BY id',
    );
    const byId = Object.fromEntries(rows.map((r: any) => [r.id, r]));
    expect(byId['node-1']).toMatchObject({
      materials: '["paper","glass"]',
      materials_known: 1,
      hours_kind: 'weekly',
      check_date: '2025-05-20',
      address: 'Тверская улица, 7, Москва',
      osm_version: 3,
    });
    expect(JSON.parse(byId['node-1'].names)).toEqual({ ru: 'Контейнеры у школы', en: 'School containers' });
    expect(byId['node-2']).toMatchObject({ materials: '["pet","hard-plastic"]', hours_kind: 'weekly' });
    expect(byId['node-3']).toMatchObject({ materials: '[]', materials_known: 0, hours_kind: 'none' });
    expect(byId['node-4'].hours_kind).toBe('intervals');
    expect(byId['node-5'].hours_kind).toBe('dated');
    expect(byId['node-6'].hours_kind).toBe('raw');
    expect(byId['node-7']).toMatchObject({ kind: 'bottle_return', materials: '["pet"]' });
    expect(byId['way-201']).toMatchObject({
      kind: 'centre',
      lat: 55.801,
      lng: 37.501,
      materials: '["scrap-metal","electronics"]',
    });
    // Every point is in the finder index, linked by its public id, with hours it can answer "open now" from.
    expect(first.finder).toEqual({ indexed: 8, removed: 0 });
    const index = Object.fromEntries(
      (await store.all("SELECT ref_id, hours FROM finder_facilities WHERE source = 'osm'")).map((r: any) => [
        r.ref_id,
        r.hours,
      ]),
    );
    expect(Object.keys(index).sort()).toEqual(rows.map((r: any) => `osm-${r.id}`).sort());
    expect(JSON.parse(index['osm-node-1'])).toHaveProperty('monday');
    expect(JSON.parse(index['osm-node-4'])).toMatchObject({
      osm: 'intervals',
      intervals: { ranges: expect.any(Array) },
    });
    expect(JSON.parse(index['osm-node-5'])).toMatchObject({
      osm: 'dated',
      intervals: { from: expect.any(Number), until: expect.any(Number) },
    });
    expect(index['osm-node-6']).toBe('"unknown"');

    const pbf = path.join(dir, 'cases.osm.pbf');
    expect(await importOsm({ file: pbf, edition: 'ru', store, now })).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 8,
      removed: 0,
    });
    expect(await importOsm({ file: path.join(dir, 'cases.json'), edition: 'ru', store, now })).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 8,
      removed: 0,
    });
  }, 60_000);

  it('a re-import updates changed points, removes vanished ones and leaves the rest untouched', async () => {
    const before = Object.fromEntries(
      (await store.all('SELECT id, updated_at FROM osm_facilities')).map((r: any) => [r.id, r.updated_at]),
    );
    const changed = fs
      .readFileSync(fixture, 'utf8')
      .replace(/<node id="3"[\s\S]*?<\/node>/, '')
      .replace('<node id="2" version="1"', '<node id="2" version="2"')
      .replace('<tag k="opening_hours" v="24/7"/>', '<tag k="opening_hours" v="Mo-Fr 10:00-18:00"/>');
    const file = path.join(dir, 'changed.osm');
    fs.writeFileSync(file, changed);
    const later = new Date(now.getTime() + 86_400_000);
    // The same region as cases.osm (a region is named after its file unless told).
    expect(await importOsm({ file, edition: 'ru', region: 'cases', store, now: later })).toMatchObject({
      added: 0,
      updated: 1,
      unchanged: 6,
      removed: 1,
    });
    const after = Object.fromEntries(
      (await store.all('SELECT id, updated_at, osm_version FROM osm_facilities')).map((r: any) => [r.id, r]),
    );
    expect(after['node-3']).toBeUndefined();
    expect(after['node-2']).toMatchObject({ osm_version: 2, updated_at: later.getTime() });
    expect(after['node-1'].updated_at).toBe(before['node-1']);
    // Another edition's import never removes this edition's points.
    const empty = path.join(dir, 'empty.osm');
    fs.writeFileSync(empty, '<osm version="0.6"></osm>');
    expect(await importOsm({ file: empty, edition: 'kz', store, now: later })).toMatchObject({ added: 0, removed: 0 });
    // An empty extract keeps the layer unless told otherwise.
    expect(await importOsm({ file: empty, edition: 'ru', region: 'cases', store, now: later })).toMatchObject({
      removed: 0,
      keptBecauseEmpty: true,
    });
    expect((await store.all('SELECT COUNT(*) AS n FROM osm_facilities'))[0].n).toBe(7);
    expect((await store.all('SELECT COUNT(*) AS n FROM osm_import_staging'))[0].n).toBe(0);
  }, 60_000);

  it('the command line: --edition kz --quiet --persist-to DIR prints the summary, no progress bar', async () => {
    // The CLI opens the same local D1 itself: this test's handle lets go of it first.
    await store.close();
    store = null as unknown as typeof store;
    const out = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/import-osm.mjs'), fixture, '--edition', 'kz', '--quiet', '--persist-to', dir],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
    );
    expect(out.status, out.stderr).toBe(0);
    expect(out.stderr).not.toMatch(/\[#*\.*\]\s+\d+%/);
    expect(out.stdout).toContain('OpenStreetMap import of cases.osm as the region cases of the kz edition (');
    expect(out.stdout).toMatch(/elements read, 8 recycling points\):/);
    // The seven points the ru edition holds stay there (docs/decisions/197-osm-regions-and-editions.md).
    expect(out.stdout).toMatch(/^ {2}added {6}1$/m);
    expect(out.stdout).toMatch(/^ {2}updated {4}0$/m);
    expect(out.stdout).toMatch(/^ {2}elsewhere {2}7 \(kept where they are, not moved: 7 in the ru edition\)$/m);
    expect(out.stdout).toMatch(/^ {2}unchanged {2}0$/m);
    expect(out.stdout).toMatch(/^ {2}removed {4}0$/m);
    expect(out.stdout).toMatch(/^ {2}finder {5}\d+ written into the finder index, \d+ taken out$/m);
    expect(out.stdout).toMatch(/^ {2}skipped {4}5$/m);
    // Each reason of a skip on its own line.
    expect(out.stdout.split('\n').filter((l) => /^ {4} +\d+ {2}\S/.test(l))).toHaveLength(5);
    // A bad edition is refused before anything is read.
    const bad = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/import-osm.mjs'), fixture, '--edition', 'mars', '--quiet', '--persist-to', dir],
      { cwd: root, encoding: 'utf8' },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--edition must be one of ru, kz, international');
  }, 120_000);

  it('centroid of a closed ring', () => {
    expect(
      centroid([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ]),
    ).toEqual([1, 1]);
  });
});
