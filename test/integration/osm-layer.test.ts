/**
 * The OpenStreetMap layer in the worker: the ODbL GeoJSON download (streamed over pages), the
 * read-only point page with source, check date and attribution, owners' points hiding OSM
 * duplicates, and the editor prefilled from an OSM point. Rows are written the way the importer
 * writes them (scripts/lib/osm/row.mjs columns).
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncOsmFinder } from '../../scripts/lib/osm/finder.mjs';
import { owner } from './facility-support';
import { HOSTS, getPage, readSnapshot } from './helpers';
import { OSM_KIND_LABELS, osmStore } from './support/osm-rows';

const weekday = {
  start: '09:00',
  end: '20:00',
  breakStart: '13:00',
  breakEnd: '14:00',
  worksFullDay: false,
  noLunchBreak: false,
};
const hours = { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday };

function osmRow(id: number, over: Record<string, unknown> = {}) {
  const row = {
    id: `node-${id}`,
    osm_type: 'node',
    osm_id: id,
    osm_version: 2,
    osm_timestamp: Date.UTC(2025, 5, 1),
    check_date: '',
    edition: 'ru',
    digest: `d${id}`,
    lat: 55 + id / 1e5,
    lng: 37 + id / 1e5,
    name: '',
    names: '{}',
    address: '',
    kind: 'container',
    materials: '["paper"]',
    materials_known: 1,
    opening_hours: '',
    hours_kind: 'none',
    working_hours: '{}',
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

const LESNAYA = { lat: 55.7811, lng: 37.5912 };

beforeAll(async () => {
  const rows = [
    osmRow(1, {
      name: 'Контейнеры у школы',
      names: JSON.stringify({ en: 'School containers', ru: 'Контейнеры у школы' }),
      check_date: '2025-05-20',
      materials: '["paper","glass"]',
      opening_hours: 'Mo-Fr 09:00-13:00,14:00-20:00',
      hours_kind: 'weekly',
      working_hours: JSON.stringify(hours),
      address: 'Тверская улица, 7',
    }),
    osmRow(2, { opening_hours: 'by appointment', hours_kind: 'raw', materials: '[]', materials_known: 0 }),
    // Same place, similar name, materials the owner covers: hidden by the owner's point below.
    osmRow(3, { name: 'ЭкоСбор Лесная', lat: LESNAYA.lat + 0.0002, lng: LESNAYA.lng, materials: '["paper"]' }),
    osmRow(4, { name: 'Другой пункт', lat: LESNAYA.lat + 0.0001, lng: LESNAYA.lng, materials: '["paper"]' }),
  ];
  for (let i = 10; i < 610; i++) rows.push(osmRow(i, { edition: 'kz', time_zone: 'Asia/Almaty' }));
  await env.DB.batch(rows);
  const now = Date.now();
  const facility = crypto.randomUUID();
  const org = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'OSM test org', 'ru', 0)",
    ).bind(org),
    env.DB.prepare(
      `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at) VALUES (?, ?, 'accepted', 'ЭкоСбор — Лесная', 'Лесная, 7', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?)`,
    ).bind(facility, org, LESNAYA.lat, LESNAYA.lng, now, now, now),
    env.DB.prepare(
      `INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('r1', ?, 0, 'kg', '1.00', 1), ('r2', ?, 1, 'kg', '1.00', 6)`,
    ).bind(facility, facility),
  ]);
});

describe('OpenStreetMap GeoJSON download', () => {
  it('streams the whole layer as a FeatureCollection under ODbL', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points.geojson?source=osm`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/geo+json');
    const body = (await res.json()) as {
      license: string;
      attribution: string;
      features: { id: string; geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
    };
    expect(body.license).toBe('ODbL-1.0');
    expect(body.attribution).toBe('© OpenStreetMap contributors');
    expect(body.features).toHaveLength(604);
    expect(new Set(body.features.map((f) => f.id)).size).toBe(604);
    const school = body.features.find((f) => f.id === 'osm-node-1')!;
    expect(school.geometry.coordinates).toEqual([37.00001, 55.00001]);
    expect(school.properties).toMatchObject({
      osm_type: 'node',
      osm_id: 1,
      materials: ['paper', 'glass'],
      check_date: '2025-05-20',
    });
    expect(body.features.find((f) => f.id === 'osm-node-2')!.properties.materials).toBeNull();
  });

  it('filters by edition', async () => {
    const body = (await (
      await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points.geojson?source=osm&edition=ru`)
    ).json()) as { features: unknown[] };
    expect(body.features).toHaveLength(4);
  });

  it("refuses anything but source=osm: owners' points are not shared", async () => {
    for (const query of ['', '?source=owners', '?source=osm&edition=mars']) {
      const res = await SELF.fetch(`${HOSTS.intl}/api/v1/recycling-points.geojson${query}`, {
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_parameter');
      expect(body.error.message).toContain('source=osm');
    }
  });
});

describe('OpenStreetMap point page', () => {
  it('shows the point read-only with source, check date, attribution and the edit link', async () => {
    const res = await getPage(`${HOSTS.ru}/recycling-points/osm-node-1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Контейнеры у школы');
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(html).toContain('© участники OpenStreetMap');
    expect(html).toContain('href="https://www.openstreetmap.org/edit?node=1"');
    expect(html).toMatch(/data-testid="osm-checked"[^>]*>Последняя проверка: 20 мая 2025/);
    expect(readSnapshot(html).data.checked).toEqual({ date: '2025-05-20', source: 'check_date' });
  });

  it('names in the visitor’s language; unknown materials and raw hours said as such', async () => {
    const en = await (
      await getPage(`${HOSTS.intl}/recycling-points/osm-node-1`, { headers: { 'accept-language': 'en-US' } })
    ).text();
    expect(en).toContain('School containers');
    const raw = await (await getPage(`${HOSTS.ru}/recycling-points/osm-node-2`)).text();
    expect(raw).toContain('data-testid="materials-unknown"');
    expect(raw).toContain('by appointment');
    expect(raw).toContain('data-state="unknown"');
    expect(readSnapshot(raw).data.checked).toEqual({ date: '2025-06-01', source: 'edit' });
  });

  it('answers 404 for a point that is not there', async () => {
    expect((await getPage(`${HOSTS.ru}/recycling-points/osm-node-99999`)).status).toBe(404);
    expect((await getPage(`${HOSTS.ru}/recycling-points/osm-relation-1`)).status).toBe(404);
  });
});

describe('owners and OpenStreetMap', () => {
  it("an owner's accepted point nearby with a similar name and the materials hides the OSM one from the finder index", async () => {
    await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS);
    const { results } = await env.DB.prepare(
      "SELECT ref_id FROM finder_facilities WHERE source = 'osm' AND ref_id IN ('osm-node-1', 'osm-node-2', 'osm-node-3', 'osm-node-4') ORDER BY ref_id",
    ).all<{ ref_id: string }>();
    expect(results.map((r) => r.ref_id)).toEqual(['osm-node-1', 'osm-node-2', 'osm-node-4']);
  });

  it("claiming: the owner's editor opens prefilled from the OSM point", async () => {
    const user = await owner();
    const res = await getPage(`${HOSTS.ru}/profile/create-recycling-point?fromOsm=osm-node-1`, {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    const values = readSnapshot(await res.text()).data.echo.values;
    expect(values).toMatchObject({
      name: 'Контейнеры у школы',
      address: 'Тверская улица, 7',
      coords: { lat: 55.00001, lng: 37.00001 },
    });
    expect(values.workingHours.monday).toEqual(weekday);
    expect(values.rates.map((r: { srmId: number }) => r.srmId)).toEqual([1, 6]);
    // Guests are sent to sign in like for the plain editor.
    expect((await getPage(`${HOSTS.ru}/profile/create-recycling-point?fromOsm=osm-node-1`)).status).not.toBe(200);
  });
});
