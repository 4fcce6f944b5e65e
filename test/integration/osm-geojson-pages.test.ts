import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';

/**
 * The GeoJSON download at country scale (docs/finder.md "GeoJSON download"): a capped page per
 * response with a cursor, an optional bbox, cached, and every page valid GeoJSON (RFC 7946).
 */
const POINTS = 12_000;
const URL_BASE = `${HOSTS.kz}/api/v1/recycling-points.geojson?source=osm&edition=kz`;

/** RFC 7946's rules for what this layer sends: a FeatureCollection of Point features. Returns the problems. */
function rfc7946Problems(doc: any): string[] {
  const problems: string[] = [];
  const position = (p: unknown) =>
    Array.isArray(p) &&
    p.length >= 2 &&
    p.length <= 3 &&
    p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(p[0] as number) <= 180 &&
    Math.abs(p[1] as number) <= 90;
  if (doc?.type !== 'FeatureCollection') problems.push('type is not FeatureCollection');
  if (!Array.isArray(doc?.features)) return [...problems, 'features is not an array'];
  if (
    doc.bbox !== undefined &&
    !(Array.isArray(doc.bbox) && doc.bbox.length === 4 && doc.bbox.every((n: unknown) => typeof n === 'number'))
  )
    problems.push('bad bbox');
  // §7.1: members of GeoJSON types may not appear as foreign members of a FeatureCollection.
  for (const reserved of ['geometry', 'properties', 'coordinates', 'geometries'])
    if (reserved in doc) problems.push(`foreign member ${reserved}`);
  doc.features.forEach((f: any, i: number) => {
    if (f?.type !== 'Feature') problems.push(`#${i}: type`);
    if (!(typeof f?.id === 'string' || typeof f?.id === 'number')) problems.push(`#${i}: id`);
    if (!(f?.properties === null || (typeof f?.properties === 'object' && !Array.isArray(f.properties))))
      problems.push(`#${i}: properties`);
    if (f?.geometry?.type !== 'Point' || !position(f.geometry.coordinates)) problems.push(`#${i}: geometry`);
  });
  return problems;
}

async function page(url: string) {
  const res = await SELF.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/geo+json');
  const doc = (await res.json()) as {
    features: { id: string; geometry: { coordinates: number[] } }[];
    next: string | null;
  };
  expect(rfc7946Problems(doc), url).toEqual([]);
  return { doc, res };
}

beforeAll(async () => {
  // A country's worth in one statement: points on a 100 × 120 grid around Almaty.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO osm_facilities (id, osm_type, osm_id, osm_version, osm_timestamp, check_date, edition, digest, lat, lng, name, names, address, kind,
       materials, materials_known, opening_hours, hours_kind, working_hours, intervals, time_zone, operator, website, phone, wheelchair, imported_at, updated_at)
     SELECT 'node-' || (100000 + i), 'node', 100000 + i, 1, 1, '', 'kz', 'd' || i, 43.0 + (i % 100) * 0.01, 76.0 + (i / 100) * 0.01, 'Пункт ' || i, '{}', '', 'container',
       '["paper"]', 1, '', 'none', '{}', '[]', 'Asia/Almaty', '', '', '', '', 1, 1 FROM n`,
  )
    .bind(POINTS)
    .run();
});

describe('GeoJSON download at country scale', { timeout: 120_000 }, () => {
  it('answers a capped page with a next link, and the pages together hold every point once', async () => {
    const first = await page(URL_BASE);
    expect(first.doc.features).toHaveLength(1000); // the default page
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');

    const ids: string[] = [];
    let next: string | null = `${URL_BASE}&limit=5000`;
    let pages = 0;
    while (next) {
      const { doc } = await page(next);
      expect(doc.features.length).toBeLessThanOrEqual(5000);
      ids.push(...doc.features.map((f) => f.id));
      next = doc.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(ids).toHaveLength(POINTS);
    expect(new Set(ids).size).toBe(POINTS);
  });

  it('a bbox keeps only the points inside it, and says so in the collection', async () => {
    const bbox = [76.2, 43.3, 76.5, 43.6];
    const { doc } = await page(`${URL_BASE}&limit=5000&bbox=${bbox.join(',')}`);
    const inside = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM osm_facilities WHERE edition = 'kz' AND lng BETWEEN ? AND ? AND lat BETWEEN ? AND ?",
    )
      .bind(bbox[0], bbox[2], bbox[1], bbox[3])
      .first<{ n: number }>();
    expect(doc.features.length).toBe(inside!.n);
    expect(doc.features.length).toBeGreaterThan(0);
    for (const f of doc.features) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      expect(lng >= bbox[0]! && lng <= bbox[2]! && lat >= bbox[1]! && lat <= bbox[3]!).toBe(true);
    }
    expect((doc as unknown as { bbox: number[] }).bbox).toEqual(bbox);
    expect(doc.next).toBeNull();
  });

  it('a page asked again comes from the edge cache', async () => {
    const url = `${URL_BASE}&limit=10&after=node-100500`;
    const one = await page(url);
    const two = await page(url);
    expect(two.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(two.doc).toEqual(one.doc);
  });

  it('refuses a page over the cap, a bad bbox or cursor with a localized 400', async () => {
    for (const query of [
      '&limit=5001',
      '&limit=0',
      '&bbox=77,43,76,44',
      '&bbox=1,2,3',
      '&bbox=0,95,1,96',
      '&after=1%20OR%201',
    ]) {
      const res = await SELF.fetch(`${URL_BASE}${query}`, { headers: { 'accept-language': 'en-US' } });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_parameter');
      expect(body.error.message).toContain('5000');
    }
  });
});
