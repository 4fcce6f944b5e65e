import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { RETENTION_RULES, cutoff } from '../../worker/scheduled/retention';
import { createTestUser } from './support/accounts';

/**
 * Retention through the worker's `scheduled` handler (docs/privacy.md, ADR 216): for every rule,
 * a row a minute past its period goes and a row a minute inside it stays; firing the trigger again
 * (the same time, or the same hour) changes nothing more.
 */
const DAY = 86_400_000;
const MINUTE = 60_000;

async function fire(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

type Fixture = {
  /** Inserts a row whose age is measured from `at` (ms), marked so the test finds it again. */
  insert(at: number, marker: string): D1PreparedStatement;
  count(marker: string): Promise<number>;
};

const count = async (sql: string, marker: string) => (await env.DB.prepare(sql).bind(marker).first<{ n: number }>())!.n;

function fixtures(userId: string, facilityId: string): Record<string, Fixture> {
  const run = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds);
  return {
    'guide-misses': {
      insert: (at, m) =>
        run(
          'INSERT INTO guide_search_misses (day, term, count) VALUES (?, ?, 1)',
          new Date(at).toISOString().slice(0, 10),
          m,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM guide_search_misses WHERE term = ?', m),
    },
    'facility-reports': {
      insert: (at, m) =>
        run(
          "INSERT INTO facility_reports (id, facility_id, kind, comment, visitor_key, created_at) VALUES (?, ?, 'closed', '', ?, ?)",
          m,
          facilityId,
          `a:${m}`,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM facility_reports WHERE id = ?', m),
    },
    'osm-facility-reports': {
      insert: (at, m) =>
        run(
          "INSERT INTO osm_facility_reports (id, osm_facility_id, kind, comment, visitor_key, created_at) VALUES (?, 'osm-r', 'closed', '', ?, ?)",
          m,
          `a:${m}`,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM osm_facility_reports WHERE id = ?', m),
    },
    'mail-outbox': {
      insert: (at, m) =>
        run(
          "INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, locale, edition, template, created_at) VALUES (?, 'r@example.org', 's', 'b', 'h', 'ru-RU', 'ru', 'verify', ?)",
          m,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM mail_outbox WHERE id = ?', m),
    },
    'audit-log': {
      insert: (at, m) =>
        run(
          "INSERT INTO audit_log (id, user_id, subject_type, subject_id, action, created_at) VALUES (?, NULL, 'facility', 'x', 'accept', ?)",
          m,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM audit_log WHERE id = ?', m),
    },
    'support-questions': {
      insert: (at, m) =>
        run(
          "INSERT INTO support_questions (id, name, email, city, text, edition, locale, created_at) VALUES (?, 'N', 'q@example.org', 'C', 'T', 'ru', 'ru-RU', ?)",
          m,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM support_questions WHERE id = ?', m),
    },
    inquiries: {
      insert: (at, m) =>
        run(
          "INSERT INTO inquiries (id, type, name, city, email, text, edition, locale, created_at) VALUES (?, 'question', 'N', 'C', 'q@example.org', 'T', 'ru', 'ru-RU', ?)",
          m,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM inquiries WHERE id = ?', m),
    },
    sessions: {
      // Ended by revocation at `at` (its expiry later): the earlier end counts.
      insert: (at, m) =>
        run(
          'INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?)',
          m,
          userId,
          at - DAY,
          at + 20 * DAY,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM sessions WHERE id = ?', m),
    },
    'one-time-tokens': {
      insert: (at, m) =>
        run(
          "INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, 'recovery', ?, ?, ?)",
          m,
          userId,
          at - DAY,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM one_time_tokens WHERE token_hash = ?', m),
    },
    'email-change-requests': {
      insert: (at, m) =>
        run(
          "INSERT INTO email_change_requests (token_hash, user_id, old_email, new_email, created_at, expires_at) VALUES (?, ?, 'o@example.org', 'n@example.org', ?, ?)",
          m,
          userId,
          at - DAY,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM email_change_requests WHERE token_hash = ?', m),
    },
    'pending-identity-links': {
      insert: (at, m) =>
        run(
          "INSERT INTO pending_identity_links (email, provider, issuer, subject, created_at) VALUES (?, 'google', 'i', 's', ?)",
          `${m}@example.org`,
          at,
        ),
      count: (m) => count("SELECT COUNT(*) AS n FROM pending_identity_links WHERE email = ? || '@example.org'", m),
    },
    'volunteer-record-revoked': {
      insert: (at, m) =>
        run(
          `INSERT INTO volunteer_record_issues (id, user_id, token, period_from, period_to, facts, locale, edition, created_at, revoked_at)
           VALUES (?, ?, ?, '2020-01-01', '2020-12-31', '{}', 'ru-RU', 'ru', ?, ?)`,
          m,
          userId,
          m,
          at - DAY,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM volunteer_record_issues WHERE id = ?', m),
    },
    'rate-limits': {
      insert: (at, m) => run('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)', m, at),
      count: (m) => count('SELECT COUNT(*) AS n FROM rate_limits WHERE bucket = ?', m),
    },
    'socket-ticket-uses': {
      insert: (at, m) => run('INSERT INTO socket_ticket_uses (jti, expires_at) VALUES (?, ?)', m, at),
      count: (m) => count('SELECT COUNT(*) AS n FROM socket_ticket_uses WHERE jti = ?', m),
    },
    'check-in-ops': {
      insert: (at, m) =>
        run(
          `INSERT INTO volunteer_check_in_ops (op_id, event_id, user_id, slot_id, action, actor_id, result, created_at)
           VALUES (?, 'event-r', ?, '', 'in', ?, '{}', ?)`,
          m,
          userId,
          userId,
          at,
        ),
      count: (m) => count('SELECT COUNT(*) AS n FROM volunteer_check_in_ops WHERE op_id = ?', m),
    },
  };
}

describe('retention by the Cron Trigger', () => {
  it('removes exactly what is older than each period at the trigger time, nothing newer; a second firing is harmless', async () => {
    const owner = await createTestUser({ roles: ['facility'], orgName: `Keep Org ${crypto.randomUUID().slice(0, 6)}` });
    const facilityId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO facilities (id, org_id, status, name, address, lng, lat, status_changed_at, created_at, updated_at)
       VALUES (?, ?, 'draft', 'P', 'A', 37.6, 55.7, 0, 0, 0)`,
    )
      .bind(facilityId, owner.orgId)
      .run();
    // A trigger time years back (its own hour, so no other firing claimed it), at a quarter past.
    const at = Date.UTC(2023, 4, 1 + Math.floor(Math.random() * 28), Math.floor(Math.random() * 24), 15);
    const table = fixtures(owner.userId, facilityId);
    expect(Object.keys(table).sort()).toEqual(RETENTION_RULES.map((r) => r.name).sort());
    const marks = RETENTION_RULES.map((rule) => {
      const edge = rule.byDay ? Date.parse(`${cutoff(rule, at)}T00:00:00Z`) : (cutoff(rule, at) as number);
      // By day: the day before the cut-off day goes, the cut-off day stays.
      const old = rule.byDay ? edge - DAY : edge - MINUTE;
      const fresh = rule.byDay ? edge : edge + MINUTE;
      return {
        rule,
        old: `old-${crypto.randomUUID()}`,
        fresh: `new-${crypto.randomUUID()}`,
        oldAt: old,
        freshAt: fresh,
      };
    });
    await env.DB.batch(
      marks.flatMap((m) => [
        table[m.rule.name]!.insert(m.oldAt, m.old),
        table[m.rule.name]!.insert(m.freshAt, m.fresh),
      ]),
    );
    const state = async () =>
      Object.fromEntries(
        await Promise.all(
          marks.map(async (m) => [
            m.rule.name,
            [await table[m.rule.name]!.count(m.old), await table[m.rule.name]!.count(m.fresh)],
          ]),
        ),
      );
    const before = Object.fromEntries(marks.map((m) => [m.rule.name, [1, 1]]));
    const after = Object.fromEntries(marks.map((m) => [m.rule.name, [0, 1]]));
    expect(await state()).toEqual(before);

    await Promise.all([fire(at), fire(at)]);
    expect(await state()).toEqual(after);
    const claims = await env.DB.prepare('SELECT COUNT(*) AS n FROM scheduled_claims WHERE key = ?')
      .bind(`retention:${new Date(at).toISOString().slice(0, 13)}`)
      .first<{ n: number }>();
    expect(claims!.n).toBe(1);

    // Later in the same hour the sweep is already claimed and does not run again: the fresh rows,
    // a few minutes past their periods by then, wait for the next hour's sweep.
    await fire(at + 10 * MINUTE);
    expect(await state()).toEqual(after);
  });
});
