/**
 * The owners' daily digest of visitor reports (docs/points-trust.md): reports reach owners live
 * when made (worker/services/facility-trust.ts); the mail collects them, at most one per owner per
 * UTC day (claim 'point-report-digest:<user>:<YYYY-MM-DD>'), never one mail per report. Reports
 * of an organisation whose owners all had today's digest wait for tomorrow's. Bounded per run.
 */
import { parseVars } from '../env';
import { renderMail } from '../services/mail-templates';
import { queueMailUnlessClaimedStatement } from '../services/mail-outbox';
import { claimStatement } from '../data/claims';
import type { ScheduledJob } from './job';
import { memberLink, orgMembers } from './owner-mail';

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
  const byOrg = new Map<string, { ids: string[]; points: Map<string, number> }>();
  for (const r of results) {
    const org = byOrg.get(r.orgId) ?? byOrg.set(r.orgId, { ids: [], points: new Map() }).get(r.orgId)!;
    org.ids.push(r.id);
    org.points.set(r.name, (org.points.get(r.name) ?? 0) + 1);
  }
  const day = now.toISOString().slice(0, 10);
  const vars = parseVars(env);
  for (const [orgId, org] of byOrg) {
    let mailed = false;
    const list = [...org.points].map(([name, n]) => `${name} (${n})`).join(', ');
    for (const member of await orgMembers(db, orgId)) {
      const key = `point-report-digest:${member.id}:${day}`;
      const recipient = { email: member.email, name: member.name, locale: member.locale, edition: member.edition };
      const mail = renderMail(
        'trust.digest',
        recipient,
        memberLink(vars, member, '/profile/recycling-points#reports'),
        { n: org.ids.length, points: list },
      );
      // The mail and its claim in one transaction (worker/data/claims.ts): both or neither.
      const [queued] = await db.batch([
        queueMailUnlessClaimedStatement(db, mail, key, t),
        claimStatement(db, key, now),
      ]);
      if (queued!.meta.changes === 1) mailed = true;
    }
    if (!mailed) continue;
    await db.batch(
      org.ids.map((id) =>
        db.prepare('UPDATE facility_reports SET digested_at = ? WHERE id = ? AND digested_at IS NULL').bind(t, id),
      ),
    );
  }
}

export const reportDigest: ScheduledJob = { name: 'report-digest', run };
