import type { RecordActivity, RecordCorrection, RecordFacts, RecordIssueLine } from '../../ui/shared/volunteer-record';

/**
 * The volunteer record's reads of volunteer_hours and volunteer_hours_corrections (written by
 * check-in and the organisers' corrections elsewhere; this module never writes them), and the
 * record's own tables of migrations/0054: issued PDFs and guardianship.
 */

interface ActivityRow {
  event_id: string;
  slot_id: string;
  local_date: string;
  org_name: string | null;
  event_title: string | null;
  role_name: string;
  minutes: number;
  verified: number;
}

/** Every activity of `userId` (no-shows are none), newest first; optionally within [from, to]. */
export async function listActivities(
  db: D1Database,
  userId: string,
  period?: { from: string; to: string },
): Promise<RecordActivity[]> {
  const { results } = await db
    .prepare(
      `SELECT h.event_id, h.slot_id, h.local_date, o.name AS org_name, e.title AS event_title, h.role_name,
         h.minutes, h.verified
       FROM volunteer_hours h
       LEFT JOIN charity_events e ON e.id = h.event_id
       LEFT JOIN organisations o ON o.id = h.org_id
       WHERE h.user_id = ? AND h.source != 'no_show' AND h.local_date >= ? AND h.local_date <= ?
       ORDER BY h.local_date DESC, h.event_id, h.slot_id`,
    )
    .bind(userId, period?.from ?? '0000-00-00', period?.to ?? '9999-99-99')
    .all<ActivityRow>();
  return results.map((r) => ({
    eventId: r.event_id,
    slotId: r.slot_id,
    date: r.local_date,
    organisation: r.org_name ?? '',
    event: r.event_title ?? '',
    role: r.role_name,
    minutes: r.minutes,
    verified: r.verified === 1,
  }));
}

/** Corrections to `userId`'s minutes, oldest first; a manager's say "manager" instead of a name. */
export async function listCorrections(db: D1Database, userId: string): Promise<RecordCorrection[]> {
  const { results } = await db
    .prepare(
      `SELECT c.event_id, c.slot_id, c.created_at, c.reason, c.minutes_before, c.minutes_after, u.name,
         EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = c.corrected_by AND r.role = 'manager') AS by_manager
       FROM volunteer_hours_corrections c LEFT JOIN users u ON u.id = c.corrected_by
       WHERE c.user_id = ? ORDER BY c.created_at, c.id`,
    )
    .bind(userId)
    .all<{
      event_id: string;
      slot_id: string;
      created_at: number;
      reason: string;
      minutes_before: number;
      minutes_after: number;
      name: string | null;
      by_manager: number;
    }>();
  return results.map((r) => ({
    eventId: r.event_id,
    slotId: r.slot_id,
    by: r.by_manager === 1 ? null : (r.name ?? ''),
    at: r.created_at,
    reason: r.reason,
    minutesBefore: r.minutes_before,
    minutesAfter: r.minutes_after,
  }));
}

export interface Guardianship {
  birthDate: string | null;
  guardianEmail: string | null;
  consentRequestedAt: number | null;
  consentGivenAt: number | null;
}

export async function findGuardianship(db: D1Database, userId: string): Promise<Guardianship> {
  const row = await db
    .prepare(
      'SELECT birth_date, guardian_email, consent_requested_at, consent_given_at FROM volunteer_guardianship WHERE user_id = ?',
    )
    .bind(userId)
    .first<{
      birth_date: string | null;
      guardian_email: string | null;
      consent_requested_at: number | null;
      consent_given_at: number | null;
    }>();
  return {
    birthDate: row?.birth_date ?? null,
    guardianEmail: row?.guardian_email ?? null,
    consentRequestedAt: row?.consent_requested_at ?? null,
    consentGivenAt: row?.consent_given_at ?? null,
  };
}

export async function saveBirthDate(db: D1Database, userId: string, birthDate: string | null, now = Date.now()) {
  await db
    .prepare(
      `INSERT INTO volunteer_guardianship (user_id, birth_date, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET birth_date = excluded.birth_date, updated_at = excluded.updated_at`,
    )
    .bind(userId, birthDate, now)
    .run();
}

/** A consent request sent to `email` (a new one replaces an older, unanswered one). */
export function guardianRequestStatement(db: D1Database, userId: string, email: string, now = Date.now()) {
  return db
    .prepare(
      `INSERT INTO volunteer_guardianship (user_id, guardian_email, consent_requested_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET guardian_email = excluded.guardian_email,
         consent_requested_at = excluded.consent_requested_at, updated_at = excluded.updated_at
       WHERE volunteer_guardianship.consent_given_at IS NULL`,
    )
    .bind(userId, email, now, now);
}

/** Earlier consent links of `userId` stop working when a new one goes out (perhaps to another address). */
export function retireGuardianLinksStatement(db: D1Database, userId: string, now = Date.now()) {
  return db
    .prepare(
      "UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'guardian-consent' AND used_at IS NULL",
    )
    .bind(now - 1, userId);
}

/** The guardian's confirmation, once, and only in the batch that just used its link (`tokenHash`). */
export function consentGivenStatement(db: D1Database, userId: string, tokenHash: string, now = Date.now()) {
  return db
    .prepare(
      `UPDATE volunteer_guardianship SET consent_given_at = ?, updated_at = ?
       WHERE user_id = ? AND consent_given_at IS NULL AND guardian_email IS NOT NULL
         AND EXISTS (SELECT 1 FROM one_time_tokens WHERE token_hash = ? AND used_at = ?)`,
    )
    .bind(now, now, userId, tokenHash, now);
}

export interface NewIssue {
  id: string;
  userId: string;
  token: string;
  facts: RecordFacts;
  locale: string;
  edition: string;
}

export async function insertIssue(db: D1Database, issue: NewIssue): Promise<void> {
  await db
    .prepare(
      `INSERT INTO volunteer_record_issues (id, user_id, token, period_from, period_to, facts, locale, edition, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      issue.id,
      issue.userId,
      issue.token,
      issue.facts.from,
      issue.facts.to,
      JSON.stringify(issue.facts),
      issue.locale,
      issue.edition,
      issue.facts.issuedAt,
    )
    .run();
}

export async function listIssues(db: D1Database, userId: string): Promise<RecordIssueLine[]> {
  const { results } = await db
    .prepare(
      `SELECT id, token, period_from, period_to, created_at, revoked_at FROM volunteer_record_issues
       WHERE user_id = ? ORDER BY created_at DESC LIMIT 100`,
    )
    .bind(userId)
    .all<{
      id: string;
      token: string;
      period_from: string;
      period_to: string;
      created_at: number;
      revoked_at: number | null;
    }>();
  return results.map((r) => ({
    id: r.id,
    token: r.token,
    from: r.period_from,
    to: r.period_to,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  }));
}

/** Revokes one of the person's own issues; false when there was none live to revoke. */
export async function revokeIssue(db: D1Database, userId: string, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare('UPDATE volunteer_record_issues SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL')
    .bind(now, id, userId)
    .run();
  return result.meta.changes === 1;
}

export async function findIssueByToken(
  db: D1Database,
  token: string,
): Promise<{ facts: RecordFacts; locale: string; edition: string; revokedAt: number | null } | null> {
  const row = await db
    .prepare('SELECT facts, locale, edition, revoked_at FROM volunteer_record_issues WHERE token = ?')
    .bind(token)
    .first<{ facts: string; locale: string; edition: string; revoked_at: number | null }>();
  if (!row) return null;
  return {
    facts: JSON.parse(row.facts) as RecordFacts,
    locale: row.locale,
    edition: row.edition,
    revokedAt: row.revoked_at,
  };
}
