/**
 * Retention (docs/privacy.md, ADR 216): rows past their period are deleted by the Cron Trigger.
 * Periods are counted back from the trigger's scheduled time, so a run removes exactly what is
 * older than its period then and nothing newer. Deleting is idempotent, and each hour's sweep is
 * claimed once (scheduled_claims, ./claims.ts): a trigger that fires twice or late sweeps once.
 */
import { claimOnce } from '../data/claims';
import type { ScheduledJob } from './job';

const DAY = 86_400_000;

/** One rule per kind of row: what goes, and after how long. */
export interface RetentionRule {
  name: string;
  days: number;
  /** DELETE statement with one `?`: the cut-off (milliseconds, or an ISO day for `day` columns). */
  sql: string;
  /** The cut-off as a 'YYYY-MM-DD' day instead of milliseconds. */
  byDay?: boolean;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  // The item guide's searches that found nothing: anonymous terms per day, for the managers' review.
  { name: 'guide-misses', days: 90, sql: 'DELETE FROM guide_search_misses WHERE day < ?', byDay: true },
  // Visitors' reports on points (and their voices): a year covers every threshold and review.
  { name: 'facility-reports', days: 365, sql: 'DELETE FROM facility_reports WHERE created_at < ?' },
  { name: 'osm-facility-reports', days: 365, sql: 'DELETE FROM osm_facility_reports WHERE created_at < ?' },
  // Copies of mail: delivery retries end within a day; a month answers "did you send it?".
  { name: 'mail-outbox', days: 30, sql: 'DELETE FROM mail_outbox WHERE created_at < ?' },
  // Managers' decisions: three years, the usual limitation period.
  { name: 'audit-log', days: 3 * 365, sql: 'DELETE FROM audit_log WHERE created_at < ?' },
  // Questions and inquiries, answered by mail long before.
  { name: 'support-questions', days: 2 * 365, sql: 'DELETE FROM support_questions WHERE created_at < ?' },
  { name: 'inquiries', days: 2 * 365, sql: 'DELETE FROM inquiries WHERE created_at < ?' },
  // Ended sessions and used or expired links, a month after they ended (a reused link is told apart until then).
  // A session ends when it expires or is revoked, whichever comes first.
  {
    name: 'sessions',
    days: 30,
    sql: 'DELETE FROM sessions WHERE MIN(expires_at, COALESCE(revoked_at, expires_at)) < ?',
  },
  { name: 'one-time-tokens', days: 30, sql: 'DELETE FROM one_time_tokens WHERE expires_at < ?' },
  { name: 'email-change-requests', days: 30, sql: 'DELETE FROM email_change_requests WHERE expires_at < ?' },
  { name: 'pending-identity-links', days: 30, sql: 'DELETE FROM pending_identity_links WHERE created_at < ?' },
  // Revoked volunteer record PDFs: their check page says "revoked" for a year, then "no such record".
  { name: 'volunteer-record-revoked', days: 365, sql: 'DELETE FROM volunteer_record_issues WHERE revoked_at < ?' },
  // Check-in operations only keep an offline queue from counting twice, and a scan from being reused:
  // 90 days outlast every queue and the 14-day correction window (the hours themselves stay).
  { name: 'check-in-ops', days: 90, sql: 'DELETE FROM volunteer_check_in_ops WHERE created_at < ?' },
  // Rate-limit windows last at most a day.
  { name: 'rate-limits', days: 1, sql: 'DELETE FROM rate_limits WHERE window_start < ?' },
  { name: 'socket-ticket-uses', days: 0, sql: 'DELETE FROM socket_ticket_uses WHERE expires_at < ?' },
];

/** The cut-off of `rule` at `now`: rows older than it go. */
export function cutoff(rule: RetentionRule, now: number): number | string {
  const at = now - rule.days * DAY;
  return rule.byDay ? new Date(at).toISOString().slice(0, 10) : at;
}

/** Deletes what is past its period at `now`; how many rows each rule removed. */
async function sweepRetention(db: D1Database, now: number): Promise<Record<string, number>> {
  const results = await db.batch(RETENTION_RULES.map((rule) => db.prepare(rule.sql).bind(cutoff(rule, now))));
  return Object.fromEntries(RETENTION_RULES.map((rule, i) => [rule.name, results[i]?.meta.changes ?? 0]));
}

async function run(env: Env, scheduled: Date): Promise<void> {
  const hour = scheduled.toISOString().slice(0, 13);
  if (!(await claimOnce(env.DB, `retention:${hour}`, scheduled))) return;
  // Periods count back from the trigger's time, never from a time still to come: a late trigger
  // deletes less, and a trigger stamped ahead of the clock (a test that jumps to an event's day,
  // a clock skew) cannot delete what is still inside its period today.
  await sweepRetention(env.DB, Math.min(scheduled.getTime(), Date.now()));
}

export const retention: ScheduledJob = { name: 'retention', run };
