/**
 * Review console (issue 7): guards, corporate requests decided exactly once, points and events
 * through review, audit rows, owner notifications and e-mails in the owner's locale.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { insertRegistrationRequest } from '../../worker/data/registration-requests';
import type { ReviewContext } from '../../worker/services/review-context';
import { approveRequest } from '../../worker/services/review-requests';
import { getPage, HOSTS } from './helpers';
import { createTestUser, testAddress, type TestUser } from './support/accounts';

const ORIGIN = HOSTS.ru;

async function call(method: string, path: string, user: TestUser | null, body?: unknown, host: string = ORIGIN) {
  const headers: Record<string, string> = { accept: 'application/json', origin: host };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await SELF.fetch(`${host}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body), redirect: 'manual' });
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
async function postForm(path: string, user: TestUser, fields: [string, string][]) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const unique = () => crypto.randomUUID().slice(0, 8);

async function newRequest(overrides: Partial<Parameters<typeof insertRegistrationRequest>[1]> = {}) {
  const email = `corp-${unique()}@example.org`;
  const id = await insertRegistrationRequest(env.DB, {
    orgName: `Recyclers ${unique()}`, address: 'Almaty, Abay ave. 1', inn: '123456789012', contactName: 'Aigerim', email,
    requestedRoles: ['facility'], edition: 'kz', locale: 'kk-KZ', ...overrides,
  });
  return { id, email };
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY created_at').bind(email).all<any>();
  return results;
}
async function auditFor(subjectId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM audit_log WHERE subject_id = ? ORDER BY created_at, rowid').bind(subjectId).all<any>();
  return results;
}
async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at').bind(userId).all<any>();
  return results;
}

const FACILITY = '/api/web/v1/facility';
async function pointInReview(owner: TestUser): Promise<string> {
  const created = await call('POST', `${FACILITY}/facility/`, owner, buildFacilityPayload(completeFacilityForm({ name: `Point ${unique()}` })));
  expect(created.status).toBe(201);
  const id = created.json.data.id as string;
  expect((await call('POST', `${FACILITY}/facility/${id}/transit/`, owner, { transit: 'facility#draft_to_checking', payload: {} })).status).toBe(200);
  return id;
}

let manager: TestUser;
let others: TestUser[];
beforeAll(async () => {
  manager = await createTestUser({ roles: ['manager'], name: 'Max Manager' });
  others = await Promise.all([
    createTestUser({ roles: ['volunteer'] }),
    createTestUser({ roles: ['facility'], orgName: `Owner ${unique()}` }),
    createTestUser({ roles: ['promotion_creator'], orgName: `Creator ${unique()}` }),
    createTestUser({ roles: ['tester'] }),
  ]);
});

describe('guards: only managers', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  const CALLS: [string, string, unknown?][] = [
    ['GET', '/api/manager/counts'],
    ['GET', '/api/manager/audit'],
    ['GET', '/api/manager/requests'],
    ['GET', `/api/manager/requests/${ID}`],
    ['POST', `/api/manager/requests/${ID}/approve`, { roles: ['facility'] }],
    ['POST', `/api/manager/requests/${ID}/decline`, { reason: 'x' }],
    ['GET', '/api/manager/points'],
    ['GET', `/api/manager/points/${ID}`],
    ['POST', `/api/manager/points/${ID}/accept`, {}],
    ['POST', `/api/manager/points/${ID}/decline`, { comment: 'x' }],
    ['POST', `/api/manager/points/${ID}/block`, { comment: 'x' }],
    ['POST', `/api/manager/points/${ID}/unblock`, {}],
    ['GET', '/api/manager/events'],
    ['GET', `/api/manager/events/${ID}`],
    ['POST', `/api/manager/events/${ID}/publish`, {}],
    ['POST', `/api/manager/events/${ID}/decline`, { comment: 'x' }],
    ['GET', '/api/manager/anything-else'],
  ];
  const PAGES = ['/manager', '/manager/requests', `/manager/requests/${ID}`, '/manager/points', '/manager/points?status=blocked_by_moderator', `/manager/points/${ID}`, '/manager/events', `/manager/events/${ID}`];

  it('every manager call answers 403 JSON to each non-manager role and 401 to a guest', async () => {
    for (const user of others) {
      for (const [method, path, body] of CALLS) {
        const res = await call(method, path, user, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
    }
    for (const [method, path, body] of CALLS) expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
  });

  it('every /manager page (GET and the decision POSTs) sends non-managers to /404/, guests to /login', async () => {
    for (const user of others) {
      for (const path of PAGES) {
        const res = await getPage(`${ORIGIN}${path}`, { headers: { cookie: user.cookie } });
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toBe('/404/');
      }
      for (const path of [`/manager/requests/${ID}`, `/manager/points/${ID}`, `/manager/events/${ID}`]) {
        const res = await postForm(path, user, [['intent', 'approve'], ['roles', 'facility']]);
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location')).toBe('/404/');
      }
    }
    // Kazakh edition with its locale prefix: same rule.
    const kz = await getPage(`${HOSTS.kz}/ru-kz/manager/requests`, { headers: { cookie: others[0]!.cookie } });
    expect(kz.status).toBe(302);
    expect(kz.headers.get('location')).toMatch(/\/404\/$/);
    for (const path of PAGES) expect((await getPage(`${ORIGIN}${path}`)).headers.get('location'), path).toBe('/login');
  });

  it('a manager gets every page and call', async () => {
    for (const path of ['/manager', '/manager/requests', '/manager/points', '/manager/points?status=accepted', '/manager/events']) {
      const res = await getPage(`${ORIGIN}${path}`, { headers: { cookie: manager.cookie } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('data-testid="manager-console"');
    }
    expect((await call('GET', '/api/manager/counts', manager)).status).toBe(200);
    expect((await call('GET', `/api/manager/requests/${ID}`, manager)).status).toBe(404);
    expect((await getPage(`${ORIGIN}/manager/points/${ID}`, { headers: { cookie: manager.cookie } })).status).toBe(404);
  });
});

describe('corporate requests', () => {
  it('lists a pending request with org, address, the edition tax-id name, contact, roles and date; filters by edition; pages', async () => {
    const { id, email } = await newRequest();
    const list = await call('GET', '/api/manager/requests?edition=kz', manager);
    const row = list.json.data.find((r: any) => r.id === id);
    expect(row).toMatchObject({ email, address: 'Almaty, Abay ave. 1', inn: '123456789012', taxIdName: 'BIN', contactName: 'Aigerim', requestedRoles: ['facility'], edition: 'kz' });
    expect((await call('GET', '/api/manager/requests?edition=ru', manager)).json.data.some((r: any) => r.id === id)).toBe(false);

    const html = await (await getPage(`${ORIGIN}/manager/requests?edition=kz`, { headers: { cookie: manager.cookie } })).text();
    expect(html).toContain(email);
    expect(html).toMatch(/БИН|BIN/);

    // 21 more in the international edition: two pages of 20.
    for (let i = 0; i < 21; i++) await newRequest({ edition: 'international', locale: 'en-US' });
    const page1 = await call('GET', '/api/manager/requests?edition=international', manager);
    const page2 = await call('GET', '/api/manager/requests?edition=international&page=2', manager);
    expect(page1.json.data).toHaveLength(20);
    expect(page1.json.meta.total).toBeGreaterThanOrEqual(21);
    expect(page2.json.data.length).toBeGreaterThanOrEqual(1);
    expect(page2.json.data[0].taxIdName).toBe('CUIT');
    const pageHtml = await (await getPage(`${ORIGIN}/manager/requests?edition=international`, { headers: { cookie: manager.cookie } })).text();
    expect(pageHtml).toContain('data-testid="pagination"');
  });

  it('two concurrent approvals of one request create exactly one organisation and one account', async () => {
    const { id, email } = await newRequest();
    const [a, b] = await Promise.all([
      call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['facility', 'promotion_creator'] }),
      call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['facility'] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const users = await env.DB.prepare('SELECT id, org_id, status FROM users WHERE email = ?').bind(email).all<any>();
    expect(users.results).toHaveLength(1);
    const orgs = await env.DB.prepare('SELECT COUNT(*) AS n FROM organisations WHERE id = ?').bind(users.results[0].org_id).first<any>();
    expect(orgs.n).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: manager.userId, subject_type: 'registration_request', action: 'approve', from_status: 'pending', to_status: 'approved' });
    const request = await env.DB.prepare('SELECT status, user_id, decided_by FROM registration_requests WHERE id = ?').bind(id).first<any>();
    expect(request).toMatchObject({ status: 'approved', user_id: users.results[0].id, decided_by: manager.userId });
    // A third attempt later: refused, nothing new.
    expect((await call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['facility'] })).status).toBe(409);
  });

  it('ten approvals racing inside one isolate (all past the pending check) still create one account', async () => {
    const { id, email } = await newRequest();
    const ctx: ReviewContext = { db: env.DB, env: env as any, originFor: () => ORIGIN, later: () => {} };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => approveRequest(ctx, { requestId: id, managerId: manager.userId, roles: ['facility'] })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<any>()).n).toBe(1);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.email = ?').bind(email).first<any>()).n).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditFor(id)).toHaveLength(1);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?').bind(email).first<any>()).n).toBe(1);
  });

  it('approval e-mails a set-password link (in the applicant locale) that leads to a sign-in with exactly the granted roles', async () => {
    const { id, email } = await newRequest({ requestedRoles: ['facility', 'promotion_creator'] });
    expect((await call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['promotion_creator'] })).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ locale: 'kk-KZ', edition: 'kz', template: 'review.requestApproved' });
    expect(mail.text_body).toContain('Қайырымдылық акцияларының ұйымдастырушысы');
    const link = /https?:\/\/\S+\/recovery\?token=\S+/.exec(mail.text_body)?.[0];
    expect(link).toMatch(/^http:\/\/kz\.localhost:8787\/recovery\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    // Not usable before the password is set.
    const ip = testAddress();
    const confirm = await SELF.fetch(`${HOSTS.kz}/api/recovery/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOSTS.kz, 'cf-connecting-ip': ip },
      body: JSON.stringify({ token, password: 'NewPass123', repeatPassword: 'NewPass123' }),
    });
    expect(confirm.status).toBe(200);
    const signIn = await SELF.fetch(`${HOSTS.kz}/api/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.kz, 'cf-connecting-ip': ip },
      body: new URLSearchParams({ grant_type: 'password', email, password: 'NewPass123' }).toString(),
    });
    expect(signIn.status).toBe(200);
    const answer = (await signIn.json()) as any;
    expect(Object.keys(answer.roles).filter((r) => answer.roles[r])).toEqual(['promotion_creator']);
    expect(answer.company_name).toMatch(/^Recyclers /);
  });

  it('declines with a reason, e-mailed once even when two managers decline at the same time', async () => {
    const { id, email } = await newRequest({ locale: 'ru-KZ' });
    expect((await call('POST', `/api/manager/requests/${id}/decline`, manager, { reason: '   ' })).status).toBe(422);
    const second = await createTestUser({ roles: ['manager'] });
    const [a, b] = await Promise.all([
      call('POST', `/api/manager/requests/${id}/decline`, manager, { reason: 'БИН не найден в реестре' }),
      call('POST', `/api/manager/requests/${id}/decline`, second, { reason: 'Дубликат' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].locale).toBe('ru-KZ');
    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(mails[0].text_body).toContain(audit[0].comment);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<any>()).toMatchObject({ n: 0 });
  });

  it('the console form approves without JavaScript (303 back to the queue) and shows refusals in place', async () => {
    const { id, email } = await newRequest();
    const none = await postForm(`/manager/requests/${id}`, manager, [['intent', 'approve']]);
    expect(none.status).toBe(422);
    expect(await none.text()).toContain('data-testid="manager-flash"');
    const res = await postForm(`/manager/requests/${id}`, manager, [['intent', 'approve'], ['roles', 'facility']]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/manager/requests?done=approved');
    const user = await env.DB.prepare('SELECT (SELECT group_concat(role) FROM user_roles WHERE user_id = u.id) AS roles FROM users u WHERE email = ?').bind(email).first<any>();
    expect(user.roles).toBe('facility');
    const again = await postForm(`/manager/requests/${id}`, manager, [['intent', 'approve'], ['roles', 'facility']]);
    expect(again.status).toBe(409);
  });
});

describe('recycling points in review', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createTestUser({ roles: ['facility'], orgName: `Points Org ${unique()}`, edition: 'international', locale: 'en-US' });
  });

  it('a point sent to review by its owner is accepted by the manager and then appears on its public page', async () => {
    const id = await pointInReview(owner);
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(404);
    const queue = await call('GET', '/api/manager/points?status=checking&edition=international', manager);
    expect(queue.json.data.some((p: any) => p.id === id)).toBe(true);
    const detail = await getPage(`${ORIGIN}/manager/points/${id}`, { headers: { cookie: manager.cookie } });
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('data-testid="public-point"');
    expect(html).toContain('data-testid="accept-form"');

    const res = await call('POST', `/api/manager/points/${id}/accept`, manager, {});
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: 'accepted', transit: 'facility#checking_to_accepted' });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(200);

    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: manager.userId, subject_type: 'facility', action: 'accept', from_status: 'checking', to_status: 'accepted' });
    const history = await env.DB.prepare('SELECT transit, actor_id FROM facility_status_history WHERE facility_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').bind(id).first<any>();
    expect(history).toEqual({ transit: 'facility#checking_to_accepted', actor_id: manager.userId });
    const notes = await notificationsOf(owner.userId);
    expect(notes.some((n: any) => n.message_key === 'notifications.messages.pointAccepted' && n.link === `/recycling-points/${id}`)).toBe(true);
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail).toMatchObject({ template: 'review.pointAccepted', locale: 'en-US', edition: 'international' });
    expect(mail.text_body).toContain(`http://intl.localhost:8787/recycling-points/${id}`);
    // Decided once: a second accept is refused.
    expect((await call('POST', `/api/manager/points/${id}/accept`, manager, {})).status).toBe(409);
  });

  it('a declined point can be moved back to draft by its owner, with the comment visible to the owner', async () => {
    const id = await pointInReview(owner);
    expect((await call('POST', `/api/manager/points/${id}/decline`, manager, { comment: '' })).status).toBe(422);
    const res = await postForm(`/manager/points/${id}`, manager, [['intent', 'decline'], ['comment', 'The address does not match the map pin.']]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/manager/points?done=declined');

    const doc = await call('GET', `${FACILITY}/facility/${id}/`, owner);
    expect(doc.json.data.relationships.status.data.id).toBe('declined');
    // The comment, for the owner: the decision endpoint, the notification and the e-mail.
    const decisions = await call('GET', `/api/review/facility/${id}`, owner);
    expect(decisions.status).toBe(200);
    expect(decisions.json.data[0]).toMatchObject({ action: 'decline', to: 'declined', comment: 'The address does not match the map pin.' });
    expect((await call('GET', `/api/review/facility/${id}`, others[1]!)).status).toBe(404);
    const note = (await notificationsOf(owner.userId)).find((n: any) => n.message_key === 'notifications.messages.pointDeclined');
    expect(JSON.parse(note.params)).toMatchObject({ reason: 'The address does not match the map pin.' });
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail.template).toBe('review.pointDeclined');
    expect(mail.text_body).toContain('The address does not match the map pin.');
    const editor = await (await getPage(`${ORIGIN}/profile/edit-recycling-point/${id}`, { headers: { cookie: owner.cookie } })).text();
    expect(editor).toMatch(/data-testid="decline-comment"[^>]*>[^<]*The address does not match the map pin\./);

    const back = await call('POST', `${FACILITY}/facility/${id}/transit/`, owner, { transit: 'facility#declined_to_draft', payload: {} });
    expect(back.status).toBe(200);
    expect(back.json.data.relationships.status.data.id).toBe('draft');
    expect((await call('GET', `/api/review/facility/${id}`, owner)).json.data[0].comment).toBe('The address does not match the map pin.');
  });

  it('blocks an accepted point with a reason (it leaves the public page) and lifts the block', async () => {
    const id = await pointInReview(owner);
    expect((await call('POST', `/api/manager/points/${id}/block`, manager, { comment: 'x' })).status).toBe(409);
    expect((await call('POST', `/api/manager/points/${id}/accept`, manager, {})).status).toBe(200);
    expect((await call('POST', `/api/manager/points/${id}/block`, manager, {})).status).toBe(422);
    const blocked = await call('POST', `/api/manager/points/${id}/block`, manager, { comment: 'Complaints about refused intake.' });
    expect(blocked.json.data).toEqual({ status: 'blocked_by_moderator', transit: 'facility#accepted_to_blocked_by_moderator' });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(404);
    const list = await call('GET', '/api/manager/points?status=blocked_by_moderator', manager);
    expect(list.json.data.some((p: any) => p.id === id)).toBe(true);
    const unblocked = await call('POST', `/api/manager/points/${id}/unblock`, manager, {});
    expect(unblocked.json.data).toEqual({ status: 'accepted', transit: 'facility#blocked_by_moderator_to_accepted' });
    expect((await getPage(`${ORIGIN}/recycling-points/${id}`)).status).toBe(200);
    expect((await auditFor(id)).map((a: any) => a.action)).toEqual(['accept', 'block', 'unblock']);
    expect((await notificationsOf(owner.userId)).some((n: any) => n.message_key === 'notifications.messages.pointBlocked')).toBe(true);
  });
});

describe('charity events in review', () => {
  async function eventInReview(creator: TestUser) {
    const id = crypto.randomUUID();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO charity_events (id, org_id, author_id, edition, status, title, summary, description, category, starts_at, ends_at, time_zone, address, city, capacity, reward_points, contact_name, contact_phone, contact_email, submitted_at, created_at, updated_at)
       VALUES (?, ?, ?, 'ru', 'checking', ?, 'Summary', 'Description', 'cleanup', ?, ?, 'Europe/Moscow', 'Park', 'Moscow', 10, 5, 'Anna', '+74955550123', 'anna@example.org', ?, ?, ?)`,
    ).bind(id, creator.orgId, creator.userId, `Cleanup ${unique()}`, now + 86_400_000, now + 90_000_000, now, now, now).run();
    return id;
  }

  it('publishes an event and declines another with a comment; both audited, notified and e-mailed', async () => {
    const creator = others[2]!;
    const first = await eventInReview(creator);
    const second = await eventInReview(creator);
    const list = await call('GET', '/api/manager/events?edition=ru', manager);
    expect(list.json.data.map((e: any) => e.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await getPage(`${ORIGIN}/manager/events/${first}`, { headers: { cookie: manager.cookie } })).status).toBe(200);

    expect((await call('POST', `/api/manager/events/${first}/publish`, manager, {})).json.data).toEqual({ status: 'published' });
    expect((await call('POST', `/api/manager/events/${first}/publish`, manager, {})).status).toBe(409);
    expect((await call('POST', `/api/manager/events/${second}/decline`, manager, {})).status).toBe(422);
    const res = await postForm(`/manager/events/${second}`, manager, [['intent', 'decline'], ['comment', 'Please add the meeting point.']]);
    expect(res.status).toBe(303);
    const row = await env.DB.prepare('SELECT status, review_comment FROM charity_events WHERE id = ?').bind(second).first<any>();
    expect(row).toEqual({ status: 'declined', review_comment: 'Please add the meeting point.' });
    expect((await auditFor(first))[0]).toMatchObject({ action: 'publish', to_status: 'published' });
    expect((await auditFor(second))[0]).toMatchObject({ action: 'decline', to_status: 'declined', comment: 'Please add the meeting point.' });
    const templates = (await mailsTo(creator.email)).map((m: any) => m.template);
    expect(templates).toEqual(expect.arrayContaining(['review.eventPublished', 'review.eventDeclined']));
    const keys = (await notificationsOf(creator.userId)).map((n: any) => n.message_key);
    expect(keys).toEqual(expect.arrayContaining(['notifications.messages.eventAccepted', 'notifications.messages.eventDeclined']));
  });

  it('the overview counts each queue per edition and lists the latest decisions', async () => {
    const counts = await call('GET', '/api/manager/counts?edition=kz', manager);
    expect(counts.json.data).toEqual({ requests: expect.any(Number), points: expect.any(Number), blocked: expect.any(Number), events: expect.any(Number) });
    const html = await (await getPage(`${ORIGIN}/manager`, { headers: { cookie: manager.cookie } })).text();
    expect(html).toContain('data-testid="recent-decisions"');
    const audit = await call('GET', '/api/manager/audit', manager);
    expect(audit.json.data.length).toBeGreaterThan(0);
  });
});
