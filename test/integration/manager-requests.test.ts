/**
 * Review console: only managers get in, and corporate requests are decided exactly once
 * (approval creates one organisation and account, e-mails a set-password link; decline e-mails a reason).
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewContext } from '../../worker/services/review-context';
import { approveRequest } from '../../worker/services/review-requests';
import { getPage, HOSTS } from './helpers';
import { createTestUser, testAddress, type TestUser } from './support/accounts';
import { createReviewCast, ORIGIN, call, postForm, newRequest, mailsTo, auditFor } from './support/manager';

let manager: TestUser;
let others: TestUser[];
beforeAll(async () => {
  ({ manager, others } = await createReviewCast());
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
  const PAGES = [
    '/manager',
    '/manager/requests',
    `/manager/requests/${ID}`,
    '/manager/points',
    '/manager/points?status=blocked_by_moderator',
    `/manager/points/${ID}`,
    '/manager/events',
    `/manager/events/${ID}`,
  ];

  it('every manager call answers 403 JSON to each non-manager role and 401 to a guest', async () => {
    for (const user of others) {
      for (const [method, path, body] of CALLS) {
        const res = await call(method, path, user, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
    }
    for (const [method, path, body] of CALLS)
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
  });

  it('every /manager page (GET and the decision POSTs) sends non-managers to /404/, guests to /login', async () => {
    for (const user of others) {
      for (const path of PAGES) {
        const res = await getPage(`${ORIGIN}${path}`, { headers: { cookie: user.cookie } });
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toBe('/404/');
      }
      for (const path of [`/manager/requests/${ID}`, `/manager/points/${ID}`, `/manager/events/${ID}`]) {
        const res = await postForm(path, user, [
          ['intent', 'approve'],
          ['roles', 'facility'],
        ]);
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
    for (const path of [
      '/manager',
      '/manager/requests',
      '/manager/points',
      '/manager/points?status=accepted',
      '/manager/events',
    ]) {
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
    expect(row).toMatchObject({
      email,
      address: 'Almaty, Abay ave. 1',
      inn: '123456789012',
      taxIdName: 'BIN',
      contactName: 'Aigerim',
      requestedRoles: ['facility'],
      edition: 'kz',
    });
    expect(
      (await call('GET', '/api/manager/requests?edition=ru', manager)).json.data.some((r: any) => r.id === id),
    ).toBe(false);

    const html = await (
      await getPage(`${ORIGIN}/manager/requests?edition=kz`, { headers: { cookie: manager.cookie } })
    ).text();
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
    const pageHtml = await (
      await getPage(`${ORIGIN}/manager/requests?edition=international`, { headers: { cookie: manager.cookie } })
    ).text();
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
    const orgs = await env.DB.prepare('SELECT COUNT(*) AS n FROM organisations WHERE id = ?')
      .bind(users.results[0].org_id)
      .first<any>();
    expect(orgs.n).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: manager.userId,
      subject_type: 'registration_request',
      action: 'approve',
      from_status: 'pending',
      to_status: 'approved',
    });
    const request = await env.DB.prepare('SELECT status, user_id, decided_by FROM registration_requests WHERE id = ?')
      .bind(id)
      .first<any>();
    expect(request).toMatchObject({ status: 'approved', user_id: users.results[0].id, decided_by: manager.userId });
    // A third attempt later: refused, nothing new.
    expect((await call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['facility'] })).status).toBe(
      409,
    );
  });

  it('ten approvals racing inside one isolate (all past the pending check) still create one account', async () => {
    const { id, email } = await newRequest();
    const ctx: ReviewContext = { db: env.DB, env: env as any, originFor: () => ORIGIN, later: () => {} };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        approveRequest(ctx, { requestId: id, managerId: manager.userId, roles: ['facility'] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<any>()).n).toBe(
      1,
    );
    expect(
      (
        await env.DB.prepare(
          'SELECT COUNT(*) AS n FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.email = ?',
        )
          .bind(email)
          .first<any>()
      ).n,
    ).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditFor(id)).toHaveLength(1);
    expect(
      (
        await env.DB.prepare(
          'SELECT COUNT(*) AS n FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
        )
          .bind(email)
          .first<any>()
      ).n,
    ).toBe(1);
  });

  it('approval e-mails a set-password link (in the applicant locale) that leads to a sign-in with exactly the granted roles', async () => {
    const { id, email } = await newRequest({ requestedRoles: ['facility', 'promotion_creator'] });
    expect(
      (await call('POST', `/api/manager/requests/${id}/approve`, manager, { roles: ['promotion_creator'] })).status,
    ).toBe(200);
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
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<any>(),
    ).toMatchObject({ n: 0 });
  });

  it('the console form approves without JavaScript (303 back to the queue) and shows refusals in place', async () => {
    const { id, email } = await newRequest();
    const none = await postForm(`/manager/requests/${id}`, manager, [['intent', 'approve']]);
    expect(none.status).toBe(422);
    // No role chosen: the decision schema's message on the roles field, not a page-level flash.
    expect(await none.text()).toMatch(/id="decision-approve-roles-error"[^>]*>Выберите хотя бы одну роль</);
    const res = await postForm(`/manager/requests/${id}`, manager, [
      ['intent', 'approve'],
      ['roles', 'facility'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/manager/requests?done=approved');
    const user = await env.DB.prepare(
      'SELECT (SELECT group_concat(role) FROM user_roles WHERE user_id = u.id) AS roles FROM users u WHERE email = ?',
    )
      .bind(email)
      .first<any>();
    expect(user.roles).toBe('facility');
    const again = await postForm(`/manager/requests/${id}`, manager, [
      ['intent', 'approve'],
      ['roles', 'facility'],
    ]);
    expect(again.status).toBe(409);
  });
});
