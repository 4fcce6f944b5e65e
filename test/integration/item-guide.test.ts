/**
 * The item guide over HTTP: pages without JavaScript in every edition, the search results page
 * (item card, nearest points, finder prefiltered), misses counted per day, a manager adding a
 * synonym from the console's list (live at once, edge cache refreshed), SEO and sitemap.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { HOSTS, attr, getPage, readSnapshot } from './helpers';
import { reindexFacilities } from '../../worker/data/finder-reindex';
import { DICTIONARY_UPDATED } from '../../data/items/updated';

const ORG = crypto.randomUUID();
const POINT = crypto.randomUUID();
const full = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: true, noLunchBreak: false };
const week = {
  monday: full,
  tuesday: full,
  wednesday: full,
  thursday: full,
  friday: full,
  saturday: full,
  sunday: full,
};

beforeAll(async () => {
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Guide test org', 'ru', 0)",
    ).bind(ORG),
    env.DB.prepare(`INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at)
      VALUES (?, ?, 'accepted', 'Guide batteries box', 'Tverskaya 1', 55.7558, 37.6173, ?, 'Europe/Moscow', ?, ?, ?)`).bind(
      POINT,
      ORG,
      JSON.stringify(week),
      now,
      now,
      now,
    ),
    env.DB.prepare(
      "INSERT INTO facility_rates (id, facility_id, position, units_slug, price, srm_id) VALUES ('r0', ?, 0, 'pcs', '0', 9)",
    ).bind(POINT),
  ]);
  await reindexFacilities(env.DB); // plain-SQL points join the finder index (docs/finder.md)
});

const today = () => new Date().toISOString().slice(0, 10);
const missCount = async (term: string) =>
  (
    await env.DB.prepare('SELECT SUM(count) AS n FROM guide_search_misses WHERE term = ? AND day = ?')
      .bind(term, today())
      .first<{ n: number | null }>()
  )?.n ?? 0;

describe('item guide pages (no JavaScript)', () => {
  it('search for "батарейки" shows the batteries card, its edition\'s nearest point and the prefiltered finder in every edition', async () => {
    for (const host of [HOSTS.ru, HOSTS.kz, HOSTS.intl]) {
      const res = await getPage(`${host}/what-goes-where/search?q=${encodeURIComponent('батарейки')}`);
      expect(res.status, host).toBe(200);
      const html = await res.text();
      const data = readSnapshot(html).data;
      expect(data.items[0].slug).toBe('batteries');
      expect(data.items[0].hazard).toBeTruthy();
      expect(data.points.finderHref).toMatch(/\/recycling-points\?material=batteries$/);
      // The point is a Russian organisation's: the other editions' guides never send anyone to it (ADR 199).
      if (host === HOSTS.ru) expect(data.points.entries.map((e: { id: string }) => e.id)).toContain(POINT);
      else
        expect(
          data.points.entries.map((e: { id: string }) => e.id),
          host,
        ).not.toContain(POINT);
      expect(html).toContain('data-testid="guide-item-card"');
      if (host === HOSTS.ru) expect(html).toContain(`data-id="${POINT}"`);
    }
  });

  it('a typo still finds the item; an item no point takes answers plainly', async () => {
    const typo = readSnapshot(
      await (await getPage(`${HOSTS.ru}/what-goes-where/search?q=${encodeURIComponent('батарийки')}`)).text(),
    ).data;
    expect(typo.items[0].slug).toBe('batteries');
    const napkins = readSnapshot(
      await (await getPage(`${HOSTS.intl}/what-goes-where/search?q=paper+towels`)).text(),
    ).data;
    expect(napkins.items[0].slug).toBe('used-napkins');
    expect(napkins.items[0].materials).toEqual([]);
    expect(napkins.items[0].answer).toMatch(/General waste/);
    expect(napkins.points).toBeNull();
  });

  it("the home page carries the search box as a GET form (the finder's own box understands items: finder-item-search.test.ts)", async () => {
    const html = await (await getPage(`${HOSTS.ru}/`)).text();
    expect(html).toMatch(/<form [^>]*data-testid="guide-search" action="\/what-goes-where\/search" method="get"/);
    const kk = await (await getPage(`${HOSTS.kz}/ru-kz/`)).text();
    expect(kk).toContain('action="/ru-kz/what-goes-where/search"');
  });

  it('browse and item pages: categories, canonical with hreflang, share card and HowTo', async () => {
    const browse = await getPage(`${HOSTS.kz}/what-goes-where`);
    expect(browse.status).toBe(200);
    expect(await browse.text()).toContain('href="?category=batteries"');
    // Items are listed by category and letter (ADR 214, item-guide-browse.test.ts).
    const paper = await (
      await getPage(`${HOSTS.kz}/what-goes-where?category=paper&letter=${encodeURIComponent('П')}`)
    ).text();
    expect(paper).toContain('href="/what-goes-where/pizza-box"');

    const res = await getPage(`${HOSTS.intl}/what-goes-where/pizza-box`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/what-goes-where\/pizza-box$/);
    expect(html).toMatch(/hreflang="kk-KZ" href="[^"]*\/what-goes-where\/pizza-box"/i);
    expect(html).toMatch(/<meta property="og:title" content="Where to take: Pizza box/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const howTo = ld.find((j) => j['@type'] === 'HowTo');
    expect(howTo?.name).toBe('Where to take: Pizza box');
    expect(howTo?.step.length).toBeGreaterThanOrEqual(2);
    expect((await getPage(`${HOSTS.ru}/what-goes-where/no-such-item`)).status).toBe(404);
  });

  it('the sitemap lists the guide and its items', async () => {
    const xml = await (await SELF.fetch(`${HOSTS.ru}/sitemap.xml`)).text();
    expect(xml).toContain('/what-goes-where</loc>');
    expect(xml).toContain('/what-goes-where/batteries</loc>');
    // Real lastmod: the committed dictionary's day (data/items/updated.ts), or a manager's later addition.
    const part = /<loc>([^<]+)<\/loc>/g;
    const all = [
      xml,
      ...(await Promise.all(
        [...xml.matchAll(part)]
          .filter((m) => m[1]!.endsWith('.xml'))
          .map(async (m) => (await SELF.fetch(m[1]!.replace(/^https?:\/\/[^/]+/, HOSTS.ru))).text()),
      )),
    ].join('');
    const entry = /<loc>[^<]*\/what-goes-where\/batteries<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(all);
    expect(entry?.[1]).toBe(DICTIONARY_UPDATED);
  });

  it('the JSON twin answers items and refuses an over-long query', async () => {
    const res = await SELF.fetch(`${HOSTS.intl}/api/v1/what-goes-where?q=old+kettle`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { slug: string; finderUrl: string }[] };
    expect(body.data[0]?.slug).toBe('kettle');
    expect(body.data[0]?.finderUrl).toBe('/recycling-points?material=electronics');
    const bad = await SELF.fetch(`${HOSTS.intl}/api/v1/what-goes-where?q=${'x'.repeat(201)}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_parameter');
  });
});

describe('item points without a made-up position', () => {
  it('with no position the points are ordered from the main city, without distances, and the page says so', async () => {
    for (const path of ['/what-goes-where/batteries', `/what-goes-where/search?q=${encodeURIComponent('батарейки')}`]) {
      const html = await (await getPage(`${HOSTS.ru}${path}`)).text();
      const points = readSnapshot(html).data.points;
      expect(points.origin, path).toBeNull();
      expect(points.entries.map((e: { id: string }) => e.id)).toContain(POINT);
      expect(
        points.entries.every((e: { distanceM?: number }) => e.distanceM === undefined),
        path,
      ).toBe(true);
      expect(html).toContain('data-testid="guide-points-origin" data-source="city"');
      expect(html).toContain('Пункты, которые это принимают');
      expect(html).not.toContain('data-testid="guide-point-distance"');
      expect(html).toContain('data-testid="finder-locate"');
    }
  });

  it("with the visitor's own position (near=) they are nearest first, with distances, and the finder link keeps it", async () => {
    const html = await (await getPage(`${HOSTS.ru}/what-goes-where/batteries?near=55.75,37.61`)).text();
    const points = readSnapshot(html).data.points;
    expect(points.origin).toEqual({ position: { lat: 55.75, lng: 37.61 }, source: 'near' });
    const mine = points.entries.find((e: { id: string }) => e.id === POINT);
    expect(mine.distanceM).toBeLessThan(2000);
    expect(points.finderHref).toBe('/recycling-points?material=batteries&near=55.75000%2C37.61000');
    expect(html).toContain('data-testid="guide-point-distance"');
    const edge = readSnapshot(
      await (
        await getPage(`${HOSTS.ru}/what-goes-where/batteries`, {
          headers: { 'x-dev-edge-position': '55.7558,37.6173,RU' },
        })
      ).text(),
    ).data.points;
    expect(edge.origin.source).toBe('edge');
  });
});

describe('the guide learns', () => {
  it('counts a search that found nothing (term and day only) and the manager turns it into a synonym, live at once', async () => {
    const term = `квазибатарейка-${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 2; i++) {
      const page = readSnapshot(
        await (await getPage(`${HOSTS.ru}/what-goes-where/search?q=${encodeURIComponent(term.toUpperCase())}`)).text(),
      ).data;
      expect(page.items).toEqual([]);
    }
    expect(await missCount(term)).toBe(2);

    // The item page is cached for guests; the manager's addition must make a fresh copy.
    const first = await getPage(`${HOSTS.ru}/what-goes-where/batteries`);
    await first.text();
    const second = await getPage(`${HOSTS.ru}/what-goes-where/batteries`);
    await second.text();
    expect(second.headers.get('x-edge-cache')).toBe('HIT');

    const manager = await createTestUser({ roles: ['manager'] });
    const list = await (await getPage(`${HOSTS.ru}/manager/guide`, { headers: { cookie: manager.cookie } })).text();
    expect(list).toContain(`data-term="${term}"`);

    const post = (cookie: string) =>
      SELF.fetch(`${HOSTS.ru}/manager/guide`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.ru, cookie },
        body: new URLSearchParams({ intent: 'synonym', term, item: 'batteries', lang: 'ru' }).toString(),
      });
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    // Anyone else is sent to /404/ by the route guard; nothing is written (the manager's add below succeeds).
    const refused = await post(volunteer.cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/\/404\/?$/);
    const added = await post(manager.cookie);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/manager/guide?done=synonym');

    const found = readSnapshot(
      await (await getPage(`${HOSTS.ru}/what-goes-where/search?q=${encodeURIComponent(term)}`)).text(),
    ).data;
    expect(found.items[0]?.slug).toBe('batteries');
    expect(await missCount(term)).toBe(0);
    const after = await getPage(`${HOSTS.ru}/what-goes-where/batteries`);
    expect(after.headers.get('x-edge-cache')).toBe('MISS');
    expect(readSnapshot(await after.text()).data.item.synonyms).toContain(term);

    // The same synonym twice is refused with the reason, nothing written.
    const again = await post(manager.cookie);
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('data-tone="error"');
  });

  it('a manager adds a new item from a miss; an invalid form is refused', async () => {
    const manager = await createTestUser({ roles: ['manager'] });
    const send = (fields: Record<string, string>, materials: string[] = []) => {
      const body = new URLSearchParams(fields);
      for (const m of materials) body.append('material', m);
      return SELF.fetch(`${HOSTS.intl}/manager/guide`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.intl, cookie: manager.cookie },
        body: body.toString(),
      });
    };
    expect((await send({ intent: 'item', term: 'x', lang: 'en', name: 'x', category: 'metal' })).status).toBe(422);
    expect(
      (
        await send({ intent: 'item', term: 'kaleidoscope', lang: 'en', name: 'Kaleidoscope', category: 'glass' }, [
          'unobtanium',
        ])
      ).status,
    ).toBe(422);
    const ok = await send(
      { intent: 'item', term: 'kaleidoscope', lang: 'en', name: 'Kaleidoscope', category: 'glass' },
      ['glass'],
    );
    expect(ok.status).toBe(303);
    const page = readSnapshot(await (await getPage(`${HOSTS.intl}/what-goes-where/search?q=kaleidoscop`)).text()).data;
    expect(page.items[0]?.slug).toBe('kaleidoscope');
    expect(page.items[0]?.materials.map((m: { slug: string }) => m.slug)).toEqual(['glass']);
    expect((await getPage(`${HOSTS.intl}/what-goes-where/kaleidoscope`)).status).toBe(200);
  });
});
