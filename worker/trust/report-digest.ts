/**
 * The owners' daily digest of visitor reports (docs/points-trust.md): reports reach owners live
 * when made (worker/trust/rules.ts); the mail collects them, at most one per owner per
 * UTC day (claim 'point-report-digest:<user>:<YYYY-MM-DD>'), never one mail per report. Reports
 * of an organisation whose owners all had today's digest wait for tomorrow's. Bounded per run.
 *
 * A run first takes its reports (digested_at set only where still empty, in one transaction), so
 * two runs racing each other (a doubled trigger, or a late run either side of midnight UTC, whose
 * day claims differ) never mail the same reports twice; reports nobody could be mailed about today
 * are handed back.
 */
import { parseVars } from '../env';
import { renderMail } from '../services/mail-templates';
import { queueMailUnlessClaimedStatement } from '../services/mail-outbox';
import { claimStatement } from '../data/claims';
import type { ScheduledJob } from '../scheduled/job';
import { memberLink, orgMembers } from '../scheduled/owner-mail';

const REPORTS_PER_RUN = 200;

async function run(env: Env, now: Date): Promise<void> {
  const db = env.DB;
  const t = now.getTime();
  const { results } = await db
    .prepare(
      `SELECT r.id, f.org_id AS orgId, f.name FROM facility_reports r JOIN facilities f ON f.id = r.facility_id
       WHERE r.digested_at IS NULL ORDER BY r.created_at LIMIT ?`,
    )
    .bind(REPORTS_PER_RUN)
    .all<{ id: string; orgId: string; name: string }>();
  const byOrg = new Map<string, { ids: string[]; names: Map<string, string> }>();
  for (const r of results) {
    const org = byOrg.get(r.orgId) ?? byOrg.set(r.orgId, { ids: [], names: new Map() }).get(r.orgId)!;
    org.ids.push(r.id);
    org.names.set(r.id, r.name);
  }
  const day = now.toISOString().slice(0, 10);
  const vars = parseVars(env);
  for (const [orgId, found] of byOrg) {
    const taken = await db.batch(
      found.ids.map((id) =>
        db
          .prepare('UPDATE facility_reports SET digested_at = ? WHERE id = ? AND digested_at IS NULL RETURNING id')
          .bind(t, id),
      ),
    );
    const ids = found.ids.filter((_, i) => taken[i]!.results.length === 1);
    if (ids.length === 0) continue;
    const points = new Map<string, number>();
    for (const id of ids) {
      const name = found.names.get(id)!;
      points.set(name, (points.get(name) ?? 0) + 1);
    }
    const list = [...points].map(([name, n]) => `${name} (${n})`).join(', ');
    let mailed = false;
    for (const member of await orgMembers(db, orgId)) {
      const key = `point-report-digest:${member.id}:${day}`;
      const recipient = { email: member.email, name: member.name, locale: member.locale, edition: member.edition };
      const mail = renderMail(
        'trust.digest',
        recipient,
        memberLink(vars, member, '/profile/recycling-points#reports'),
        { n: ids.length, points: list },
      );
      // The mail and its claim in one transaction (worker/data/claims.ts): both or neither.
      const [queued] = await db.batch([
        queueMailUnlessClaimedStatement(db, mail, key, t),
        claimStatement(db, key, now),
      ]);
      if (queued!.meta.changes === 1) mailed = true;
    }
    if (mailed) continue;
    // Every owner had today's digest: the reports wait for tomorrow's.
    await db.batch(
      ids.map((id) =>
        db.prepare('UPDATE facility_reports SET digested_at = NULL WHERE id = ? AND digested_at = ?').bind(id, t),
      ),
    );
  }
}

export const reportDigest: ScheduledJob = { name: 'report-digest', run };
