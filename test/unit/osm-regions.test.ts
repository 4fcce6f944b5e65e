/**
 * The OpenStreetMap importer across regions and editions, and what it refuses, in Node against a real
 * local D1 (docs/decisions/197-osm-regions-and-editions.md, docs/security.md "OpenStreetMap import"):
 * regions add up; a re-import of one region removes only its own vanished points; a point two regions
 * have stays while either does; --drop-region; a point another edition holds is never moved;
 * invisible controls stripped, coordinates out of range refused; hostile .osm.pbf files refused with
 * nothing written. Extracts are small .osm / .osm.pbf files written here.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRegion, importOsm, OsmRefusal } from '../../scripts/lib/osm/import.mjs';
import { writePbf } from '../../scripts/lib/osm/pbf-writer.mjs';
import { readOsm } from '../../scripts/lib/osm/read.mjs';
import { applyMigrations, openLocalBindings } from '../../scripts/lib/local-bindings.mjs';
import { localStore } from '../../scripts/lib/osm/store.mjs';

const root = path.resolve(__dirname, '../..');
const now = new Date(Date.UTC(2026, 2, 10));
let dir: string;
let store: Awaited<ReturnType<typeof localStore>>;

interface Pt {
  id: number;
  lat?: number | string;
  lon?: number | string;
  name?: string;
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const pt = (id: number, name = `Point ${id}`): Pt => ({ id, lat: 55 + id / 1000, lon: 37 + id / 1000, name });

/** An extract of recycling containers, as .osm XML, or .osm.pbf when the name ends so. */
async function extract(name: string, points: Pt[], extra = ''): Promise<string> {
  const nodes = points.map(
    (p) =>
      `<node id="${p.id}" version="1" timestamp="2025-01-01T00:00:00Z" lat="${p.lat}" lon="${p.lon}"><tag k="amenity" v="recycling"/><tag k="recycling:paper" v="yes"/><tag k="name" v="${esc(p.name ?? '')}"/></node>`,
  );
  const xml = `<?xml version="1.0"?><osm version="0.6">${nodes.join('')}${extra}</osm>`;
  const file = path.join(dir, name);
  if (!name.endsWith('.pbf')) {
    fs.writeFileSync(file, xml);
    return file;
  }
  fs.writeFileSync(`${file}.osm`, xml);
  const elements = [];
  for await (const e of readOsm(`${file}.osm`)) elements.push(e);
  writePbf(file, elements);
  return file;
}

const rows = async () =>
  Object.fromEntries(
    (await store.all('SELECT id, edition, name, lat, lng FROM osm_facilities ORDER BY id')).map((r: any) => [r.id, r]),
  );
const ids = async (edition: string) =>
  (await store.all(`SELECT id FROM osm_facilities WHERE edition = '${edition}' ORDER BY id`)).map((r: any) => r.id);
const origins = async (id: string) =>
  (
    await store.all(
      `SELECT edition || ':' || region AS o FROM osm_facility_origins WHERE osm_facility_id = '${id}' ORDER BY o`,
    )
  ).map((r: any) => r.o);

// One migrated database for the whole file (migrating takes minutes on a loaded machine).
beforeAll(async () => {
  process.env.TZ = 'UTC';
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-regions-test-'));
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

describe('OpenStreetMap import by region', () => {
  it('two regions add up; a re-import of one removes only its vanished points; an overlap stays while either region has it', async () => {
    // The region is the file's name unless given: north.osm.pbf is "north".
    const north = await importOsm({
      file: await extract('north.osm.pbf', [pt(1), pt(2), pt(3)]),
      edition: 'ru',
      store,
      now,
    });
    expect(north).toMatchObject({ region: 'north', added: 3, removed: 0 });
    const south = await importOsm({
      file: await extract('south.osm', [pt(3), pt(4), pt(5)]),
      edition: 'ru',
      store,
      now,
    });
    expect(south).toMatchObject({ region: 'south', added: 2, unchanged: 1, removed: 0 });
    expect(await ids('ru')).toEqual(['node-1', 'node-2', 'node-3', 'node-4', 'node-5']);
    expect(await origins('node-3')).toEqual(['ru:north', 'ru:south']);

    // A newer north without node 2 and with node 3 renamed: only north's node 2 goes.
    const newer = await importOsm({
      file: await extract('north-2.osm', [pt(1), pt(3, 'Renamed')]),
      edition: 'ru',
      region: 'north',
      store,
      now,
    });
    expect(newer).toMatchObject({ added: 0, updated: 1, unchanged: 1, removed: 1, released: 0 });
    expect(await ids('ru')).toEqual(['node-1', 'node-3', 'node-4', 'node-5']);
    // North lets node 3 go; south still has it, so it stays (released, not removed).
    const without3 = await importOsm({
      file: await extract('north-3.osm', [pt(1)]),
      edition: 'ru',
      region: 'north',
      store,
      now,
    });
    expect(without3).toMatchObject({ removed: 0, released: 1 });
    expect(await origins('node-3')).toEqual(['ru:south']);
    // South lets it go too: now it is removed, and the finder index follows.
    const south2 = await importOsm({
      file: await extract('south-2.osm', [pt(4), pt(5)]),
      edition: 'ru',
      region: 'south',
      store,
      now,
    });
    expect(south2).toMatchObject({ removed: 1, released: 0 });
    expect(await ids('ru')).toEqual(['node-1', 'node-4', 'node-5']);
    expect(
      (await store.all("SELECT ref_id FROM finder_facilities WHERE source = 'osm' ORDER BY ref_id")).map(
        (r: any) => r.ref_id,
      ),
    ).toEqual(['osm-node-1', 'osm-node-4', 'osm-node-5']);
  }, 120_000);

  it('drops a region on purpose, keeping what another region holds; an unknown region is refused by name', async () => {
    await importOsm({ file: await extract('east.osm', [pt(5), pt(6), pt(7)]), edition: 'ru', store, now });
    expect(await dropRegion({ edition: 'ru', region: 'east', store })).toMatchObject({ removed: 2, released: 1 });
    expect(await ids('ru')).toEqual(['node-1', 'node-4', 'node-5']);
    await expect(dropRegion({ edition: 'ru', region: 'east', store })).rejects.toThrow(
      /no region "east" in the ru edition \(its regions: north \(1\), south \(2\)\)/,
    );
    // Regions belong to an edition: the kz edition has no "south".
    await expect(dropRegion({ edition: 'kz', region: 'south', store })).rejects.toThrow(
      /no region "south" in the kz edition \(its regions: none\)/,
    );
  }, 60_000);

  it('never moves a point to another edition: it stays where it is, untouched, and the summary says so', async () => {
    const border = await importOsm({
      file: await extract('border.osm', [pt(1, 'Чужое имя'), pt(100)]),
      edition: 'kz',
      store,
      now,
    });
    expect(border).toMatchObject({ region: 'border', added: 1, updated: 0, unchanged: 0, otherEditions: { ru: 1 } });
    const after = await rows();
    expect(after['node-1']).toMatchObject({ edition: 'ru', name: 'Point 1' });
    expect(after['node-100'].edition).toBe('kz');
    expect(await origins('node-1')).toEqual(['ru:north']);
    // Once the ru edition lets it go, the kz region's next import brings it into kz.
    await dropRegion({ edition: 'ru', region: 'north', store });
    expect(await importOsm({ file: path.join(dir, 'border.osm'), edition: 'kz', store, now })).toMatchObject({
      added: 1,
      otherEditions: {},
    });
    expect((await rows())['node-1']).toMatchObject({ edition: 'kz', name: 'Чужое имя' });
  }, 60_000);

  it('strips invisible controls from the text and refuses coordinates out of range', async () => {
    const spoofed = 'Eco\u202Epoint\u200B \u2066x\u2069\uFEFF\u0007\u00AD';
    const way =
      '<node id="900" lat="95" lon="37"/><node id="901" lat="55" lon="37.1"/><node id="902" lat="55.1" lon="37.1"/>' +
      '<way id="950" version="1"><nd ref="900"/><nd ref="901"/><nd ref="902"/><nd ref="900"/><tag k="amenity" v="recycling"/><tag k="recycling_type" v="centre"/></way>';
    const file = await extract(
      'dirty.osm',
      [
        pt(200, spoofed),
        { id: 201, lat: 91, lon: 37 },
        { id: 202, lat: 55, lon: 180.5 },
        { id: 203, lat: 'NaN', lon: 37 },
        { id: 204, lat: -90, lon: -180 },
      ],
      way,
    );
    const s = await importOsm({ file, edition: 'international', store, now });
    expect(s).toMatchObject({ added: 2, seen: 2 });
    expect(s.skipped).toEqual({ 'bad-coordinates': 4 });
    const stored = await rows();
    expect(stored['node-200'].name).toBe('Ecopoint x');
    expect(stored['node-204']).toMatchObject({ lat: -90, lng: -180 });
    for (const id of ['node-201', 'node-202', 'node-203', 'way-950']) expect(stored[id]).toBeUndefined();
  }, 60_000);
});

/** Protobuf bytes by hand (no codec): varint fields and length-delimited fields. */
const varint = (n: number) => {
  const out = [];
  for (let v = n; ; v = Math.floor(v / 128)) {
    if (v < 128) return Buffer.from([...out, v]);
    out.push((v % 128) | 128);
  }
};
const field = (no: number, value: number | Buffer | string) =>
  typeof value === 'number'
    ? Buffer.concat([varint(no * 8), varint(value)])
    : Buffer.concat([varint(no * 8 + 2), varint(Buffer.byteLength(value)), Buffer.from(value)]);
/** One frame: [4-byte length][BlobHeader][Blob]; `claim` overrides the header's datasize. */
function frame(blob: Buffer, claim = blob.length, type = 'OSMData') {
  const header = Buffer.concat([field(1, type), field(3, claim)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, blob]);
}

describe('hostile .osm.pbf files are refused, nothing written', () => {
  it('refuses truncated blobs, oversized claims and a zlib bomb with a clear message', async () => {
    const good = await extract('good.osm.pbf', [pt(300), pt(301)]);
    const bytes = fs.readFileSync(good);
    const before = await rows();
    const bomb = Buffer.concat([field(2, 1000), field(3, deflateSync(Buffer.alloc(64 * 1024 * 1024)))]);
    const cases: [string, Buffer, RegExp][] = [
      [
        'cut.osm.pbf',
        bytes.subarray(0, bytes.length - 7),
        /the file ends inside the blob at byte \d+, which claims \d+ bytes/,
      ],
      [
        'cut-length.osm.pbf',
        Buffer.concat([bytes, Buffer.from([0, 0])]),
        /the file ends inside a blob header length at byte \d+/,
      ],
      [
        'huge-blob.osm.pbf',
        Buffer.concat([bytes, frame(Buffer.from('x'), 2_000_000_000)]),
        /claims a blob of 2000000000 bytes; the format allows at most 33554432/,
      ],
      [
        'huge-header.osm.pbf',
        Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xf0]), Buffer.alloc(16)]),
        /the blob header at byte 0 claims 4294967280 bytes; the format allows at most 65536/,
      ],
      ['bomb.osm.pbf', Buffer.concat([bytes, frame(bomb)]), /inflates past its stated 1000 bytes: a zlib bomb/],
      [
        'big-stated.osm.pbf',
        frame(Buffer.concat([field(2, 2_100_000_000), field(3, deflateSync(Buffer.from('x')))])),
        /states an inflated size of 2100000000 bytes; at most 33554432/,
      ],
      [
        'not-zlib.osm.pbf',
        frame(Buffer.concat([field(2, 10), field(3, Buffer.from('not zlib at all'))])),
        /is not valid zlib data/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      const refused = await importOsm({ file, edition: 'ru', store, now }).catch((e) => e);
      expect(refused, name).toBeInstanceOf(OsmRefusal);
      expect(refused.message, name).toMatch(message);
      expect(refused.message, name).toMatch(/: not a valid \.osm\.pbf \(.*\); nothing was imported$/);
    }
    expect(await rows()).toEqual(before);
    expect((await store.all('SELECT COUNT(*) AS n FROM osm_import_staging'))[0].n).toBe(0);
    // The good file itself imports.
    expect(await importOsm({ file: good, edition: 'ru', store, now })).toMatchObject({ added: 2 });
  }, 120_000);

  it('the command line: --drop-region, and a hostile file refused without a stack trace', async () => {
    await store.close();
    store = null as unknown as typeof store;
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(root, 'scripts/import-osm.mjs'), ...args, '--quiet', '--persist-to', dir],
        { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
      );
    const drop = cli('--drop-region', 'good', '--edition', 'ru');
    expect(drop.status, drop.stderr).toBe(0);
    expect(drop.stdout).toContain('OpenStreetMap region good dropped from the ru edition:');
    expect(drop.stdout).toMatch(/^ {2}removed {4}2$/m);
    const hostile = cli(path.join(dir, 'bomb.osm.pbf'), '--region', 'bomb');
    expect(hostile.status).toBe(1);
    expect(hostile.stderr).toMatch(/bomb\.osm\.pbf: not a valid \.osm\.pbf \(.*a zlib bomb\); nothing was imported/);
    expect(hostile.stderr).not.toMatch(/\n\s+at /);
    const badName = cli('--drop-region', "x'; DROP TABLE osm_facilities; --");
    expect(badName.status).toBe(2);
  }, 120_000);
});
