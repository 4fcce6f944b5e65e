import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { HOSTS } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { countingD1 } from '../../worker/lib/counting-d1';
import { creator, publishedEvent } from './support/events';
import { owner as facilityOwner, facilityIn } from './facility-support';

/**
 * at most two D1 round trips per page (db.batch for the reads), counted per route on
 * a cache miss (each URL is new to the edge cache) with a counting D1 binding. The edge cache's
 * version read is not the page's: an isolate makes it at most once a second for all pages
 * (docs/decisions/080-edge-cache.md), so it is counted apart.
 */
const MAX_TRIPS = 2;
const fresh = () => `v=${crypto.randomUUID().slice(0, 8)}`;

async function trips(url: string, user?: TestUser, accept = 'text/html') {
  const { db, counter } = countingD1(env.DB);
  const headers: Record<string, string> = { accept };
  if (user) headers.cookie = user.cookie;
  const res = await app.request(url, { headers, redirect: 'manual' }, { ...env, DB: db });
  await res.arrayBuffer();
  // The edge cache's key read (cache_versions and the page's cache_tags, docs/decisions/137-cache-invalidation-per-thing.md).
  const versionReads = counter.sql.filter((q) => q.includes('FROM cache_versions')).length;
  return { status: res.status, trips: counter.trips - versionReads, versionReads, sql: counter.sql };
}

describe('D1 round trips per route', () => {
  it('guest pages, signed-in pages and public JSON stay within two', async () => {
    const owner = await creator();
    const eventId = await publishedEvent(owner);
    const facilityId = await facilityIn(await facilityOwner(), 'accepted');
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    const routes: Array<[string, TestUser?, string?]> = [
      [`${HOSTS.ru}/?${fresh()}`],
      [`${HOSTS.ru}/cookies?${fresh()}`],
      [`${HOSTS.ru}/charity-events?${fresh()}`],
      [`${HOSTS.ru}/charity-events?city=Moscow&${fresh()}`],
      [`${HOSTS.ru}/charity-event/${eventId}?${fresh()}`],
      [`${HOSTS.ru}/recycling-points/${facilityId}?${fresh()}`],
      [`${HOSTS.ru}/login?${fresh()}`],
      [`${HOSTS.ru}/api/web/v1/charity-event?${fresh()}`, undefined, 'application/json'],
      [`${HOSTS.ru}/charity-event/${eventId}`, volunteer],
      [`${HOSTS.ru}/profile/charity-events`, owner],
    ];
    const report: string[] = [];
    for (const [url, user, accept] of routes) {
      const r = await trips(url, user, accept);
      expect(r.status, url).toBeLessThan(400);
      report.push(`${r.trips} ${user ? 'signed-in' : 'guest'} ${url}\n    ${r.sql.join('\n    ')}`);
    }
    const over = report.filter((line) => Number(line.split(' ')[0]) > MAX_TRIPS);
    expect(over, report.join('\n')).toEqual([]);
  });

  it('a point\u2019s page reads the point, its catalogues, owner, events and trust in one round trip', async () => {
    const facilityId = await facilityIn(await facilityOwner(), 'accepted');
    const r = await trips(`${HOSTS.ru}/recycling-points/${facilityId}?${fresh()}`);
    expect(r.status).toBe(200);
    expect(r.trips, r.sql.join('\n')).toBe(1);
    // A point the guest may not see is still a 404 (read in the same batch, then dropped).
    const draft = await facilityIn(await facilityOwner(), 'draft');
    expect((await trips(`${HOSTS.ru}/recycling-points/${draft}?${fresh()}`)).status).toBe(404);
  });

  it('the finder API in name order (no position, no search) reads its page and total in one round trip', async () => {
    const url = () => `${HOSTS.ru}/api/v1/recycling-points?limit=5&${fresh()}`;
    await trips(url(), undefined, 'application/json'); // the isolate's material catalogue, read once a minute
    const r = await trips(url(), undefined, 'application/json');
    expect(r.status).toBe(200);
    expect(r.trips, r.sql.join('\n')).toBe(1);
    // The same answer as the two-trip path gave: points in name order, each with its page columns, and a total.
    const res = await app.request(url(), { headers: { accept: 'application/json' } }, env);
    const body = (await res.json()) as {
      total: number;
      data: { name: string; address: string; materials: string[] }[];
    };
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(5);
    const names = body.data.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const item of body.data) expect(item.address && Array.isArray(item.materials)).toBeTruthy();
  });

  it('a cache hit costs no round trip once the versions are known', async () => {
    const url = `${HOSTS.ru}/charity-events?${fresh()}`;
    await trips(url);
    const hit = await trips(url);
    expect(hit.sql).toEqual([]);
  });
});
