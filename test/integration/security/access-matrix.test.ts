import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { buildFacilityPayload } from '../../../ui/shared/facility/transport';
import { completeFacilityForm } from '../../../ui/shared/facility/test-fixtures';
import { notify } from '../../../worker/services/notify';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';
import { completeEvent, createDraft, publishedEvent } from '../support/events';
import { dbFingerprint } from '../support/fingerprint';
import { newRequest, facilityInReview } from '../support/manager';

/**
 * access matrix (ADR 049): every point, event, profile, manager and notification action ×
 * {owner, another organisation's user, volunteer, guest, manager}. Allowed exactly where the rules
 * say (a 2xx); everywhere else refused with a 4xx and the database unchanged. Each cell gets fresh
 * fixtures, so an allowed action never spoils the next cell.
 */
type Actor = 'owner' | 'otherOrg' | 'volunteer' | 'guest' | 'manager';
const ACTORS: Actor[] = ['owner', 'otherOrg', 'volunteer', 'guest', 'manager'];

interface Cast {
  owner: TestUser;
  otherOrg: TestUser;
  volunteer: TestUser;
  manager: TestUser;
}
interface Action {
  name: string;
  /** The owner's roles (the organisation that owns the object). */
  ownerRoles: string[];
  allowed: Actor[];
  /** Builds the object and returns the request to make. */
  setup(cast: Cast): Promise<{ method: string; path: string; body?: unknown }>;
}

const FAC = '/api/web/v1/facility/facility';
const EV = '/api/web/v1/charity-event';
const payload = () => buildFacilityPayload(completeFacilityForm({ name: `Point ${crypto.randomUUID().slice(0, 6)}` }));

async function facilityOf(owner: TestUser): Promise<string> {
  const res = await call(owner, 'POST', `${FAC}/`, payload());
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const ACTIONS: Action[] = [
  // recycling points (owner: a 'facility' organisation)
  // Managers see every point (they review them); nobody else sees another organisation's draft.
  {
    name: 'point: read a draft',
    ownerRoles: ['facility'],
    allowed: ['owner', 'manager'],
    setup: async ({ owner }) => ({ method: 'GET', path: `${FAC}/${await facilityOf(owner)}/` }),
  },
  {
    name: 'point: edit a draft',
    ownerRoles: ['facility'],
    allowed: ['owner'],
    setup: async ({ owner }) => {
      const id = await facilityOf(owner);
      return { method: 'PUT', path: `${FAC}/${id}/`, body: { ...payload(), data: { ...payload().data, id } } };
    },
  },
  {
    name: 'point: send to review',
    ownerRoles: ['facility'],
    allowed: ['owner'],
    setup: async ({ owner }) => ({
      method: 'POST',
      path: `${FAC}/${await facilityOf(owner)}/transit/`,
      body: { transit: 'facility#draft_to_checking', payload: {} },
    }),
  },
  // charity events (owner: a 'promotion_creator' organisation)
  {
    name: 'event: edit a draft',
    ownerRoles: ['promotion_creator'],
    allowed: ['owner'],
    setup: async ({ owner }) => ({
      method: 'PUT',
      path: `${EV}/${await createDraft(owner)}`,
      body: completeEvent({ title: 'Changed title' }),
    }),
  },
  {
    name: 'event: delete a draft',
    ownerRoles: ['promotion_creator'],
    allowed: ['owner'],
    setup: async ({ owner }) => ({ method: 'DELETE', path: `${EV}/${await createDraft(owner)}` }),
  },
  {
    name: 'event: send to review',
    ownerRoles: ['promotion_creator'],
    allowed: ['owner'],
    setup: async ({ owner }) => ({ method: 'POST', path: `${EV}/${await createDraft(owner)}/send-to-review` }),
  },
  {
    name: 'event: list volunteers',
    ownerRoles: ['promotion_creator'],
    allowed: ['owner'],
    setup: async ({ owner }) => ({ method: 'GET', path: `${EV}/${await publishedEvent(owner)}/volunteers` }),
  },
  {
    name: 'event: sign up (volunteers only)',
    ownerRoles: ['promotion_creator'],
    allowed: ['volunteer'],
    setup: async ({ owner }) => ({ method: 'POST', path: `${EV}/${await publishedEvent(owner)}/signup` }),
  },
  // profile: every signed-in user edits only their own
  {
    name: 'profile: personal data',
    ownerRoles: ['volunteer'],
    allowed: ['owner', 'otherOrg', 'volunteer', 'manager'],
    setup: async () => ({ method: 'POST', path: '/api/profile/personal', body: { name: 'Renamed Person' } }),
  },
  {
    name: 'profile: organisation (members only)',
    ownerRoles: ['facility'],
    allowed: ['owner', 'otherOrg'],
    setup: async () => ({ method: 'PUT', path: '/api/profile/organisation', body: ORG }),
  },
  // manager console
  {
    name: 'manager: approve a corporate request',
    ownerRoles: ['facility'],
    allowed: ['manager'],
    setup: async () => ({
      method: 'POST',
      path: `/api/manager/requests/${(await newRequest()).id}/approve`,
      body: { roles: ['facility'] },
    }),
  },
  {
    name: 'manager: accept a point in review',
    ownerRoles: ['facility'],
    allowed: ['manager'],
    setup: async ({ owner }) => ({
      method: 'POST',
      path: `/api/manager/points/${await facilityInReview(owner)}/accept`,
    }),
  },
  // notifications: only the addressee
  {
    name: 'notification: mark read',
    ownerRoles: ['volunteer'],
    allowed: ['owner'],
    setup: async ({ owner }) => {
      const item = await notify(env, {
        userId: owner.userId,
        kind: 'system',
        messageKey: 'notifications.messages.test',
        params: { text: 'x' },
        link: null,
      });
      return { method: 'POST', path: `/api/notifications/${item.id}/read` };
    },
  },
];

const ORG = {
  name: 'Green Events',
  fullName: 'Green Events LLC',
  tin: '7707083893',
  address: 'Moscow, Tverskaya 1',
  about: 'We organise clean-ups.',
  about_ru: 'Мы проводим субботники.',
  about_kk: 'Біз сенбіліктер өткіземіз.',
  about_es: '',
  about_en: 'We organise clean-ups.',
  website: 'green.example.org',
  vk: 'https://vk.com/green',
  ok: '',
  tg: '@green_events',
  zen: '',
  phoneCountry: 'RU',
  phone: '4951234567',
};

function call(user: TestUser | null, method: string, path: string, body?: unknown) {
  return SELF.fetch(`${HOSTS.ru}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      'cf-connecting-ip': testAddress(),
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

const tally = { allowed: 0, refused: 0 };

describe('access matrix', () => {
  it.each(ACTIONS.map((a) => [a.name, a] as const))(
    '%s',
    async (_name, action) => {
      const cells: string[] = [];
      for (const actor of ACTORS) {
        const org = () => `Org ${crypto.randomUUID().slice(0, 6)}`;
        const cast: Cast = {
          owner: await createTestUser({ roles: action.ownerRoles, orgName: org() }),
          otherOrg: await createTestUser({ roles: action.ownerRoles, orgName: org() }),
          volunteer: await createTestUser({ roles: ['volunteer'] }),
          manager: await createTestUser({ roles: ['manager'] }),
        };
        const req = await action.setup(cast);
        const user = actor === 'guest' ? null : cast[actor];
        const before = await dbFingerprint();
        const res = await call(user, req.method, req.path, req.body);
        const text = await res.text();
        const where = `${action.name} as ${actor}: ${res.status} ${text.slice(0, 160)}`;
        if (action.allowed.includes(actor)) {
          expect(res.status, where).toBeGreaterThanOrEqual(200);
          expect(res.status, where).toBeLessThan(300);
          tally.allowed++;
        } else {
          expect([401, 403, 404], where).toContain(res.status);
          expect(await dbFingerprint(), `refused but changed: ${where}`).toBe(before);
          tally.refused++;
        }
        cells.push(`${actor}=${res.status}`);
      }
      console.log(`access ${action.name}: ${cells.join(' ')}`);
    },
    120_000,
  );

  it('counts', () => {
    console.log(
      `access matrix: ${ACTIONS.length} actions × ${ACTORS.length} actors, ${tally.allowed} allowed, ${tally.refused} refused with nothing changed`,
    );
  });
});
