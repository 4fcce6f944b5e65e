/**
 * The monthly "is this point still correct?" mail (docs/points-trust.md): every public point whose
 * reminder is due gets one mail per owner (member of its organisation) with a one-click signed
 * "still correct" link (worker/trust/confirm-link.ts) and an edit link. Each send is
 * claimed ('point-reminder:<point>:<user>:<YYYY-MM>') in the mail's own batch, so a trigger firing twice mails once; the
 * point's remind_at then moves a month on. Bounded per run; the rest waits for the next run.
 */
import { REMIND_EVERY_MS } from '../../ui/shared/facility/freshness';
import { parseVars } from '../env';
import { renderMail } from '../services/mail-templates';
import { queueMailUnlessClaimedStatement } from '../services/mail-outbox';
import { confirmLinkQuery } from './confirm-link';
import { claimStatement } from '../data/claims';
import { liveFacilitySql } from '../data/public-facilities';
import type { ScheduledJob } from '../scheduled/job';
import { memberLink, orgMembers } from '../scheduled/owner-mail';

const PUBLIC = liveFacilitySql('facilities');
const POINTS_PER_RUN = 25;

async function run(env: Env, now: Date): Promise<void> {
  const db = env.DB;
  const t = now.getTime();
  // Points that went public without a check date (seeded, imported) get one, counted from creation.
  await db
    .prepare(
      `UPDATE facilities SET checked_at = COALESCE(checked_at, created_at), remind_at = COALESCE(checked_at, created_at) + ? WHERE id IN (SELECT id FROM facilities WHERE ${PUBLIC} AND remind_at IS NULL LIMIT 200)`,
    )
    .bind(REMIND_EVERY_MS)
    .run();
  const { results: due } = await db
    .prepare(
      `SELECT id, name, org_id AS orgId FROM facilities WHERE ${PUBLIC} AND remind_at <= ? ORDER BY remind_at LIMIT ?`,
    )
    .bind(t, POINTS_PER_RUN)
    .all<{ id: string; name: string; orgId: string }>();
  if (!due.length) return;
  const vars = parseVars(env);
  const secret = vars.keys.current;
  const month = now.toISOString().slice(0, 7);
  for (const point of due) {
    for (const member of await orgMembers(db, point.orgId)) {
      const key = `point-reminder:${point.id}:${member.id}:${month}`;
      const confirm =
        memberLink(vars, member, `/recycling-points/${point.id}/still-correct`) +
        '?' +
        (await confirmLinkQuery(secret, point.id, member.id, t));
      const edit = memberLink(vars, member, `/profile/edit-recycling-point/${point.id}`);
      const mail = renderMail(
        'trust.reminder',
        { email: member.email, name: member.name, locale: member.locale, edition: member.edition },
        confirm,
        { point: point.name, editLink: edit },
      );
      // The mail only if unclaimed, then the claim: one transaction, so a run that dies between
      // them can neither lose the mail (claimed, never queued) nor send it twice.
      await db.batch([queueMailUnlessClaimedStatement(db, mail, key, t), claimStatement(db, key, now)]);
    }
    await db
      .prepare('UPDATE facilities SET remind_at = ? WHERE id = ?')
      .bind(t + REMIND_EVERY_MS, point.id)
      .run();
  }
}

export const facilityReminders: ScheduledJob = { name: 'facility-reminders', run };
