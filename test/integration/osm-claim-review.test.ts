/**
 * A claim of an OpenStreetMap point is a claim everywhere (docs/decisions/191-osm-claim-review.md):
 * refused when made farther than 300 m, shown to the manager beside the owner's point (names,
 * addresses, distance, a drawn map), accepted or refused as a decision of its own; the OSM point
 * leaves the finder only while the claim is accepted and the owner's point public, and comes back
 * at once when the owner's point is blocked or withdrawn, or the claim refused.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import ruRU from '../../locales/ru-RU.json';
import { syncOsmFinder } from '../../scripts/lib/osm/finder.mjs';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { owner } from './facility-support';
import { HOSTS, getPage, readSnapshot } from './helpers';
import { createTestUser, type TestUser } from './support/accounts';
import { call } from './support/manager';
import { OSM_KIND_LABELS, osmFacilityRow, osmStore } from './support/osm-rows';

// Moscow for the owners' points; far from the other files' points.
const MOSCOW = { lat: 55.7512, lng: 37.6184 };
const METRE = 1 / 111_320;
const near = (north: number) => ({ lat: Number((MOSCOW.lat + north * METRE).toFixed(6)), lng: MOSCOW.lng });

async function finderIds(at = MOSCOW): Promise<string[]> {
  const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?near=${at.lat},${at.lng}&limit=50`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id);
}
const claimOf = async (id: string) =>
  env.DB.prepare('SELECT osm_facility_id, status FROM osm_facility_claims WHERE facility_id = ?')
    .bind(id)
    .all()
    .then((r) => r.results);

let manager: TestUser;
const decide = async (id: string, decision: string, comment = '') =>
  expect((await call('POST', `/api/manager/points/${id}/${decision}`, manager, { comment })).status).toBe(200);

/** An owner's point claiming `osm`, sent to review and accepted by a manager (its claim still pending). */
async function acceptedClaimant(osm: string, north: number): Promise<{ user: TestUser; id: string }> {
  const user = await owner();
  const created = await call(
    'POST',
    `/api/web/v1/facility/facility/?fromOsm=${osm}`,
    user,
    buildFacilityPayload(completeFacilityForm({ name: `Пункт у ${osm}`, coords: near(north) })),
  );
  expect(created.status).toBe(201);
  const id = created.json.data.id as string;
  expect(
    (
      await call('POST', `/api/web/v1/facility/facility/${id}/transit/`, user, {
        transit: 'facility#draft_to_checking',
        payload: {},
      })
    ).status,
  ).toBe(200);
  await decide(id, 'accept');
  return { user, id };
}

/** The claim's form on the review page, posted as a browser without JavaScript. */
const postClaim = (id: string, osm: string, intent: string) =>
  SELF.fetch(`${HOSTS.ru}/manager/points/${id}/claims/${osm}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ intent }).toString(),
    headers: {
      cookie: manager.cookie,
      origin: HOSTS.ru,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    },
  });

beforeAll(async () => {
  manager = await createTestUser({ roles: ['manager'] });
  await env.DB.batch([
    // St Petersburg: some 630 km from the Moscow points.
    osmFacilityRow(9101, { name: 'Пункт на Невском', lat: 59.9343, lng: 30.3351, address: 'Невский проспект, 28' }),
    // Moscow, each 120 m north of its claimant below, with names unlike theirs (no twin rule).
    osmFacilityRow(9102, {
      name: 'Контейнер у метро',
      lat: MOSCOW.lat + 120 * METRE,
      lng: MOSCOW.lng,
      address: 'ул. Моховая, 1',
    }),
    osmFacilityRow(9103, {
      name: 'Сбор стекла',
      lat: MOSCOW.lat + 1120 * METRE,
      lng: MOSCOW.lng,
      address: 'ул. Тверская, 9',
    }),
    osmFacilityRow(9104, {
      name: '',
      operator: '',
      kind: 'centre',
      lat: MOSCOW.lat + 2120 * METRE,
      lng: MOSCOW.lng,
      address: 'ул. Петровка, 3',
    }),
  ]);
  await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS);
});

describe('a claim farther than 300 m is refused when made', () => {
  it('JSON API: 422 claim_too_far, localized, on the position; nothing created', async () => {
    const user = await owner();
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>())!.n;
    const res = await call(
      'POST',
      '/api/web/v1/facility/facility/?fromOsm=osm-node-9101',
      user,
      buildFacilityPayload(completeFacilityForm({ coords: MOSCOW })),
    );
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('claim_too_far');
    expect(res.json.error.message).toContain('OpenStreetMap');
    expect(res.json.error.problems[0].path).toBe('coords.lat');
    expect(res.json.error.problems[0].message).toContain('300');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>())!.n).toBe(before);
    expect(await finderIds({ lat: 59.9343, lng: 30.3351 })).toContain('osm-node-9101');
  });

  it('the editor without JavaScript: 422, the reason beside the position, nothing created', async () => {
    const user = await owner();
    const res = await SELF.fetch(`${HOSTS.ru}/profile/create-recycling-point`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        intent: 'draft',
        name: 'Москва',
        'coords.lng': String(MOSCOW.lng),
        'coords.lat': String(MOSCOW.lat),
        'rates[0].id': 'line-1',
        fromOsm: 'osm-node-9101',
      }).toString(),
      headers: {
        cookie: user.cookie,
        origin: HOSTS.ru,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('не дальше 300 м');
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities WHERE org_id = ?')
        .bind(user.orgId)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});

describe('the manager decides the claim on its own', () => {
  it('an accepted point with a pending claim hides nothing; the review page shows both points, the distance and the map', async () => {
    const { id } = await acceptedClaimant('osm-node-9102', 0);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9102', status: 'pending' }]);
    expect(await finderIds()).toEqual(expect.arrayContaining([id, 'osm-node-9102']));
    const page = await getPage(`${HOSTS.ru}/manager/points/${id}`, { headers: { cookie: manager.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-testid="osm-claim" data-osm-id="osm-node-9102" data-status="pending"/);
    expect(html).toContain('Контейнер у метро');
    expect(html).toContain('ул. Моховая, 1');
    expect(html).toContain('Пункт у osm-node-9102');
    expect(html).toMatch(/data-testid="claim-distance" data-distance="12[01]"/);
    expect(html).toContain('data-testid="claim-map"');
    const claims = (readSnapshot(html).data as { claims: { osmId: string; distance: number }[] }).claims;
    expect(claims.map((c) => c.osmId)).toEqual(['osm-node-9102']);
    // The console lists it among the claims to decide, whatever the point's status; decided, it leaves the list.
    const queue = async () =>
      ((await call('GET', '/api/manager/points?status=claims', manager)).json.data as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await queue()).toContain(id);
    expect(
      (await getPage(`${HOSTS.ru}/manager/points?status=claims`, { headers: { cookie: manager.cookie } })).status,
    ).toBe(200);
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9102/refuse`, manager, {})).status).toBe(200);
    expect(await queue()).not.toContain(id);
  });

  it('accepting the claim hides the OSM point; blocking the owner brings it back at once, unblocking hides it again; the importer agrees', async () => {
    const { id } = await acceptedClaimant('osm-node-9102', 0);
    const res = await postClaim(id, 'osm-node-9102', 'accept');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`/manager/points/${id}?done=claimAccepted`);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9102', status: 'accepted' }]);
    expect(await finderIds()).not.toContain('osm-node-9102');
    expect(
      readSnapshot(await (await getPage(`${HOSTS.ru}/recycling-points/osm-node-9102`)).text()).data.replacedBy,
    ).toBe(id);
    expect(await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS)).toEqual({ indexed: 0, removed: 0 });
    // A second decision is refused.
    expect((await postClaim(id, 'osm-node-9102', 'refuse')).status).toBe(409);

    await decide(id, 'block', 'Не тот адрес');
    expect(await finderIds()).toContain('osm-node-9102');
    expect(
      readSnapshot(await (await getPage(`${HOSTS.ru}/recycling-points/osm-node-9102`)).text()).data.replacedBy,
    ).toBeFalsy();
    expect(await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS)).toEqual({ indexed: 0, removed: 0 });
    await decide(id, 'unblock');
    expect(await finderIds()).not.toContain('osm-node-9102');
  });

  it('the owner withdrawing the point (closed for a while) brings the OSM point back, named as the importer names it', async () => {
    const { user, id } = await acceptedClaimant('osm-node-9104', 2000);
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9104/accept`, manager, {})).status).toBe(200);
    expect(await finderIds(near(2120))).not.toContain('osm-node-9104');
    expect(
      (
        await call('POST', `/api/web/v1/facility/facility/${id}/transit/`, user, {
          transit: 'facility#accepted_to_temporarily_not_working',
          payload: { comment: 'Ремонт' },
        })
      ).status,
    ).toBe(200);
    const res = await SELF.fetch(
      `${HOSTS.ru}/api/v1/recycling-points?near=${near(2120).lat},${near(2120).lng}&limit=50`,
    );
    const item = ((await res.json()) as { data: { id: string; name: string }[] }).data.find(
      (i) => i.id === 'osm-node-9104',
    );
    expect(item?.name).toBe(ruRU.osm.kind.centre); // the edition's own label, as `npm run import:osm` writes it
    expect(await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS)).toEqual({ indexed: 0, removed: 0 });
  });

  it('a refused claim hides nothing, and a claim whose point moved beyond 300 m cannot be accepted', async () => {
    const { id } = await acceptedClaimant('osm-node-9103', 1000);
    const refused = await call('POST', `/api/manager/points/${id}/claims/osm-node-9103/refuse`, manager, {});
    expect(refused.status).toBe(200);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9103', status: 'refused' }]);
    expect(await finderIds(near(1120))).toContain('osm-node-9103');
    const audit = await env.DB.prepare(
      "SELECT action, to_status, comment FROM audit_log WHERE subject_id = ? AND action LIKE '%Claim'",
    )
      .bind(id)
      .all();
    expect(audit.results).toEqual([{ action: 'refuseClaim', to_status: 'refused', comment: 'osm-node-9103' }]);

    const moved = await acceptedClaimant('osm-node-9103', 1000);
    await env.DB.prepare('UPDATE facilities SET lat = ? WHERE id = ?').bind(MOSCOW.lat, moved.id).run();
    const far = await call('POST', `/api/manager/points/${moved.id}/claims/osm-node-9103/accept`, manager, {});
    expect(far.status).toBe(409);
    expect(far.json.error.code).toBe('claim_too_far');
    expect(far.json.error.message).toContain('300');
    expect(await claimOf(moved.id)).toEqual([{ osm_facility_id: 'osm-node-9103', status: 'pending' }]);
    expect(await finderIds(near(1120))).toContain('osm-node-9103');
  });

  it('moving the point sends a decided claim back to the manager', async () => {
    const user = await owner();
    const form = completeFacilityForm({ name: 'Переезжающий пункт', coords: near(1000) });
    const created = await call(
      'POST',
      '/api/web/v1/facility/facility/?fromOsm=osm-node-9103',
      user,
      buildFacilityPayload(form),
    );
    const id = created.json.data.id as string;
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9103/accept`, manager, {})).status).toBe(200);
    // Saved in place: the decision stands.
    expect(
      (
        await call(
          'PUT',
          `/api/web/v1/facility/facility/${id}`,
          user,
          buildFacilityPayload({ ...form, id, comment: 'Тот же адрес' }),
        )
      ).status,
    ).toBe(200);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9103', status: 'accepted' }]);
    // Moved 1 km: pending again, and it cannot be accepted from there.
    expect(
      (
        await call(
          'PUT',
          `/api/web/v1/facility/facility/${id}`,
          user,
          buildFacilityPayload({ ...form, id, coords: MOSCOW }),
        )
      ).status,
    ).toBe(200);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9103', status: 'pending' }]);
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9103/accept`, manager, {})).status).toBe(409);
  });

  it('only managers decide claims; an unknown claim is 404', async () => {
    const { user, id } = await acceptedClaimant('osm-node-9102', 0);
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9102/accept`, user, {})).status).toBe(403);
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-9999/accept`, manager, {})).status).toBe(404);
    expect((await call('POST', `/api/manager/points/${id}/claims/node-1/accept`, manager, {})).status).toBe(404);
    expect(await claimOf(id)).toEqual([{ osm_facility_id: 'osm-node-9102', status: 'pending' }]);
  });
});
