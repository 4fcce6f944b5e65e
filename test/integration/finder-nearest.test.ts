import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceM } from '../../ui/shared/finder/geo';
import { countingD1 } from '../../worker/lib/counting-d1';
import app from '../../worker/index';
import { HOSTS } from './helpers';
import {
  ORG,
  ORIGIN,
  VILLAGE,
  villagePoints,
  STREET_ORIGIN,
  farStreet,
  nearStreet,
  nearOther,
  points,
  expected,
  reindex,
  seedPlaces,
} from './support/finder-places';

/** The places and their points: test/integration/support/finder-places.ts. */
beforeAll(seedPlaces);

async function page(offset: number, limit: number): Promise<string[]> {
  const res = await SELF.fetch(
    `${HOSTS.ru}/api/v1/recycling-points?near=${ORIGIN.lat},${ORIGIN.lng}&offset=${offset}&limit=${limit}`,
    { headers: { accept: 'application/json' } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id);
}

describe('nearest first in a dense place', () => {
  it.each([
    [0, 10],
    [0, 20],
    [40, 10],
    [75, 20],
    [95, 10],
    [0, 200],
  ])('offset %i, limit %i: the exact ranking of every point', async (offset, limit) => {
    expect(await page(offset, limit)).toEqual(expected.slice(offset, offset + limit));
  });
});

describe('nearest first in a sparse place', () => {
  it('widens step by step: the nearest village points, without reading the city 600 km away', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?near=${VILLAGE.lat},${VILLAGE.lng}&limit=10`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const nearest = villagePoints
      .map((p) => ({ id: p.id, d: distanceM(VILLAGE, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10)
      .map((p) => p.id);
    expect(((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id)).toEqual(nearest);
    // An empty first block once sent the search to its widest one, 5 × 5 cells of 2.56°: every point
    // within about 1,400 km, here the city's 600 as well (about 700 rows read).
    expect(Number(res.headers.get('x-finder-rows-read'))).toBeLessThan(400);
  });
});

describe('text near a position with more matches than the cap', () => {
  it.each(['Гагарина', 'гагарена', 'Гагар'])(
    '%s: the nearest matches first, not the first 1,001 the full-text index holds',
    async (q) => {
      const res = await SELF.fetch(
        `${HOSTS.ru}/api/v1/recycling-points?q=${encodeURIComponent(q)}&near=${STREET_ORIGIN.lat},${STREET_ORIGIN.lng}&limit=6`,
        { headers: { accept: 'application/json' } },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { id: string }[]; total: number };
      const expectedNear = nearStreet
        .map((p) => ({ id: p.id, d: distanceM(STREET_ORIGIN, p) }))
        .sort((a, b) => a.d - b.d)
        .map((p) => p.id);
      expect(body.data.slice(0, 5).map((d) => d.id)).toEqual(expectedNear);
      expect(farStreet.map((p) => p.id)).toContain(body.data[5]!.id);
      // 1,105 match: the list stops at the cap and says so.
      expect(body.total).toBe(1000);
    },
  );

  it('a word common elsewhere but absent around the position: the nearest of its full-text matches', async () => {
    const res = await SELF.fetch(
      `${HOSTS.ru}/api/v1/recycling-points?q=${encodeURIComponent('Ростов')}&near=${STREET_ORIGIN.lat},${STREET_ORIGIN.lng}&limit=3`,
      { headers: { accept: 'application/json' } },
    );
    const body = (await res.json()) as { data: { id: string }[]; total: number };
    const nearestFar = farStreet
      .map((p) => ({ id: p.id, d: distanceM(STREET_ORIGIN, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 3)
      .map((p) => p.id);
    expect(body.data.map((d) => d.id)).toEqual(nearestFar);
  });

  it('a street with fewer matches than the cap is still searched in full text', async () => {
    const res = await SELF.fetch(
      `${HOSTS.ru}/api/v1/recycling-points?q=${encodeURIComponent('Красная')}&near=${STREET_ORIGIN.lat},${STREET_ORIGIN.lng}&limit=50`,
      { headers: { accept: 'application/json' } },
    );
    const body = (await res.json()) as { data: { id: string }[]; total: number };
    expect(body.total).toBe(nearOther.length);
    expect(new Set(body.data.map((d) => d.id))).toEqual(new Set(nearOther.map((p) => p.id)));
  });
});

describe('nearest first from an empty place', () => {
  /** D1 round trips and rows of an API search (a counting D1 binding; the edge cache bypassed by a fresh URL). */
  async function search(near: { lat: number; lng: number }) {
    const { db, counter } = countingD1(env.DB);
    const res = await app.request(
      `${HOSTS.ru}/api/v1/recycling-points?near=${near.lat},${near.lng}&limit=10&v=${crypto.randomUUID()}`,
      { headers: { accept: 'application/json' } },
      { ...env, DB: db },
    );
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id);
    // Not the search's: the edge cache's version read, and the material catalogue (once a minute per isolate).
    const trips =
      counter.trips -
      counter.sql.filter((q) => q.includes('FROM cache_versions') || q.includes('FROM facility_material_types')).length;

    return { ids, trips, sql: counter.sql, rows: Number(res.headers.get('x-finder-rows-read')) };
  }

  it('the village: the question about the widest block rides with the second block, and costs no round trip', async () => {
    const found = await search(VILLAGE);
    const nearest = villagePoints
      .map((p) => ({ id: p.id, d: distanceM(VILLAGE, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10)
      .map((p) => p.id);
    expect(found.ids).toEqual(nearest);
    // The first block, the second (with the widest block's EXISTS), the village's block, the page's
    // rows with the counters (one batch: they were two round trips).
    expect(found.trips).toBeLessThanOrEqual(4);
    expect(found.rows).toBeLessThan(400);
  });

  it('a dense place: the page rows and the counters come in one batch, not two round trips', async () => {
    const found = await search(ORIGIN);
    expect(found.ids).toEqual(expected.slice(0, 10));
    const counters = found.sql.filter((q) => q.includes('finder_edition_counts'));
    expect(counters).toEqual(['batch(2) FROM finder_facilities, FROM finder_edition_counts']);
  });

  it('a visitor far from every point: the widest block is empty, so the last resort answers after the second block', async () => {
    const found = await search({ lat: 30.27, lng: -97.74 });
    expect(found.ids).toHaveLength(10);
    // The first block, the second with the question, the last resort, the page's rows (block by
    // block it was six: four empty blocks before the last resort).
    expect(found.trips).toBeLessThanOrEqual(4);
  });

  it('the village again: the block that held its page last time, at once, with the page\u2019s columns and the counters: one round trip (ADR 186)', async () => {
    await search(VILLAGE);
    const again = await search(VILLAGE);
    const nearest = villagePoints
      .map((p) => ({ id: p.id, d: distanceM(VILLAGE, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10)
      .map((p) => p.id);
    expect(again.ids).toEqual(nearest);
    expect(again.trips).toBe(1);
    expect(again.sql).toEqual(['batch(2) FROM finder_facilities, FROM finder_edition_counts']);
    expect(again.rows).toBeLessThan(400);
  });

  it('a dense place again: its block is too big to read whole, so the page\u2019s rows still come by id', async () => {
    await search(ORIGIN);
    const again = await search(ORIGIN);
    expect(again.ids).toEqual(expected.slice(0, 10));
    expect(again.trips).toBe(2);
    expect(again.sql.at(-1)).toBe('batch(2) FROM finder_facilities, FROM finder_edition_counts');
  });

  it('a place that fills up: the hint of its sparse days still finds the new nearest points, and shrinks', async () => {
    const place = { lat: 58.0, lng: 70.0 };
    const insert = (list: { id: string; lat: number; lng: number }[]) => {
      const now = Date.now();
      return env.DB.batch(
        list.map((p, i) =>
          env.DB.prepare(
            `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at, checked_at)
         VALUES (?, ?, 'accepted', ?, 'Лесная улица', ?, ?, '{}', 'Asia/Yekaterinburg', ?, ?, ?, ?)`,
          ).bind(p.id, ORG, `Лес ${i}`, p.lat, p.lng, now, now, now, now),
        ),
      );
    };
    const far = Array.from({ length: 12 }, (_, i) => ({
      id: crypto.randomUUID(),
      lat: place.lat + 0.2 + (i % 4) * 0.02,
      lng: place.lng + Math.floor(i / 4) * 0.03,
    }));
    await insert(far);
    await reindex();
    const sparse = await search(place);
    expect(sparse.ids).toHaveLength(10);
    const near = Array.from({ length: 15 }, (_, i) => ({
      id: crypto.randomUUID(),
      lat: place.lat + 0.0004 * (i + 1),
      lng: place.lng + 0.0003 * (i % 5),
    }));
    await insert(near);
    await reindex();
    const filled = await search(place);
    const nearest = [...far, ...near]
      .map((p) => ({ id: p.id, d: distanceM(place, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10)
      .map((p) => p.id);
    expect(filled.ids).toEqual(nearest);
    // The hint's wide block read the far points too; the next search starts at the small block.
    const next = await search(place);
    expect(next.ids).toEqual(nearest);
    expect(next.rows).toBeLessThan(filled.rows);
  });
});

describe('a material near a position', () => {
  const glassIds = new Set(points.filter((_, i) => i % 5 === 0).map((p) => p.id));
  const addGlass = (ids: string[]) =>
    env.DB.batch(
      ids.map((id) =>
        env.DB.prepare(
          "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('glass', ?, 0, 'kg', '1.00', (SELECT id FROM facility_material_types WHERE slug = 'glass'))",
        ).bind(id),
      ),
    );
  // Each test asks its own page size: a cached answer (the cache's versions are read at most once a second) cannot stand in.
  const glassPage = async (limit: number) => {
    const res = await SELF.fetch(
      `${HOSTS.ru}/api/v1/recycling-points?near=${ORIGIN.lat},${ORIGIN.lng}&material=glass&limit=${limit}`,
      { headers: { accept: 'application/json' } },
    );
    expect(res.status).toBe(200);
    return {
      ids: ((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id),
      rows: Number(res.headers.get('x-finder-rows-read')),
    };
  };

  it('the nearest points taking it, read from the full-text index: only the rows that take it', async () => {
    await addGlass([...glassIds]);
    await reindex();
    const { ids, rows } = await glassPage(20);
    expect(ids).toEqual(expected.filter((id) => glassIds.has(id)).slice(0, 20));
    // The block around the origin holds all 200 points and 40 take glass. Read through the cell
    // index, every one of the 200 was a row read; the `area` column's material tokens
    // (migration 0036) read the 40 and little more.
    expect(rows).toBeLessThan(265);
  });

  it('a point that starts taking it is found at once (the index triggers give the text index its materials)', async () => {
    const nearestOther = expected.find((id) => !glassIds.has(id))!;
    await addGlass([nearestOther]);
    await reindex();
    glassIds.add(nearestOther);
    expect((await glassPage(19)).ids).toEqual(expected.filter((id) => glassIds.has(id)).slice(0, 19));
  });

  it.each([
    ['Qmaxx', 'qmaxs'],
    ['Q4xpress', 'q4xpres'],
  ])(
    'a word that starts like an area token (%s): its typo is found through the vocabulary read around the tokens',
    async (name, typo) => {
      const id = crypto.randomUUID();
      const now = Date.now();
      await env.DB.prepare(
        `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at, checked_at)
       VALUES (?, ?, 'accepted', ?, 'ул. Баумана, Казань', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?, ?)`,
      )
        .bind(id, ORG, name, ORIGIN.lat, ORIGIN.lng, now, now, now, now)
        .run();
      await reindex();
      const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?q=${typo}`, {
        headers: { accept: 'application/json' },
      });
      expect(((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id)).toEqual([id]);
    },
  );
});
