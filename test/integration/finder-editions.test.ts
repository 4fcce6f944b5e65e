/**
 * Each edition's finder lists its own points, ordered from the edge's position or, without one,
 * from the edition's main city (docs/decisions/199-finder-edition-and-order.md).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { HOSTS, finderEntries, getPage, readSnapshot } from './helpers';
import { reindexFacilities } from '../../worker/data/finder-reindex';

const ORGS = { ru: crypto.randomUUID(), kz: crypto.randomUUID(), international: crypto.randomUUID() };
// Names in the order the old name order put them: the far ones first.
const POINTS = {
  spb: { org: 'ru', name: 'Аврора — приём батареек', lat: 59.93, lng: 30.33 },
  moscowFar: { org: 'ru', name: 'Юго-запад — приём батареек', lat: 55.6, lng: 37.5 },
  moscowNear: { org: 'ru', name: 'Ясень — приём батареек', lat: 55.757, lng: 37.618 },
  astana: { org: 'kz', name: 'Астана — батареялар', lat: 51.13, lng: 71.43 },
  almaty: { org: 'kz', name: 'Тұрақ — батареялар', lat: 43.24, lng: 76.89 },
  manhattan: { org: 'international', name: 'Battery Park drop-off', lat: 40.703, lng: -74.016 },
} as const;
type Key = keyof typeof POINTS;
const ids = Object.fromEntries(Object.keys(POINTS).map((k) => [k, crypto.randomUUID()])) as Record<Key, string>;
const idsOf = (edition: string) =>
  (Object.keys(POINTS) as Key[]).filter((k) => POINTS[k].org === edition).map((k) => ids[k]);

/** The edition's listed points, counted from the source tables (not from the index under test). */
async function listedIn(edition: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM facilities f JOIN organisations o ON o.id = f.org_id WHERE o.edition = ? AND f.status = 'accepted' AND f.deleted_at IS NULL",
  )
    .bind(edition)
    .first<{ n: number }>();
  return row!.n;
}

beforeAll(async () => {
  const now = Date.now();
  await env.DB.batch([
    ...Object.entries(ORGS).map(([edition, id]) =>
      env.DB.prepare(
        "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Edition test org', ?, 0)",
      ).bind(id, edition),
    ),
    ...(Object.keys(POINTS) as Key[]).flatMap((k, i) => [
      env.DB.prepare(
        `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at)
         VALUES (?, ?, 'accepted', ?, 'Test street 1', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?)`,
      ).bind(ids[k], ORGS[POINTS[k].org], POINTS[k].name, POINTS[k].lat, POINTS[k].lng, now, now, now),
      env.DB.prepare(
        "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES (?, ?, 0, 'kg', '1.00', 9)",
      ).bind(`r${i}`, ids[k]),
    ]),
  ]);
  await env.DB.prepare("UPDATE cache_versions SET version = version + 1 WHERE scope = 'points'").run();
  await reindexFacilities(env.DB);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // past the cache-version memo (worker/data/cache-versions.ts)
});

interface ApiItem {
  id: string;
  distanceM?: number;
}
const api = async (url: string) =>
  (await (await getPage(url, { headers: { accept: 'application/json' } })).json()) as {
    data: ApiItem[];
    total: number;
  };

describe("a finder lists its own edition's points only", () => {
  it('the Russian finder counts and lists Russian points only (page and API)', async () => {
    const html = await (await getPage(`${HOSTS.ru}/recycling-points`)).text();
    const { data } = readSnapshot(html);
    expect(data.total).toBe(await listedIn('ru'));
    const body = await api(`${HOSTS.ru}/api/v1/recycling-points?limit=100`);
    expect(body.total).toBe(await listedIn('ru'));
    for (const foreign of [...idsOf('kz'), ...idsOf('international')])
      expect(body.data.map((i) => i.id)).not.toContain(foreign);
    expect(body.data.map((i) => i.id)).toEqual(expect.arrayContaining(idsOf('ru')));
  });

  it('the Kazakh finder, with a material, counts Kazakh points only', async () => {
    const body = await api(`${HOSTS.kz}/api/v1/recycling-points?material=batteries&limit=100`);
    expect(body.total).toBe(idsOf('kz').length);
    expect(body.data.map((i) => i.id).sort()).toEqual(idsOf('kz').sort());
  });
});

describe("without a position: from the edition's main city outwards", () => {
  it('the Russian finder starts with Moscow, shows no distance and says it is sorted from Moscow', async () => {
    const html = await (await getPage(`${HOSTS.ru}/recycling-points`)).text();
    const entries = finderEntries(html).map((e) => e.id);
    expect(entries.indexOf(ids.moscowNear)).toBeLessThan(entries.indexOf(ids.moscowFar));
    expect(entries.indexOf(ids.moscowFar)).toBeLessThan(entries.indexOf(ids.spb));
    expect(finderEntries(html).every((e) => !e.distance)).toBe(true);
    expect(readSnapshot(html).data.orderCity).toBe('moscow');
    expect(html).toContain('центру города: Москва');
  });

  it('the API without near orders from the main city, without distances', async () => {
    const kz = await api(`${HOSTS.kz}/api/v1/recycling-points?material=batteries`);
    expect(kz.data.map((i) => i.id)).toEqual([ids.almaty, ids.astana]);
    expect(kz.data.every((i) => i.distanceM === undefined)).toBe(true);
    const intl = await api(`${HOSTS.intl}/api/v1/recycling-points?material=batteries`);
    expect(intl.data.map((i) => i.id)).toEqual([ids.manhattan]);
  });

  it('the Kazakh item guide sends batteries to Kazakh points, Almaty first', async () => {
    const html = await (await getPage(`${HOSTS.kz}/what-goes-where/batteries`)).text();
    const points = readSnapshot(html).data.points;
    expect(points.entries.map((e: { id: string }) => e.id)).toEqual([ids.almaty, ids.astana]);
    expect(points.orderCity).toBe('almaty');
    expect(html).toContain('data-testid="guide-points-origin" data-source="city"');
  });

  it('DEV_EDGE_POSITION stands in for the edge in development and tests', async () => {
    const res = await app.request(
      `${HOSTS.ru}/recycling-points`,
      { headers: { accept: 'text/html' } },
      { ...env, DEV_EDGE_POSITION: '59.94,30.31' },
    );
    const html = await res.text();
    expect(readSnapshot(html).data.origin).toEqual({ position: { lat: 59.94, lng: 30.31 }, source: 'edge' });
    expect(finderEntries(html)[0]?.id).toBe(ids.spb);
  });
});

describe('with the edge position (request.cf, production)', () => {
  const production = { ...env, ENVIRONMENT: 'production', DEV_EDGE_POSITION: '59.94,30.31' };
  const request = (url: string, cf?: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(
      new Request(url, { headers: { accept: 'text/html', ...headers }, ...(cf ? { cf } : {}) } as RequestInit),
      undefined,
      production,
    );
  // Production pages carry no test ids: the order is the map markers' (the list's entries).
  const firstMarker = (html: string) => (readSnapshot(html).data.markers as { id: string }[])[0]?.id;

  it('orders from cf.latitude/longitude (distances from it on the page, from `near` only in the API)', async () => {
    const html = await (
      await request(`${HOSTS.ru}/recycling-points`, { latitude: '59.9386', longitude: '30.3141', country: 'RU' })
    ).text();
    expect(readSnapshot(html).data.origin).toEqual({ position: { lat: 59.9386, lng: 30.3141 }, source: 'edge' });
    expect(firstMarker(html)).toBe(ids.spb);
    const body = (await (
      await request(
        `${HOSTS.ru}/api/v1/recycling-points?material=batteries`,
        { latitude: '59.9386', longitude: '30.3141' },
        { accept: 'application/json' },
      )
    ).json()) as { data: ApiItem[] };
    expect(body.data[0]?.id).toBe(ids.spb);
    expect(body.data[0]?.distanceM).toBeUndefined();
  });

  it('ignores the development stand-ins (DEV_EDGE_POSITION, the header): without cf, the main city', async () => {
    const html = await (
      await request(`${HOSTS.ru}/recycling-points`, undefined, { 'x-dev-edge-position': '59.94,30.31' })
    ).text();
    expect(readSnapshot(html).data.origin).toBeNull();
    expect(readSnapshot(html).data.orderCity).toBe('moscow');
    expect(firstMarker(html)).toBe(ids.moscowNear);
  });
});
