/**
 * Shared by the review console tests: API and form calls as a given user, and the fixtures the
 * decisions need (registration requests, points in review, the cast of roles).
 */
import { SELF, env } from 'cloudflare:test';
import { expect } from 'vitest';
import { completeFacilityForm } from '../../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../../ui/shared/facility/transport';
import { insertRegistrationRequest } from '../../../worker/data/registration-requests';
import { HOSTS } from '../helpers';
import { createTestUser, type TestUser } from './accounts';

export const ORIGIN = HOSTS.ru;

export async function call(method: string, path: string, user: TestUser | null, body?: unknown, host: string = ORIGIN) {
  const headers: Record<string, string> = { accept: 'application/json', origin: host };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await SELF.fetch(`${host}${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers };
}

/** A form post to a console page, as the browser sends it without JavaScript. */
export async function postForm(path: string, user: TestUser, fields: [string, string][]) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      cookie: user.cookie,
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const unique = () => crypto.randomUUID().slice(0, 8);

export async function newRequest(overrides: Partial<Parameters<typeof insertRegistrationRequest>[1]> = {}) {
  const email = `corp-${unique()}@example.org`;
  const id = await insertRegistrationRequest(env.DB, {
    orgName: `Recyclers ${unique()}`,
    address: 'Almaty, Abay ave. 1',
    inn: '123456789012',
    contactName: 'Aigerim',
    email,
    requestedRoles: ['facility'],
    edition: 'kz',
    locale: 'kk-KZ',
    ...overrides,
  });
  return { id, email };
}

export async function mailsTo(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY created_at')
    .bind(email)
    .all<any>();
  return results;
}
export async function auditFor(subjectId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM audit_log WHERE subject_id = ? ORDER BY created_at, rowid')
    .bind(subjectId)
    .all<any>();
  return results;
}
export async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at')
    .bind(userId)
    .all<any>();
  return results;
}

export const FACILITY = '/api/web/v1/facility';
export async function facilityInReview(owner: TestUser): Promise<string> {
  const created = await call(
    'POST',
    `${FACILITY}/facility/`,
    owner,
    buildFacilityPayload(completeFacilityForm({ name: `Point ${unique()}` })),
  );
  expect(created.status).toBe(201);
  const id = created.json.data.id as string;
  expect(
    (
      await call('POST', `${FACILITY}/facility/${id}/transit/`, owner, {
        transit: 'facility#draft_to_checking',
        payload: {},
      })
    ).status,
  ).toBe(200);
  return id;
}

/** A manager and one user of every other role, for the 'only managers' checks. */
export async function createReviewCast(): Promise<{ manager: TestUser; others: TestUser[] }> {
  const manager = await createTestUser({ roles: ['manager'], name: 'Max Manager' });
  const others = await Promise.all([
    createTestUser({ roles: ['volunteer'] }),
    createTestUser({ roles: ['facility'], orgName: `Owner ${unique()}` }),
    createTestUser({ roles: ['promotion_creator'], orgName: `Creator ${unique()}` }),
    createTestUser({ roles: ['tester'] }),
  ]);
  return { manager, others };
}
