import { SELF, env } from 'cloudflare:test';
import { createTestUser, testAddress, type TestUser } from '../../test/integration/support/accounts';
import { BASE, owner, facilityIn } from '../../test/integration/facility-support';

export { BASE, owner, facilityIn, testAddress };

/** The report form posted as a browser without JavaScript (HTML) or the enhanced form (JSON). */
export function report(
  facilityId: string,
  fields: Record<string, string>,
  opts: { json?: boolean; ip?: string; user?: TestUser | null } = {},
): Promise<Response> {
  return SELF.fetch(`${BASE}/recycling-points/${facilityId}/report`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: BASE,
      accept: opts.json ? 'application/json' : 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': opts.ip ?? testAddress(),
      ...(opts.user ? { cookie: opts.user.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function postForm(path: string, fields: Record<string, string>, user: TestUser | null): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: BASE,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function page(path: string, user: TestUser | null = null): Promise<{ status: number; html: string }> {
  const res = await SELF.fetch(`${BASE}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(user ? { cookie: user.cookie } : {}) },
  });
  return { status: res.status, html: await res.text() };
}

export async function reportsOn(
  facilityId: string,
): Promise<{ id: string; kind: string; status: string; reporter_id: string | null; resolution: string }[]> {
  return (
    await env.DB.prepare(
      'SELECT id, kind, status, reporter_id, resolution FROM facility_reports WHERE facility_id = ? ORDER BY created_at',
    )
      .bind(facilityId)
      .all<{ id: string; kind: string; status: string; reporter_id: string | null; resolution: string }>()
  ).results;
}

export async function notificationsOf(
  userId: string,
): Promise<{ message_key: string; params: string; link: string }[]> {
  return (
    await env.DB.prepare('SELECT message_key, params, link FROM notifications WHERE user_id = ? ORDER BY created_at')
      .bind(userId)
      .all<{ message_key: string; params: string; link: string }>()
  ).results;
}

export async function publicFacility(): Promise<{ user: TestUser; id: string }> {
  const user = await owner();
  return { user, id: await facilityIn(user, 'accepted') };
}

export const manager = () => createTestUser({ roles: ['manager'] });
export const visitor = () => createTestUser({ roles: ['volunteer'] });
