/**
 * docs/product.md §4.6 actions by status, every row, for the owning organisation and for a user of another
 * organisation (403/404, nothing changed in D1). docs/product.md §7 transits from every status.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_STATUSES,
  FACILITY_ACTIONS,
  FACILITY_STATUSES,
  OWNER_TRANSITS,
  TRANSITS,
  type FacilityAction,
  type FacilityStatus,
} from '../../ui/shared/facility/lifecycle';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import type { TestUser } from './support/accounts';
import { BASE, api, dbState, owner, facilityIn, statusOf } from './facility-support';

let own: TestUser;
let other: TestUser;
beforeAll(async () => {
  own = await owner('Owner Org');
  other = await owner('Other Org');
});

/** The HTTP call behind each action of the table. */
async function perform(action: FacilityAction, id: string, user: TestUser): Promise<Response> {
  const transit = (name: string, comment?: string) =>
    api('POST', `/facility/${id}/transit/`, user, { transit: name, payload: comment ? { comment } : {} });
  switch (action) {
    case 'edit':
      return SELF.fetch(`${BASE}/profile/edit-recycling-point/${id}`, {
        headers: { accept: 'text/html', cookie: user.cookie },
        redirect: 'manual',
      });
    case 'saveDraft':
      return api(
        'PUT',
        `/facility/${id}/`,
        user,
        buildFacilityPayload({ ...completeFacilityForm(), id, name: 'Renamed' }),
      );
    case 'sendToReview':
      return transit('facility#draft_to_checking');
    case 'convertToDraft':
      return transit('facility#checking_to_draft');
    case 'closeTemporarily':
      return transit('facility#accepted_to_temporarily_not_working', 'Repairs');
    case 'closePermanently':
      return transit('facility#accepted_to_closed', 'Moving away');
    case 'open':
      return transit('facility#temporarily_not_working_to_accepted');
    case 'delete':
      return api('POST', `/facility/operation/remove_operation/?id_set=${id}`, user);
  }
}

const EXPECTED_AFTER: Record<Exclude<FacilityAction, 'edit'>, FacilityStatus | null> = {
  saveDraft: 'draft',
  sendToReview: 'checking',
  convertToDraft: 'draft',
  closeTemporarily: 'temporarily_not_working',
  closePermanently: 'closed',
  open: 'accepted',
  delete: null,
};

const rows = FACILITY_ACTIONS.flatMap((action) =>
  FACILITY_STATUSES.map((status) => [action, status, ACTION_STATUSES[action].includes(status)] as const),
);

describe('actions by status (docs/product.md §4.6), owner', () => {
  it.each(rows)('%s on a %s point: allowed=%s', async (action, status, allowed) => {
    const id = await facilityIn(own, status);
    const before = await dbState(id);
    const res = await perform(action, id, own);
    if (action === 'edit') {
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.includes('data-testid="point-editor"')).toBe(allowed);
      expect(html.includes('data-testid="not-editable"')).toBe(!allowed);
      expect(await dbState(id)).toEqual(before);
      return;
    }
    if (allowed) {
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await statusOf(id)).toBe(EXPECTED_AFTER[action]);
    } else {
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('action_not_allowed');
      expect(body.error.message).toMatch(/\S/);
      expect(await dbState(id)).toEqual(before);
    }
  });
});

describe('actions by status (docs/product.md §4.6), user of another organisation', () => {
  it.each(rows)('%s on a %s point is refused', async (action, status) => {
    const id = await facilityIn(own, status);
    const before = await dbState(id);
    const res = await perform(action, id, other);
    // Non-owners cannot see anything but accepted points: 404; accepted ones: 403 (edit page: 404).
    expect(res.status).toBe(status === 'accepted' && action !== 'edit' ? 403 : 404);
    if (action !== 'edit')
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        status === 'accepted' ? 'not_owner' : 'facility_not_found',
      );
    expect(await dbState(id)).toEqual(before);
  });

  it('gets no actions and no hidden status in the read document', async () => {
    const id = await facilityIn(own, 'accepted');
    const doc = (await (await api('GET', `/facility/${id}/`, other)).json()) as { data: { meta?: unknown } };
    expect(doc.data.meta).toBeUndefined();
    const mine = (await (await api('GET', `/facility/${id}/`, own)).json()) as {
      data: { meta: { actions: string[] } };
    };
    expect(mine.data.meta.actions.sort()).toEqual(['closePermanently', 'closeTemporarily']);
  });

  it('does not see other organisations\u2019 points in its list', async () => {
    await facilityIn(own, 'draft');
    const list = (await (await api('GET', '/facility/', other)).json()) as {
      data: { relationships: { org_owner: { data: { id: string } } } }[];
    };
    expect(list.data.every((p) => p.relationships.org_owner.data.id === other.orgId)).toBe(true);
  });
});

describe('the six owner transits (docs/product.md §7) from every status', () => {
  const cases = OWNER_TRANSITS.flatMap((transit) => FACILITY_STATUSES.map((status) => [transit, status] as const));
  it.each(cases)('%s from %s', async (transit, status) => {
    const rule = TRANSITS[transit];
    const id = await facilityIn(own, status);
    const before = await dbState(id);
    const res = await api('POST', `/facility/${id}/transit/`, own, { transit, payload: { comment: 'Reason given' } });
    if (status === rule.from) {
      expect(res.status).toBe(200);
      const doc = (await res.json()) as { data: { relationships: { status: { data: { id: string } } } } };
      expect(doc.data.relationships.status.data.id).toBe(rule.to);
      const after = await dbState(id);
      expect(after.history.at(-1)).toEqual({
        transit,
        from_status: rule.from,
        to_status: rule.to,
        comment: rule.requiresComment ? 'Reason given' : 'Reason given',
      });
    } else {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'action_not_allowed' } });
      expect(await dbState(id)).toEqual(before);
    }
  });

  it('closed is final: nothing reopens it', async () => {
    const id = await facilityIn(own, 'closed');
    for (const transit of [...OWNER_TRANSITS, 'facility#closed_to_accepted']) {
      const res = await api('POST', `/facility/${id}/transit/`, own, { transit, payload: {} });
      expect([400, 409]).toContain(res.status);
    }
    expect(await statusOf(id)).toBe('closed');
  });

  it.each(['facility#accepted_to_temporarily_not_working', 'facility#accepted_to_closed'])(
    '%s needs a reason',
    async (transit) => {
      const id = await facilityIn(own, 'accepted');
      const res = await api('POST', `/facility/${id}/transit/`, own, { transit, payload: { comment: '   ' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'comment_required' } });
      expect(await statusOf(id)).toBe('accepted');
    },
  );

  it('refuses an unknown transit and a malformed body with JSON errors', async () => {
    const id = await facilityIn(own, 'draft');
    expect((await api('POST', `/facility/${id}/transit/`, own, { transit: 'facility#draft_to_accepted' })).status).toBe(
      400,
    );
    const bad = await api('POST', `/facility/${id}/transit/`, own, '{nope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('manager transits are not the owner\u2019s', async () => {
    const id = await facilityIn(own, 'checking');
    expect(
      (await api('POST', `/facility/${id}/transit/`, own, { transit: 'facility#checking_to_accepted' })).status,
    ).toBe(403);
    expect(await statusOf(id)).toBe('checking');
  });

  it('guests get 401 and users without the role 403', async () => {
    const id = await facilityIn(own, 'draft');
    expect(
      (await api('POST', `/facility/${id}/transit/`, null, { transit: 'facility#draft_to_checking' })).status,
    ).toBe(401);
    const { createTestUser } = await import('./support/accounts');
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    expect(
      (await api('POST', `/facility/${id}/transit/`, volunteer, { transit: 'facility#draft_to_checking' })).status,
    ).toBe(403);
    expect(await statusOf(id)).toBe('draft');
  });
});
