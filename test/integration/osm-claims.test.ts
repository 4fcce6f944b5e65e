/**
 * Owners' points and their OpenStreetMap twins in the finder, without waiting for an import
 * (docs/decisions/142-osm-ids-owners-and-claims.md): an owner's point that becomes public takes out
 * an OSM point within 50 m with a similar name and covered materials; a point made from an OSM
 * point's prefilled editor claims it explicitly (the editor's `fromOsm`, not the comment), so once
 * a manager accepts the point and the claim (docs/decisions/191-osm-claim-review.md) the OSM point
 * leaves the finder whatever the owner rewrote.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncOsmFinder } from '../../scripts/lib/osm/finder.mjs';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import type { FacilityForm } from '../../ui/shared/facility/model';
import { owner, facilityIn } from './facility-support';
import { HOSTS, getPage, readSnapshot } from './helpers';
import { createTestUser } from './support/accounts';
import { call } from './support/manager';
import { OSM_KIND_LABELS, osmFacilityRow, osmStore } from './support/osm-rows';

// Far from the other files' points: Kazan.
const SPOT = { lat: 55.7963, lng: 49.1088 };
const METRE = 1 / 111_320;

async function finderIds(): Promise<string[]> {
  const res = await SELF.fetch(`${HOSTS.ru}/api/v1/recycling-points?near=${SPOT.lat},${SPOT.lng}&limit=50`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id);
}

const accept = async (id: string) => {
  const manager = await createTestUser({ roles: ['manager'] });
  expect((await call('POST', `/api/manager/points/${id}/accept`, manager, {})).status).toBe(200);
};
const sendToReview = async (user: Awaited<ReturnType<typeof owner>>, id: string) =>
  expect(
    (
      await call('POST', `/api/web/v1/facility/facility/${id}/transit/`, user, {
        transit: 'facility#draft_to_checking',
        payload: {},
      })
    ).status,
  ).toBe(200);

beforeAll(async () => {
  await env.DB.batch([
    // A twin of the owner's point below: 20 m away, a similar name, paper (which the owner takes).
    osmFacilityRow(8001, {
      name: 'ЭкоПункт Садовая',
      lat: SPOT.lat + 20 * METRE,
      lng: SPOT.lng,
      materials: '["paper"]',
      time_zone: 'Europe/Moscow',
    }),
    // 30 m away, paper, another name: not a twin.
    osmFacilityRow(8002, {
      name: 'Контейнер у школы',
      lat: SPOT.lat - 30 * METRE,
      lng: SPOT.lng,
      materials: '["paper"]',
    }),
    // Claimed through the editor below, 300 m away.
    osmFacilityRow(8003, {
      name: 'Пункт на Баумана',
      lat: SPOT.lat + 300 * METRE,
      lng: SPOT.lng,
      materials: '["paper","glass"]',
      phone: '+78432000000',
    }),
  ]);
  await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS);
});

describe("an owner's point becoming public hides its OpenStreetMap twin at once", () => {
  it('near, similar name, materials covered: out of the finder when the manager accepts; other neighbours stay', async () => {
    expect(await finderIds()).toEqual(expect.arrayContaining(['osm-node-8001', 'osm-node-8002']));
    const user = await owner();
    const id = await facilityIn(user, 'checking', completeFacilityForm({ name: 'ЭкоПункт — Садовая', coords: SPOT }));
    expect(await finderIds()).toContain('osm-node-8001'); // not public yet
    await accept(id);
    const ids = await finderIds();
    expect(ids).toContain(id);
    expect(ids).not.toContain('osm-node-8001');
    expect(ids).toContain('osm-node-8002');
    // The next import agrees and writes nothing.
    expect(await syncOsmFinder(osmStore, 'ru', OSM_KIND_LABELS)).toEqual({ indexed: 0, removed: 0 });
  });
});

describe('claiming an OpenStreetMap point through the prefilled editor', () => {
  it('prefilled editor → create → send to review → manager accepts the point and the claim → the OSM point leaves the finder, even with the comment rewritten', async () => {
    const user = await owner();
    const editor = await getPage(`${HOSTS.ru}/profile/create-recycling-point?fromOsm=osm-node-8003`, {
      headers: { cookie: user.cookie },
    });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toMatch(/<input type="hidden" name="fromOsm" value="osm-node-8003"/);
    const data = readSnapshot(html).data as { fromOsm: string; echo: { values: FacilityForm } };
    expect(data.fromOsm).toBe('osm-node-8003');
    // The owner completes the form, renames the point and rewrites the comment.
    const prefilled = data.echo.values;
    const form = completeFacilityForm({
      coords: prefilled.coords,
      address: prefilled.address,
      name: 'Совсем другое название',
      comment: 'Наш пункт приёма',
    });
    const created = await call(
      'POST',
      '/api/web/v1/facility/facility/?fromOsm=osm-node-8003',
      user,
      buildFacilityPayload(form),
    );
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    expect(
      (await env.DB.prepare('SELECT osm_facility_id FROM osm_facility_claims WHERE facility_id = ?').bind(id).all())
        .results,
    ).toEqual([{ osm_facility_id: 'osm-node-8003' }]);
    await sendToReview(user, id);
    expect(await finderIds()).toContain('osm-node-8003');
    await accept(id);
    // The claim is a decision of its own (ADR 191): pending, it hides nothing.
    expect(await finderIds()).toContain('osm-node-8003');
    const manager = await createTestUser({ roles: ['manager'] });
    expect((await call('POST', `/api/manager/points/${id}/claims/osm-node-8003/accept`, manager, {})).status).toBe(200);
    const ids = await finderIds();
    expect(ids).toContain(id);
    expect(ids).not.toContain('osm-node-8003');
    // Its page names the replacement.
    expect(
      readSnapshot(await (await getPage(`${HOSTS.ru}/recycling-points/osm-node-8003`)).text()).data.replacedBy,
    ).toBe(id);
  });

  it('without JavaScript the hidden field records the claim; a comment naming an OSM point records nothing', async () => {
    const user = await owner();
    const fields = (extra: Record<string, string>) =>
      new URLSearchParams({
        id: '',
        check: '',
        intent: 'draft',
        name: 'Без скриптов',
        address: '',
        'coords.lng': String(SPOT.lng),
        'coords.lat': String(SPOT.lat),
        comment: '',
        collectionRules: '',
        'contacts.phone': '',
        'contacts.email': '',
        'contacts.website': '',
        'contacts.telegram': '',
        'contacts.whatsapp': '',
        'contacts.vk': '',
        'supervisorContacts.name': '',
        'supervisorContacts.phone': '',
        'supervisorContacts.email': '',
        'rates[0].id': 'line-1',
        'rates[0].srmId': '',
        'rates[0].unitsSlug': '',
        'rates[0].price': '',
        icon: '',
        ...extra,
      }).toString();
    const post = async (extra: Record<string, string>) => {
      const res = await SELF.fetch(`${HOSTS.ru}/profile/create-recycling-point`, {
        method: 'POST',
        redirect: 'manual',
        body: fields(extra),
        headers: {
          cookie: user.cookie,
          origin: HOSTS.ru,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
      });
      expect(res.status).toBe(303);
      return res.headers.get('location')!.split('/').pop()!;
    };
    const claimsOf = async (id: string) =>
      (await env.DB.prepare('SELECT osm_facility_id FROM osm_facility_claims WHERE facility_id = ?').bind(id).all())
        .results;
    expect(await claimsOf(await post({ fromOsm: 'osm-node-8002' }))).toEqual([{ osm_facility_id: 'osm-node-8002' }]);
    expect(await claimsOf(await post({ comment: 'OpenStreetMap node/8002' }))).toEqual([]);
    expect(await claimsOf(await post({ fromOsm: 'osm-node-999999' }))).toEqual([]);
  });

  it('the JSON API refuses a fromOsm that is not an OSM id (400) and creates nothing', async () => {
    const user = await owner();
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>())!.n;
    const res = await call(
      'POST',
      '/api/web/v1/facility/facility/?fromOsm=node-1',
      user,
      buildFacilityPayload(completeFacilityForm()),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_parameter');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities').first<{ n: number }>())!.n).toBe(before);
  });
});
