import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexFacilities } from '../../worker/data/finder-reindex';
import { FACILITY_STATUSES } from '../../ui/shared/facility/lifecycle';
import { indexFacilityStatements } from '../../worker/data/finder-index';
import { getPage, HOSTS } from './helpers';

/**
 * One rule for what the public sees (docs/decisions/136-one-public-visibility-rule.md) and cache
 * invalidation per thing (docs/decisions/137-cache-invalidation-per-thing.md).
 */
const ORG = crypto.randomUUID();
const KAZAN = { lat: 55.7963, lng: 49.1088 };
const OMSK = { lat: 54.9885, lng: 73.3242 };
const byStatus = Object.fromEntries(FACILITY_STATUSES.map((s) => [s, crypto.randomUUID()])) as Record<string, string>;
const omsk = crypto.randomUUID();
const leaving = crypto.randomUUID();

function insert(id: string, status: string, name: string, at: { lat: number; lng: number }) {
  const now = Date.now();
  return env.DB.prepare(
    `INSERT INTO facilities (id, org_id, status, name, address, lat, lng, working_hours, time_zone, status_changed_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'ул. Баумана, 1', ?, ?, '{}', 'Europe/Moscow', ?, ?, ?)`,
  ).bind(id, ORG, status, name, at.lat, at.lng, now, now, now);
}

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT INTO organisations (id, name, edition, created_at) VALUES (?, 'Public rule org', 'ru', 0)",
  )
    .bind(ORG)
    .run();
  await env.DB.batch([
    ...Object.entries(byStatus).map(([status, id], i) =>
      insert(id, status, `Казань ${status}`, { lat: KAZAN.lat + i * 0.001, lng: KAZAN.lng }),
    ),
    insert(omsk, 'accepted', 'Омск приём', OMSK),
    insert(leaving, 'accepted', 'Казань уходит', { lat: KAZAN.lat - 0.002, lng: KAZAN.lng }),
  ]);
  await reindexFacilities(env.DB);
});

const guest = (url: string) => getPage(url);
const facilityIds = (text: string) => [...text.matchAll(/\/recycling-points\/([0-9a-f-]{36})/g)].map((m) => m[1]!);

describe('what the public sees', () => {
  it('every point the finder, the sitemap or home lists opens for a guest; no other status is listed', async () => {
    const listed = new Set<string>();
    const api = (await (
      await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?near=${KAZAN.lat},${KAZAN.lng}&limit=1000`)
    ).json()) as { data: { id: string }[] };
    for (const d of api.data) listed.add(d.id);
    for (const id of facilityIds(
      await (await guest(`${HOSTS.ru}/recycling-points?near=${KAZAN.lat},${KAZAN.lng}`)).text(),
    ))
      listed.add(id);
    for (const id of facilityIds(await (await guest(`${HOSTS.ru}/`)).text())) listed.add(id);
    const index = await (await SELF.fetch(`${HOSTS.ru}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+sitemap-[^<]+\.xml)<\/loc>/g)].map((m) => m[1]!);
    for (const part of parts.length ? parts : [`${HOSTS.ru}/sitemap.xml`]) {
      const url = new URL(part);
      for (const id of facilityIds(await (await SELF.fetch(`${HOSTS.ru}${url.pathname}`)).text())) listed.add(id);
    }
    expect(listed.has(byStatus.accepted!)).toBe(true);
    for (const status of ['draft', 'checking', 'declined', 'closed', 'temporarily_not_working', 'blocked_by_moderator'])
      expect(listed.has(byStatus[status]!), status).toBe(false);
    for (const id of listed) expect((await guest(`${HOSTS.ru}/recycling-points/${id}`)).status, id).toBe(200);
    for (const status of [
      'draft',
      'checking',
      'declined',
      'closed',
      'temporarily_not_working',
      'blocked_by_moderator',
    ]) {
      expect((await guest(`${HOSTS.ru}/recycling-points/${byStatus[status]}`)).status, status).toBe(404);
    }
  });
});

describe('cache invalidation per thing', () => {
  const edge = (res: Response) => res.headers.get('x-edge-cache');
  const hitOrMiss = async (url: string) => {
    const res = await guest(url);
    await res.text();
    return edge(res);
  };

  it("a point's edit gives new keys to its page and the finder around it, and to nothing far away", async () => {
    const v = crypto.randomUUID().slice(0, 6);
    const kazanPage = `${HOSTS.ru}/recycling-points/${byStatus.accepted}?v=${v}`;
    const omskPage = `${HOSTS.ru}/recycling-points/${omsk}?v=${v}`;
    const kazanFinder = `${HOSTS.ru}/recycling-points?near=${KAZAN.lat},${KAZAN.lng}&v=${v}`;
    const omskFinder = `${HOSTS.ru}/recycling-points?near=${OMSK.lat},${OMSK.lng}&v=${v}`;
    const kazanApi = `${HOSTS.ru}/api/v1/recycling-points?near=${KAZAN.lat},${KAZAN.lng}&v=${v}`;
    for (const url of [kazanPage, omskPage, kazanFinder, omskFinder, kazanApi])
      expect(await hitOrMiss(url)).toBe('MISS');
    for (const url of [kazanPage, omskPage, kazanFinder, omskFinder, kazanApi])
      expect(await hitOrMiss(url)).toBe('HIT');

    // What a product write does: the row and, in the same batch, the index and the tags.
    await env.DB.batch([
      env.DB.prepare("UPDATE facilities SET name = 'Казань переименован', updated_at = ? WHERE id = ?").bind(
        Date.now(),
        byStatus.accepted,
      ),
      ...indexFacilityStatements(env.DB, byStatus.accepted!),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the per-isolate memo of versions

    expect(await hitOrMiss(kazanPage)).toBe('MISS');
    expect(await hitOrMiss(kazanFinder)).toBe('MISS');
    expect(await hitOrMiss(kazanApi)).toBe('MISS');
    expect(await hitOrMiss(omskPage)).toBe('HIT');
    expect(await hitOrMiss(omskFinder)).toBe('HIT');
    expect(await (await guest(kazanFinder)).text()).toContain('Казань переименован');
  });

  it('a point that stops being public leaves the finder at once', async () => {
    const id = leaving;
    const near = `${HOSTS.ru}/api/v1/recycling-points?near=${KAZAN.lat},${KAZAN.lng}&limit=1000`;
    expect(((await (await SELF.fetch(near)).json()) as { data: { id: string }[] }).data.map((d) => d.id)).toContain(id);
    await env.DB.batch([
      env.DB.prepare("UPDATE facilities SET status = 'blocked_by_moderator', updated_at = ? WHERE id = ?").bind(
        Date.now(),
        id,
      ),
      ...indexFacilityStatements(env.DB, id),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(((await (await SELF.fetch(near)).json()) as { data: { id: string }[] }).data.map((d) => d.id)).not.toContain(
      id,
    );
    expect((await guest(`${HOSTS.ru}/recycling-points/${id}`)).status).toBe(404);
  });
});
