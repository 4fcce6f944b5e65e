import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PERSONAL_TABLES } from '../../worker/services/account-data';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress, type TestUser } from './support/accounts';
import { api, completeEvent, creator, publishedEvent } from './support/events';
import { ticketFor } from './support/live-socket';

/**
 * People's data under their control (docs/privacy.md, ADRs 215–216): the download of one's data,
 * the account's deletion, and a walk over the migrated schema so that no table naming people can
 * be forgotten by either.
 */

/**
 * The rule: a column names a person when it is a user id (`user_id`, `<role>_id` of a person,
 * anything `…_by`), an e-mail (any name containing `email`, the outbox's `recipient`), a person's
 * key (`visitor_key`, `person_key`: `u:<user id>`), or the audit log's `subject_id` (a user when
 * its subject_type is 'user').
 */
const PERSON_COLUMN =
  /^(user_id|recipient|subject_id|visitor_key|person_key)$|_by$|email|^(author|actor|reporter|owner|requested)_id$/;

/** Tables and columns of the migrated D1, without SQLite's, D1's and full-text shadow tables. */
async function schema(): Promise<Map<string, string[]>> {
  const tables = (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  const out = new Map<string, string[]>();
  for (const table of tables) {
    const cols = (await env.DB.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>()).results;
    out.set(
      table,
      cols.map((c) => c.name),
    );
  }
  return out;
}

/** Rows anywhere in D1 whose any column contains `needle` (an id or an e-mail): table → count. */
async function rowsNaming(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [table, cols] of await schema()) {
    if (cols.length === 0) continue;
    const where = cols.map((c) => `instr(CAST("${c}" AS TEXT), ?1) > 0`).join(' OR ');
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`)
      .bind(needle)
      .first<{ n: number }>();
    if (row && row.n > 0) found[table] = row.n;
  }
  return found;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A person with a row in every table that can name people: a volunteer, event creator and point
 * owner with an organisation, a Google identity, sign-ups (one past, attended; one to come), a
 * waiting-list place, points, reports, questions, a subscription, notifications, a calendar feed,
 * one-time links, events and points they created, audit rows, mail, rate-limit windows.
 */
async function richUser(): Promise<{ user: TestUser; feedUrl: string; pastEvent: string; futureEvent: string }> {
  const user = await createTestUser({
    roles: ['volunteer', 'promotion_creator', 'facility'],
    orgName: `Rich Org ${crypto.randomUUID().slice(0, 6)}`,
    name: 'Rich Person',
  });
  const other = await creator();
  const pastEvent = await publishedEvent(other, completeEvent({ contactEmail: user.email }));
  const futureEvent = await publishedEvent(other);
  const fullEvent = await publishedEvent(other);
  for (const id of [pastEvent, futureEvent])
    expect((await api('POST', `/${id}/signup`, user)).json.signedUp).toBe(true);
  const own = await publishedEvent(user);
  const feedUrl = (await api('GET', '/my', user)).json.feedUrl as string;
  const now = Date.now();
  const u = user.userId;
  const e = user.email;
  const facility = crypto.randomUUID();
  const run = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds);
  await env.DB.batch([
    run(
      'UPDATE charity_events SET starts_at = ?, ends_at = ? WHERE id = ?',
      now - 3 * DAY,
      now - 3 * DAY + 2 * HOUR,
      pastEvent,
    ),
    run(
      'UPDATE charity_event_signups SET attended_at = ?, attendance_marked_by = ? WHERE event_id = ?',
      now - DAY,
      u,
      pastEvent,
    ),
    run('INSERT INTO charity_event_waitlist (event_id, user_id, joined_at) VALUES (?, ?, ?)', fullEvent, u, now),
    run(
      "INSERT INTO balance_ledger (id, user_id, points, reason, event_id, created_at) VALUES (?, ?, 40, 'event_attendance', ?, ?)",
      crypto.randomUUID(),
      u,
      pastEvent,
      now,
    ),
    run(
      `INSERT INTO facilities (id, org_id, author_id, status, name, address, lng, lat, contacts, supervisor_name, supervisor_email, status_changed_at, created_at, updated_at)
       VALUES (?, ?, ?, 'draft', 'Rich point', 'Street 1', 37.6, 55.7, ?, 'Rich Person', ?, ?, ?, ?)`,
      facility,
      user.orgId,
      u,
      JSON.stringify({ phone: '', email: e }),
      e,
      now,
      now,
      now,
    ),
    run(
      "INSERT INTO facility_status_history (id, facility_id, actor_id, transit, from_status, to_status, created_at) VALUES (?, ?, ?, 'create', NULL, 'draft', ?)",
      crypto.randomUUID(),
      facility,
      u,
      now,
    ),
    run(
      "INSERT INTO facility_checks (id, facility_id, actor_id, source, created_at) VALUES (?, ?, ?, 'owner', ?)",
      crypto.randomUUID(),
      facility,
      u,
      now,
    ),
    run(
      "INSERT INTO facility_reports (id, facility_id, kind, comment, reporter_id, visitor_key, person_key, resolved_by, created_at) VALUES (?, ?, 'closed', 'gone', ?, ?, ?, ?, ?)",
      crypto.randomUUID(),
      facility,
      u,
      `u:${u}`,
      `u:${u}`,
      u,
      now,
    ),
    run(
      "INSERT INTO osm_facility_reports (id, osm_facility_id, kind, comment, reporter_id, visitor_key, person_key, created_at) VALUES (?, 'osm-x', 'closed', 'gone', ?, ?, ?, ?)",
      crypto.randomUUID(),
      u,
      `u:${u}`,
      `u:${u}`,
      now,
    ),
    run(
      "INSERT INTO osm_facility_claims (osm_facility_id, facility_id, created_at, status, decided_by, decided_at) VALUES ('osm-x', ?, ?, 'accepted', ?, ?)",
      facility,
      now,
      u,
      now,
    ),
    run(
      "INSERT INTO charity_event_tombstones (id, slug, title, org_id, deleted_by, deleted_at) VALUES (?, 'gone-event', 'Gone', ?, ?, ?)",
      crypto.randomUUID(),
      user.orgId,
      u,
      now,
    ),
    run(
      "INSERT INTO pending_org_changes (id, org_id, requested_by, name, full_name, tin, created_at) VALUES (?, ?, ?, 'Rich Org 2', 'Rich Org Two', '7700000001', ?)",
      crypto.randomUUID(),
      user.orgId,
      u,
      now,
    ),
    run(
      `INSERT INTO registration_requests (id, org_name, address, inn, contact_name, email, requested_roles, edition, locale, status, user_id, created_at)
       VALUES (?, 'Rich Org', 'Street 1', '7700000000', 'Rich Person', ?, '["facility"]', 'ru', 'ru-RU', 'approved', ?, ?)`,
      crypto.randomUUID(),
      e,
      u,
      now,
    ),
    run(
      "INSERT INTO audit_log (id, user_id, subject_type, subject_id, action, comment, created_at) VALUES (?, ?, 'facility', ?, 'submit', '', ?)",
      crypto.randomUUID(),
      u,
      facility,
      now,
    ),
    run(
      "INSERT INTO audit_log (id, user_id, subject_type, subject_id, action, comment, created_at) VALUES (?, NULL, 'user', ?, 'grant_role', ?, ?)",
      crypto.randomUUID(),
      u,
      `for ${e}`,
      now,
    ),
    run(
      "INSERT INTO guide_synonyms (item_slug, lang, term, created_by, created_at) VALUES ('rich-item', 'ru', ?, ?, ?)",
      `term-${crypto.randomUUID().slice(0, 8)}`,
      u,
      now,
    ),
    run(
      "INSERT INTO guide_items (slug, category, created_by, created_at) VALUES (?, 'plastic', ?, ?)",
      `rich-${crypto.randomUUID().slice(0, 8)}`,
      u,
      now,
    ),
    run(
      "INSERT INTO support_questions (id, name, email, city, text, user_id, edition, locale, created_at) VALUES (?, 'Rich Person', ?, 'Moscow', 'Where?', ?, 'ru', 'ru-RU', ?)",
      crypto.randomUUID(),
      e,
      u,
      now,
    ),
    run(
      "INSERT INTO inquiries (id, type, name, phone, city, email, text, user_id, edition, locale, created_at) VALUES (?, 'question', 'Rich Person', '79990000000', 'Moscow', ?, 'Hello', ?, 'ru', 'ru-RU', ?)",
      crypto.randomUUID(),
      e,
      u,
      now,
    ),
    run(
      "INSERT INTO newsletter_subscriptions (id, email, edition, locale, confirm_token_hash, created_at) VALUES (?, ?, 'ru', 'ru-RU', ?, ?)",
      crypto.randomUUID(),
      e,
      `subscription-hash-secret-${u}`,
      now,
    ),
    run(
      "INSERT INTO linked_identities (provider, issuer, subject, user_id, email, created_at) VALUES ('google', 'https://accounts.google.com', ?, ?, ?, ?)",
      `sub-${u}`,
      u,
      e,
      now,
    ),
    run(
      "INSERT INTO pending_identity_links (email, provider, issuer, subject, created_at) VALUES (?, 'google', 'https://accounts.google.com', 'sub-pending', ?)",
      e,
      now,
    ),
    run(
      "INSERT INTO notifications (id, user_id, kind, message_key, params, link, created_at) VALUES (?, ?, 'event', 'notifications.x', '{}', '/', ?)",
      crypto.randomUUID(),
      u,
      now,
    ),
    run("INSERT INTO volunteer_mail_optouts (user_id, kind, created_at) VALUES (?, 'updates', ?)", u, now),
    run(
      "INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, 'recovery', ?, ?, ?)",
      `one-time-hash-secret-${u}`,
      u,
      now,
      now + HOUR,
    ),
    run(
      'INSERT INTO email_change_requests (token_hash, user_id, old_email, new_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      `email-change-hash-secret-${u}`,
      u,
      e,
      `new-${e}`,
      now,
      now + DAY,
    ),
    run(
      "INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at) VALUES (?, ?, 's', 'b', 'h', 'ru-RU', 'ru', 'verify', ?)",
      crypto.randomUUID(),
      e,
      now,
    ),
    run('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)', `signin:acct:${e}`, now),
    run(
      'INSERT INTO scheduled_claims (key, claimed_at) VALUES (?, ?)',
      `thanks:${pastEvent}:${u}`,
      new Date(now).toISOString(),
    ),
    run('UPDATE charity_events SET reviewed_by = ? WHERE id = ?', u, own),
  ]);
  return { user, feedUrl, pastEvent, futureEvent };
}

const download = (user: TestUser) => SELF.fetch(`${HOSTS.ru}/profile/my-data`, { headers: { cookie: user.cookie } });

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
