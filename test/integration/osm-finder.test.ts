/**
 * OpenStreetMap points in the finder: the importer's index step (scripts/lib/osm/finder.mjs, run
 * here over the worker's D1 with rows written as the importer writes them) puts them into
 * finder_facilities, and `GET /api/v1/recycling-points` and the page find them near their position,
 * linked to their own page, filtered by material, never an owner's duplicate, "open now" from OSM's
 * weekly and dated ranges too (never on hours nobody can read), with the OpenStreetMap attribution.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncOsmFinder } from '../../scripts/lib/osm/finder.mjs';
import { wallMinute } from '../../ui/shared/osm/hours';
import { indexFacilityStatements } from '../../worker/data/finder-index';
import { HOSTS, getPage } from './helpers';

const allDay = { start: '00:00', end: '23:59', worksFullDay: true, noLunchBreak: true };
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, allDay]),
);
const SPOT = { lat: 59.9343, lng: 30.3351 };
/** Now on Saint Petersburg's wall clock, in minutes since 1970 (dated OSM ranges count so). */
const NOW_MIN = wallMinute(new Date(), 'Europe/Moscow');

function osmRow(id: number, over: Record<string, unknown> = {}) {
  const row = {
    id: `node-${id}`,
    osm_type: 'node',
    osm_id: id,
    osm_version: 1,
    osm_timestamp: 1,
    check_date: '',
    edition: 'ru',
    digest: `d${id}`,
    lat: SPOT.lat + id / 1e5,
    lng: SPOT.lng,
    name: `Точка ${id}`,
    names: '{}',
    address: 'Невский проспект',
    kind: 'container',
    materials: '["paper"]',
    materials_known: 1,
    opening_hours: '24/7',
    hours_kind: 'weekly',
    working_hours: JSON.stringify(everyDay),
    intervals: '[]',
    time_zone: 'Europe/Moscow',
    operator: '',
    website: '',
    phone: '',
    wheelchair: '',
    imported_at: 1,
    updated_at: 1,
    ...over,
  };
  const cols = Object.keys(row);
  return env.DB.prepare(
    `INSERT INTO osm_facilities (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
  ).bind(...Object.values(row));
}

const store = {
  run: async (statements: string[]) =>
    void (statements.length && (await env.DB.batch(statements.map((s) => env.DB.prepare(s))))),
  all: async (sql: string) => (await env.DB.prepare(sql).all()).results,
};
const labels = {
  container: 'Контейнер для вторсырья',
  centre: 'Пункт приёма',
  bottle_return: 'Автомат',
  other: 'Пункт',
};

interface Item {
  id: string;
  url: string;
  materials: string[];
  openNow: boolean;
  hoursUnknown?: true;
  source?: string;
  attribution?: string;
  name: string;
}
async function find(query: string): Promise<Item[]> {
  const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?near=${SPOT.lat},${SPOT.lng}&${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Item[] }).data;
}

const facility = crypto.randomUUID();

beforeAll(async () => {
  const now = Date.now();
  const org = crypto.randomUUID();
  await env.DB.batch([
    osmRow(1, { materials: '["paper","glass"]' }),
    osmRow(2, { name: '', opening_hours: 'Mo-Fr 09:00-18:00; PH off', hours_kind: 'dated', working_hours: '{}' }),
    // An owner's accepted point 0 m away, a similar name, paper covered: not in the index.
    osmRow(3, { name: 'ЭкоСбор Невский', lat: SPOT.lat + 0.0003 }),
    osmRow(4, { edition: 'kz', time_zone: 'Asia/Almaty' }),
    // Hours beyond the weekly model (ADR 140): weekly minute ranges, and dated ranges for a year.
    osmRow(5, {
      opening_hours: 'Mo-Su 00:00-24:00; PH off',
      hours_kind: 'intervals',
      working_hours: '{}',
      intervals: JSON.stringify({ ranges: [[0, 7 * 1440]] }),
    }),
    osmRow(6, {
      opening_hours: 'Mo 08:00-09:00,10:00-11:00,12:00-13:00',
      hours_kind: 'intervals',
      working_hours: '{}',
      intervals: JSON.stringify({ ranges: [] }),
    }),
    osmRow(7, {
      opening_hours: 'May-Sep 08:00-20:00',
      hours_kind: 'dated',
      working_hours: '{}',
      intervals: JSON.stringify({
        from: NOW_MIN - 1440,
        until: NOW_MIN + 1440,
        ranges: [[NOW_MIN - 60, NOW_MIN + 60]],
      }),
    }),
    osmRow(8, {
      opening_hours: 'May-Sep 08:00-20:00',
      hours_kind: 'dated',
      working_hours: '{}',
      intervals: JSON.stringify({
        from: NOW_MIN - 3 * 1440,
        until: NOW_MIN - 1440,
        ranges: [[NOW_MIN - 2000, NOW_MIN - 1500]],
      }),
    }),
    env.DB.prepare(
      "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'OSM finder org', 'ru', 0)",
    ).bind(org),
    env.DB.prepare(
      `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at) VALUES (?, ?, 'accepted', 'ЭкоСбор — Невский', 'Невский, 1', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?)`,
    ).bind(facility, org, SPOT.lat + 0.0003, SPOT.lng, now, now, now),
    env.DB.prepare(
      `INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('of1', ?, 0, 'kg', '1.00', (SELECT id FROM facility_material_types WHERE slug = 'paper'))`,
    ).bind(facility),
  ]);
  expect(await syncOsmFinder(store, 'ru', labels)).toEqual({ indexed: 6, removed: 0 });
});

describe('OpenStreetMap points in the finder', () => {
  it('are found near their position, linked to their own page, with the attribution', async () => {
    const items = (await find('')).filter((i) => i.source === 'osm');
    expect(items.map((i) => i.id).sort()).toEqual([
      'osm-node-1',
      'osm-node-2',
      'osm-node-5',
      'osm-node-6',
      'osm-node-7',
      'osm-node-8',
    ]);
    const one = items.find((i) => i.id === 'osm-node-1')!;
    expect(one.url).toMatch(/\/recycling-points\/osm-node-1$/);
    expect(one.attribution).toBe('© OpenStreetMap contributors');
    expect(one.materials.sort()).toEqual(['glass', 'paper']);
    // Unnamed: the edition's name of its kind.
    expect(items.find((i) => i.id === 'osm-node-2')!.name).toBe('Контейнер для вторсырья');
    const page = await SELF.fetch(one.url.replace(/^https?:\/\/[^/]+/, HOSTS.ru));
    expect(page.status).toBe(200);
  });

  it("filters by material and leaves out the owner duplicate and other editions' points", async () => {
    expect((await find('material=glass')).filter((i) => i.source === 'osm').map((i) => i.id)).toEqual(['osm-node-1']);
    const ids = (await find('material=paper')).map((i) => i.id);
    expect(ids).toContain('osm-node-2');
    expect(ids).not.toContain('osm-node-3');
    expect(ids).not.toContain('osm-node-4');
  });

  it('hours nobody can read are never "open now" and say "hours not confirmed"', async () => {
    const all = await find('');
    expect(all.find((i) => i.id === 'osm-node-2')).toMatchObject({ openNow: false, hoursUnknown: true });
    expect(all.find((i) => i.id === 'osm-node-1')).toMatchObject({ openNow: true });
    const open = (await find('open=now')).map((i) => i.id);
    expect(open).toContain('osm-node-1');
    expect(open).not.toContain('osm-node-2');
    const html = await (await getPage(`${HOSTS.ru}/recycling-points?near=${SPOT.lat},${SPOT.lng}`)).text();
    expect(html).toContain('data-testid="osm-attribution"');
    expect(html).toContain('https://www.openstreetmap.org/copyright');
    // The attribution in the visitor's words, never its text keys (the finder page reads the osm texts).
    expect(html).not.toMatch(/osm\.(attribution|licence)/);
    expect(html).toContain('data-state="unknown"');
  });

  it('OSM hours beyond the weekly model answer "open now" from their ranges; a dated year that ended is "not confirmed"', async () => {
    const all = await find('');
    expect(all.find((i) => i.id === 'osm-node-5')).toMatchObject({ openNow: true });
    expect(all.find((i) => i.id === 'osm-node-5')!.hoursUnknown).toBeUndefined();
    expect(all.find((i) => i.id === 'osm-node-6')).toMatchObject({ openNow: false });
    expect(all.find((i) => i.id === 'osm-node-6')!.hoursUnknown).toBeUndefined();
    expect(all.find((i) => i.id === 'osm-node-7')).toMatchObject({ openNow: true });
    expect(all.find((i) => i.id === 'osm-node-8')).toMatchObject({ openNow: false, hoursUnknown: true });
    const open = (await find('open=now')).map((i) => i.id);
    expect(open).toEqual(expect.arrayContaining(['osm-node-1', 'osm-node-5', 'osm-node-7']));
    for (const id of ['osm-node-2', 'osm-node-6', 'osm-node-8']) expect(open).not.toContain(id);
  });

  it('index rows written before the index held such hours are rewritten by the next run', async () => {
    await env.DB.prepare(
      `UPDATE finder_facilities SET hours = '"unknown"' WHERE source = 'osm' AND ref_id = 'osm-node-5'`,
    ).run();
    expect(await syncOsmFinder(store, 'ru', labels)).toEqual({ indexed: 1, removed: 0 });
    expect(
      await env.DB.prepare(
        "SELECT json_extract(hours, '$.osm') AS kind FROM finder_facilities WHERE ref_id = 'osm-node-5'",
      ).first('kind'),
    ).toBe('intervals');
  });

  it('a re-run writes nothing unchanged; vanished points leave the index', async () => {
    expect(await syncOsmFinder(store, 'ru', labels)).toEqual({ indexed: 0, removed: 0 });
    await env.DB.prepare("DELETE FROM osm_facilities WHERE id = 'node-2'").run();
    expect(await syncOsmFinder(store, 'ru', labels)).toEqual({ indexed: 0, removed: 1 });
    // Its page gets a new cache key: the tag edge-cache gives /recycling-points/osm-node-2.
    expect(
      await env.DB.prepare("SELECT version FROM cache_tags WHERE tag = 'p:osm-node-2'").first('version'),
    ).toBeGreaterThan(0);
    // Cache versions are memoized for a second per isolate (worker/data/cache-versions.ts).
    await new Promise((r) => setTimeout(r, 1100));
    expect((await find('')).map((i) => i.id)).not.toContain('osm-node-2');
  });

  it("a point claimed by an accepted owner's point leaves the finder when the owner's point is indexed (the claim accepted, ADR 191)", async () => {
    await env.DB.prepare(
      "INSERT INTO osm_facility_claims (osm_facility_id, facility_id, created_at, status) VALUES ('osm-node-1', ?, 0, 'accepted')",
    )
      .bind(facility)
      .run();
    await env.DB.batch(indexFacilityStatements(env.DB, facility));
    await new Promise((r) => setTimeout(r, 1100));
    const ids = (await find('')).map((i) => i.id);
    expect(ids).toContain(facility);
    expect(ids).not.toContain('osm-node-1');
    expect(
      await env.DB.prepare("SELECT version FROM cache_tags WHERE tag = 'p:osm-node-1'").first('version'),
    ).toBeGreaterThan(0);
    // The importer agrees: claimed points stay out.
    expect(await syncOsmFinder(store, 'ru', labels)).toEqual({ indexed: 0, removed: 0 });
  });
});
