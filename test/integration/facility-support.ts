import { SELF, env } from 'cloudflare:test';
import { insertFacility } from '../../worker/data/facilities';
import type { FacilityStatus } from '../../ui/shared/facility/lifecycle';
import type { FacilityForm } from '../../ui/shared/facility/model';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { createTestUser, type TestUser } from './support/accounts';

export const BASE = 'http://localhost:8787';
export const API = `${BASE}/api/web/v1/facility`;

export async function owner(orgName = `Eco ${crypto.randomUUID().slice(0, 6)}`): Promise<TestUser> {
  return createTestUser({ roles: ['facility'], orgName });
}

export async function api(method: string, path: string, user: TestUser | null, body?: unknown): Promise<Response> {
  return SELF.fetch(`${API}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A point of `user`'s organisation, stored straight in D1 in any status. */
export async function facilityIn(
  user: TestUser,
  status: FacilityStatus,
  form: FacilityForm = completeFacilityForm(),
): Promise<string> {
  return insertFacility(env.DB, { orgId: user.orgId!, authorId: user.userId, timeZone: 'Europe/Moscow', form, status });
}

/** Everything D1 holds about a point, to prove a refused call changed nothing. */
export async function dbState(id: string) {
  const row = await env.DB.prepare('SELECT * FROM facilities WHERE id = ?').bind(id).first();
  const rates = await env.DB.prepare('SELECT * FROM facility_rates WHERE facility_id = ? ORDER BY position')
    .bind(id)
    .all();
  const history = await env.DB.prepare(
    'SELECT transit, from_status, to_status, comment FROM facility_status_history WHERE facility_id = ? ORDER BY created_at, rowid',
  )
    .bind(id)
    .all();
  return { row, rates: rates.results, history: history.results };
}

export async function statusOf(id: string): Promise<string | null> {
  return (
    (
      await env.DB.prepare('SELECT status FROM facilities WHERE id = ? AND deleted_at IS NULL')
        .bind(id)
        .first<{ status: string }>()
    )?.status ?? null
  );
}
