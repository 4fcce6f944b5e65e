import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PERSONAL_TABLES } from '../../worker/services/account-data-tables';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress, type TestUser } from './support/accounts';
import { ticketFor } from './support/live-socket';
import { PERSON_COLUMN, download, schema, rowsNaming, richUser } from './support/account-data';

/**
 * People's data under their control (docs/privacy.md, ADRs 215–216): the download of one's data,
 * the account's deletion, and a walk over the migrated schema so that no table naming people can
 * be forgotten by either.
 */

describe('the schema walk: every table that names people is handled', () => {
  it('each table with a person column is in the download and deletion (or allowlisted with its reason)', async () => {
    const tables = await schema();
    const naming = [...tables].filter(([, cols]) => cols.some((c) => PERSON_COLUMN.test(c))).map(([table]) => table);
    // The rule finds the tables it must (a guard against a rule that matches nothing).
    expect(naming).toEqual(expect.arrayContaining(['users', 'sessions', 'mail_outbox', 'audit_log', 'charity_events']));
    const missing = naming.filter((table) => !PERSONAL_TABLES[table]);
    expect(missing, 'tables naming people without a PERSONAL_TABLES entry (worker/services/account-data.ts)').toEqual(
      [],
    );
    for (const [table, entry] of Object.entries(PERSONAL_TABLES)) {
      expect(tables.has(table), `${table} is listed but is no table`).toBe(true);
      if (entry.exportKey === null) expect(entry.why, `${table} leaves the download without a reason`).toBeTruthy();
    }
  });
});

describe('download my data', () => {
  it('answers a dated JSON attachment with every section and no secret', async () => {
    const { user, feedUrl } = await richUser();
    const res = await download(user);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="eco-portal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, any>;
    for (const entry of Object.values(PERSONAL_TABLES))
      if (entry.exportKey) expect(data, `download misses ${entry.exportKey}`).toHaveProperty(entry.exportKey);
    expect(data.profile).toMatchObject({ id: user.userId, email: user.email, name: 'Rich Person', has_password: true });
    expect(data.profile.roles).toEqual(expect.arrayContaining(['volunteer', 'facility']));
    expect(data.organisation.id).toBe(user.orgId);
    expect(data.linkedIdentities).toHaveLength(1);
    expect(data.eventSignups).toHaveLength(2);
    expect(data.eventWaitlists).toHaveLength(1);
    expect(data.pointsLedger[0].points).toBe(40);
    expect(data.pointReports).toHaveLength(1);
    expect(data.osmPointReports).toHaveLength(1);
    expect(data.questions).toHaveLength(1);
    expect(data.inquiries).toHaveLength(1);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.notifications).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.pointsCreated).toHaveLength(1);
    expect(data.volunteerHours[0]).toMatchObject({ minutes: 120, verified: 1 });
    expect(data.volunteerRecordIssues).toHaveLength(1);
    expect(data.guardianship[0].birth_date).toBe('2000-01-01');
    expect(data.eventsCreated.length).toBeGreaterThanOrEqual(1);
    // The two audit rows above, and the publication of the person's own event (they reviewed it here).
    expect(data.audit.length).toBeGreaterThanOrEqual(2);
    expect(data.calendarFeed).not.toBeNull();
    // No secret leaves: password hash and salt, token hashes, the feed token, session ids.
    const secrets = await env.DB.prepare('SELECT password_hash, password_salt FROM users WHERE id = ?')
      .bind(user.userId)
      .first<{ password_hash: string; password_salt: string }>();
    const feedToken = feedUrl
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    for (const secret of [
      secrets!.password_hash,
      secrets!.password_salt,
      `one-time-hash-secret-${user.userId}`,
      `email-change-hash-secret-${user.userId}`,
      `subscription-hash-secret-${user.userId}`,
      feedToken,
      user.sessionId,
      user.token,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_hash|token_hash|confirm_token/);
  });

  it('is limited per person (the sixth download in an hour is refused) and needs a session', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (let i = 0; i < 5; i++) expect((await download(user)).status).toBe(200);
    const refused = await SELF.fetch(`${HOSTS.ru}/profile/my-data`, {
      headers: { cookie: user.cookie, accept: 'application/json' },
    });
    expect(refused.status).toBe(429);
    const guest = await getPage(`${HOSTS.ru}/profile/my-data`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login');
  });
});

function postDelete(user: TestUser, fields: Record<string, string>, path = '/profile/delete-account') {
  return SELF.fetch(`${HOSTS.ru}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: user.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: HOSTS.ru,
      'cf-connecting-ip': testAddress(),
    },
    body: new URLSearchParams(fields),
  });
}

describe('delete my account', () => {
  it('a wrong password deletes nothing; the right one removes or anonymises every row and ends every credential', async () => {
    const { user, feedUrl, pastEvent, futureEvent } = await richUser();
    const ticket = await ticketFor(user);
    const activeOn = async (event: string) =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM charity_event_signups WHERE event_id = ? AND status = 'active'")
        .bind(event)
        .first<{ n: number }>())!.n;
    expect(await activeOn(pastEvent)).toBe(1);

    const wrong = await postDelete(user, { password: 'Wrong1234pass' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('data-testid="delete-account-error"');
    expect(await download(user)).toHaveProperty('status', 200);

    const res = await postDelete(user, { password: user.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account-deleted');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session=;/);

    // No row names the person, by id or by e-mail.
    expect(await rowsNaming(user.userId)).toEqual({});
    expect(await rowsNaming(user.email)).toEqual({});

    // What others rely on stays, naming a tombstone: the past event's volunteer count, the person's own event, point and reports.
    expect(await activeOn(pastEvent)).toBe(1);
    expect(await activeOn(futureEvent)).toBe(0);
    const tomb = await env.DB.prepare(
      'SELECT u.id, u.email, u.name, u.status, u.password_hash, (SELECT COUNT(*) FROM user_roles r WHERE r.user_id = u.id) AS roles FROM charity_event_signups s JOIN users u ON u.id = s.user_id WHERE s.event_id = ?',
    )
      .bind(pastEvent)
      .first<Record<string, unknown>>();
    expect(tomb).toMatchObject({ name: 'Удалённый пользователь', status: 'disabled', password_hash: null, roles: 0 });
    expect(tomb!.email).toMatch(/^deleted-[\w-]+@deleted\.invalid$/);
    const kept = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM charity_events WHERE author_id = ?1) AS events,
              (SELECT COUNT(*) FROM facilities WHERE author_id = ?1) AS points,
              (SELECT COUNT(*) FROM facility_reports WHERE reporter_id = ?1 AND person_key = 'u:' || ?1) AS reports,
              (SELECT COUNT(*) FROM audit_log WHERE user_id = ?1 OR subject_id = ?1) AS audit`,
    )
      .bind(tomb!.id)
      .first<Record<string, number>>();
    expect(kept).toMatchObject({ events: 1, points: 1, reports: 1 });
    expect(kept!.audit).toBeGreaterThanOrEqual(2);

    // Every credential is dead: the session cookie, a socket ticket issued before, the calendar feed, the password.
    const profile = await getPage(`${HOSTS.ru}/profile`, { headers: { cookie: user.cookie } });
    expect(profile.status).toBe(302);
    expect(profile.headers.get('location')).toContain('/login');
    const me = await SELF.fetch(`${HOSTS.ru}/api/notifications/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.status).toBe(401);
    const socket = await SELF.fetch(
      `${HOSTS.ru}/ws/notification/?user=${user.userId}&ticket=${encodeURIComponent(ticket)}`,
      { headers: { upgrade: 'websocket' } },
    );
    const ws = socket.webSocket!;
    const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
    ws.accept();
    expect(await closed).not.toBe(1000);
    expect((await SELF.fetch(feedUrl)).status).toBe(404);
    const signIn = await SELF.fetch(`${HOSTS.ru}/api/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
      body: new URLSearchParams({ grant_type: 'password', email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(401);

    // The goodbye page, in every locale's words.
    const bye = await getPage(`${HOSTS.ru}/account-deleted`);
    expect(bye.status).toBe(200);
    expect(await bye.text()).toContain('data-state="done"');
  });

  it('the last manager cannot delete their account; with another manager they can', async () => {
    const active = await env.DB.prepare(
      "SELECT r.user_id FROM user_roles r JOIN users x ON x.id = r.user_id WHERE r.role = 'manager' AND x.status = 'active'",
    ).all<{ user_id: string }>();
    const manager = await createTestUser({ roles: ['manager'] });
    // Alone: every other manager set aside for the check, then given back.
    const setAside = (status: string) =>
      active.results.length
        ? env.DB.batch(
            active.results.map((r) =>
              env.DB.prepare('UPDATE users SET status = ? WHERE id = ?').bind(status, r.user_id),
            ),
          )
        : null;
    await setAside('disabled');
    try {
      const refused = await postDelete(manager, { password: manager.password });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain('data-testid="delete-account-error"');
    } finally {
      await setAside('active');
    }
    await createTestUser({ roles: ['manager'] });
    expect((await postDelete(manager, { password: manager.password })).status).toBe(303);
  });

  it('an account without a password confirms by a mailed link; the link page deletes only on its button', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await env.DB.prepare('UPDATE users SET password_hash = NULL, password_salt = NULL WHERE id = ?')
      .bind(user.userId)
      .run();
    const form = await getPage(`${HOSTS.ru}/profile/delete-account`, { headers: { cookie: user.cookie } });
    expect(await form.text()).toContain('data-testid="delete-account-mail"');
    const sent = await postDelete(user, {});
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('data-state="mailSent"');
    const mail = await env.DB.prepare(
      "SELECT text_body FROM mail_outbox WHERE recipient = ? AND template = 'profile.deleteAccountConfirm'",
    )
      .bind(user.email)
      .first<{ text_body: string }>();
    const link = /https?:\/\/\S+\/delete-account\?token=[\w-]+/.exec(mail!.text_body)![0];
    const token = new URL(link).searchParams.get('token')!;
    const shown = await getPage(`${HOSTS.ru}/delete-account?token=${token}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('data-testid="delete-account-confirm"');
    expect(await rowsNaming(user.userId)).not.toEqual({});
    const done = await postDelete(user, { token }, '/delete-account');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account-deleted');
    expect(await rowsNaming(user.userId)).toEqual({});
    expect(await rowsNaming(user.email)).toEqual({});
    const again = await postDelete(user, { token }, '/delete-account');
    expect(again.status).toBe(400);
  });
});
