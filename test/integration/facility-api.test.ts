/** Recycling point API: round trip through D1, completeness, concurrency, visibility, validation. */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyFacilityForm } from '../../ui/shared/facility/model';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import {
  buildFacilityPayload,
  parseFacilityDocument,
  type FacilityReadDocument,
} from '../../ui/shared/facility/transport';
import type { TestUser } from './support/accounts';
import { API, BASE, api, dbState, owner, facilityIn, statusOf } from './facility-support';

let own: TestUser;
let other: TestUser;
beforeAll(async () => {
  own = await owner('Round Trip Org');
  other = await owner('Someone Else');
});

describe('JSON:API round trip through D1', () => {
  it('form model → payload → D1 → read document → form model is identity (create)', async () => {
    const form = completeFacilityForm();
    const res = await api('POST', '/facility/', own, buildFacilityPayload(form));
    expect(res.status).toBe(201);
    const created = (await res.json()) as FacilityReadDocument;
    const read = (await (await api('GET', `/facility/${created.data.id}/`, own)).json()) as FacilityReadDocument;
    expect(parseFacilityDocument(read)).toEqual({ ...form, id: created.data.id });
    expect(read.data.relationships.status.data.id).toBe('draft');
    expect(read.data.relationships.org_owner.data?.id).toBe(own.orgId);
    expect(read.data.relationships.author.data?.id).toBe(own.userId);
    expect(read.data.attributes.icon_info).toEqual({ id: '2', file_url: '/icons/facility/paper.svg' });
    expect(read.data.attributes.org_info.full_name).toBe('Round Trip Org');
    expect(read.data.attributes.working_hours.sunday.no_data).toBe(true);
    expect(read.data.attributes.working_hours.monday.no_data).toBe(false);
    expect(read.data.attributes.rates_info[0]).toMatchObject({
      id: 'rate-1',
      units_slug: 'kg',
      price: '12.50',
      srm_id: 1,
      srm_name: 'Бумага',
    });
    expect(read.data.meta).toMatchObject({ status_display: 'draft', complete: true });
  });

  it('is identity for an update too, and for a nearly empty draft', async () => {
    const id = await facilityIn(own, 'draft');
    const changed = {
      ...completeFacilityForm(),
      id,
      name: 'Changed',
      icon: null,
      rates: [{ id: 'n1', srmId: 9, unitsSlug: 'pcs', price: '0.5' }],
    };
    expect((await api('PUT', `/facility/${id}/`, own, buildFacilityPayload(changed))).status).toBe(200);
    const read = (await (await api('GET', `/facility/${id}/`, own)).json()) as FacilityReadDocument;
    expect(parseFacilityDocument(read)).toEqual(changed);

    const bare = { ...emptyFacilityForm(), name: 'Just a name' };
    const created = (await (
      await api('POST', '/facility/', own, buildFacilityPayload(bare))
    ).json()) as FacilityReadDocument;
    const again = (await (await api('GET', `/facility/${created.data.id}/`, own)).json()) as FacilityReadDocument;
    expect(parseFacilityDocument(again)).toEqual({ ...bare, id: created.data.id });
    expect(again.data.meta?.complete).toBe(false);
    expect(again.data.meta?.actions).not.toContain('sendToReview');
  });

  it('saving a point under review converts it to draft with a history row', async () => {
    const id = await facilityIn(own, 'checking');
    expect(
      (await api('PUT', `/facility/${id}/`, own, buildFacilityPayload({ ...completeFacilityForm(), id }))).status,
    ).toBe(200);
    expect(await statusOf(id)).toBe('draft');
    expect((await dbState(id)).history.at(-1)).toMatchObject({
      transit: 'facility#checking_to_draft',
      from_status: 'checking',
      to_status: 'draft',
    });
  });
});

describe('completeness for review (docs/product.md §5.4) in the worker', () => {
  it('refuses draft_to_checking for an incomplete point with the missing fields', async () => {
    const form = {
      ...completeFacilityForm(),
      address: '',
      supervisorContacts: { name: 'A', phone: '+7916', email: 'bad' },
    };
    const id = await facilityIn(own, 'draft', form);
    const res = await api('POST', `/facility/${id}/transit/`, own, {
      transit: 'facility#draft_to_checking',
      payload: {},
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; problems: { path: string; code: string }[] } };
    expect(body.error.code).toBe('incomplete');
    expect(body.error.problems.map((p) => `${p.path}:${p.code}`).sort()).toEqual([
      'address:required',
      'supervisorContacts.email:email',
      'supervisorContacts.phone:phone',
    ]);
    expect(await statusOf(id)).toBe('draft');
  });

  it('accepts it for a complete point', async () => {
    const id = await facilityIn(own, 'draft');
    expect(
      (await api('POST', `/facility/${id}/transit/`, own, { transit: 'facility#draft_to_checking', payload: {} }))
        .status,
    ).toBe(200);
    expect(await statusOf(id)).toBe('checking');
  });
});

describe('concurrency', () => {
  it('50 concurrent draft_to_checking: exactly one succeeds, one history row', async () => {
    const id = await facilityIn(own, 'draft');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', `/facility/${id}/transit/`, own, { transit: 'facility#draft_to_checking', payload: {} }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const { results } = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM facility_status_history WHERE facility_id = ? AND transit = 'facility#draft_to_checking'",
    )
      .bind(id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
    expect(await statusOf(id)).toBe('checking');
  });
});

describe('visibility (docs/product.md §4.6: non-owners see accepted points only)', () => {
  it('guests read accepted points, get 404 for every other status', async () => {
    for (const status of [
      'draft',
      'checking',
      'declined',
      'closed',
      'temporarily_not_working',
      'blocked_by_moderator',
    ] as const) {
      const id = await facilityIn(own, status);
      expect((await api('GET', `/facility/${id}/`, null)).status).toBe(404);
      const page = await SELF.fetch(`${BASE}/recycling-points/${id}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(404);
      expect(
        (await SELF.fetch(`${BASE}/recycling-points/${id}`, { headers: { accept: 'text/html', cookie: own.cookie } }))
          .status,
      ).toBe(200);
    }
    const id = await facilityIn(own, 'accepted');
    const doc = (await (await api('GET', `/facility/${id}/`, null)).json()) as FacilityReadDocument;
    expect(doc.data.relationships.status.data.id).toBe('accepted');
    const page = await SELF.fetch(`${BASE}/recycling-points/${id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Eco point on Lesnaya');
    expect(html).toContain('yandex.ru/maps/?rtext=~55.7811,37.5912');
    const intl = await SELF.fetch(`http://intl.localhost:8787/recycling-points/${id}`, {
      headers: { accept: 'text/html' },
    });
    expect(await intl.text()).toContain('google.com/maps/dir/?api=1&amp;destination=55.7811,37.5912');
  });

  it('the own list page renders with the point and an empty state for a new organisation', async () => {
    await facilityIn(own, 'draft');
    const list = await SELF.fetch(`${BASE}/profile/recycling-points`, {
      headers: { accept: 'text/html', cookie: own.cookie },
    });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('data-testid="point-card"');
    const fresh = await owner('Empty Org');
    expect(
      await (
        await SELF.fetch(`${BASE}/profile/recycling-points`, { headers: { accept: 'text/html', cookie: fresh.cookie } })
      ).text(),
    ).toContain('data-testid="points-empty"');
    expect(
      (await SELF.fetch(`${BASE}/profile/recycling-points`, { headers: { accept: 'text/html' }, redirect: 'manual' }))
        .status,
    ).toBe(302);
  });
});

describe('input validation', () => {
  it('answers 422 with problems for bad documents and unknown catalogue ids, writing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities WHERE org_id = ?')
      .bind(other.orgId)
      .first<{ n: number }>();
    const noName = await api(
      'POST',
      '/facility/',
      other,
      buildFacilityPayload({ ...completeFacilityForm(), name: ' ' }),
    );
    expect(noName.status).toBe(422);
    expect(await noName.json()).toMatchObject({
      error: { code: 'invalid_facility', problems: [{ path: 'name', code: 'required' }] },
    });
    const unknown = await api(
      'POST',
      '/facility/',
      other,
      buildFacilityPayload({
        ...completeFacilityForm(),
        icon: 999,
        rates: [{ id: 'r', srmId: 999, unitsSlug: 'bucket', price: '1' }],
      }),
    );
    expect(unknown.status).toBe(422);
    const shape = await api('POST', '/facility/', other, {
      data: { type: 'facility', attributes: { name: 'x', point: { type: 'Point', coordinates: [500, 0] } } },
    });
    expect(shape.status).toBe(422);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM facilities WHERE org_id = ?')
      .bind(other.orgId)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it('remove_operation takes several ids and refuses all if one is not deletable', async () => {
    const a = await facilityIn(own, 'draft');
    const b = await facilityIn(own, 'accepted');
    expect((await api('POST', `/facility/operation/remove_operation/?id_set=${a},${b}`, own)).status).toBe(409);
    expect(await statusOf(a)).toBe('draft');
    const c = await facilityIn(own, 'declined');
    const ok = await api('POST', `/facility/operation/remove_operation/?id_set=${a},${c}`, own);
    expect(await ok.json()).toEqual({ data: { deleted: [a, c] } });
    expect(await statusOf(a)).toBeNull();
    expect((await api('GET', `/facility/${a}/`, own)).status).toBe(404);
    expect((await api('POST', '/facility/operation/remove_operation/', own)).status).toBe(400);
  });

  it('serves the catalogues in the request locale and the OpenAPI document', async () => {
    const kz = (await (await SELF.fetch('http://kz.localhost:8787/api/web/v1/facility/catalogues/')).json()) as {
      data: { materials: { slug: string; name: string }[] };
    };
    expect(kz.data.materials.find((m) => m.slug === 'glass')?.name).toBe('Шыны');
    const intl = (await (await SELF.fetch('http://intl.localhost:8787/api/web/v1/facility/catalogues/')).json()) as {
      data: { materials: { slug: string; name: string }[]; icons: unknown[] };
    };
    expect(intl.data.materials.find((m) => m.slug === 'glass')?.name).toBe('Glass');
    expect(intl.data.icons).toHaveLength(8);
    const openapi = (await (await SELF.fetch(`${API}/openapi.json`)).json()) as { openapi: string };
    expect(openapi.openapi).toBe('3.1.0');
  });
});
