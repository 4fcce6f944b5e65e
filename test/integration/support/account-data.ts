/** The rich user and the schema walk of test/integration/account-data.test.ts (docs/privacy.md). */
import { SELF, env } from 'cloudflare:test';
import { HOSTS } from '../helpers';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from './accounts';
import { api, completeEvent, creator, publishedEvent } from './events';

/**
 * The rule: a column names a person when it is a user id (`user_id`, `<role>_id` of a person,
 * anything `…_by`), an e-mail (any name containing `email`, the outbox's `recipient`), a person's
 * key (`visitor_key`, `person_key`: `u:<user id>`), or the audit log's `subject_id` (a user when
 * its subject_type is 'user').
 */
export const PERSON_COLUMN =
  /^(user_id|recipient|subject_id|visitor_key|person_key)$|_by$|email|^(author|actor|reporter|owner|requested)_id$/;

/** Tables and columns of the migrated D1, without SQLite's, D1's and full-text shadow tables. */
export async function schema(): Promise<Map<string, string[]>> {
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
export async function rowsNaming(needle: string): Promise<Record<string, number>> {
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
export async function richUser(): Promise<{ user: TestUser; feedUrl: string; pastEvent: string; futureEvent: string }> {
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
    // A check-in operation naming them (their hours and corrections: the record's rows below).
    run(
      `INSERT INTO volunteer_check_in_ops (op_id, event_id, user_id, slot_id, action, actor_id, result, created_at)
       VALUES (?, ?, ?, '', 'in', ?, '{}', ?)`,
      crypto.randomUUID(),
      pastEvent,
      u,
      u,
      now,
    ),
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
    // The volunteer record (worker/hours/account-data.ts): hours, a correction made by and
    // one made to the person, an issued PDF, the birth date and guardian.
    run(
      `INSERT INTO volunteer_hours (event_id, user_id, org_id, source, checked_in_by, minutes, verified, time_zone, local_date, created_at, updated_at)
       VALUES (?, ?, ?, 'check_in', ?, 120, 1, 'Europe/Moscow', '2026-01-10', ?, ?)`,
      pastEvent,
      u,
      user.orgId,
      u,
      now,
      now,
    ),
    run(
      `INSERT INTO volunteer_hours_corrections (id, event_id, user_id, corrected_by, reason, minutes_before, minutes_after, created_at)
       VALUES (?, ?, ?, ?, 'late', 150, 120, ?)`,
      crypto.randomUUID(),
      pastEvent,
      u,
      u,
      now,
    ),
    run(
      `INSERT INTO volunteer_record_issues (id, user_id, token, period_from, period_to, facts, locale, edition, created_at)
       VALUES (?, ?, ?, '2026-01-01', '2026-12-31', '{}', 'ru-RU', 'ru', ?)`,
      crypto.randomUUID(),
      u,
      `rich${u.replace(/-/g, '').slice(0, 8)}`,
      now,
    ),
    run(
      `INSERT INTO volunteer_guardianship (user_id, birth_date, guardian_email, consent_requested_at, updated_at)
       VALUES (?, '2000-01-01', ?, ?, ?)`,
      u,
      `guardian-${e}`,
      now,
      now,
    ),
  ]);
  return { user, feedUrl, pastEvent, futureEvent };
}

export const download = (user: TestUser) =>
  SELF.fetch(`${HOSTS.ru}/profile/my-data`, { headers: { cookie: user.cookie } });
