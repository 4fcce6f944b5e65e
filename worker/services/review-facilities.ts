/**
 * Manager decisions on recycling points, through the lifecycle (the conditional UPDATE and
 * the point's own history row live there). Server transits (docs/api/manager.md):
 *   accept  facility#checking_to_accepted
 *   decline facility#checking_to_declined                       (comment required)
 *   block   facility#accepted_to_blocked_by_moderator           (reason required)
 *           facility#temporarily_not_working_to_blocked_by_moderator
 *   unblock facility#blocked_by_moderator_to_accepted
 */
import type { FacilityStatus, ManagerTransit } from '../../ui/shared/facility/lifecycle';
import { getFacility } from '../data/facilities';
import { AppError } from '../lib/errors';
import { transitFacility } from './facility-lifecycle';
import type { ReviewMailTemplate } from './review-mail';
import { ownerOf, recordDecision, type ReviewContext } from './review-context';

export const POINT_DECISIONS = ['accept', 'decline', 'block', 'unblock'] as const;
export type FacilityDecision = (typeof POINT_DECISIONS)[number];

/** The transit a decision means from the point's current status, or null when it does not apply. */
function transitFor(decision: FacilityDecision, status: FacilityStatus): ManagerTransit | null {
  if (decision === 'accept' && status === 'checking') return 'facility#checking_to_accepted';
  if (decision === 'decline' && status === 'checking') return 'facility#checking_to_declined';
  if (decision === 'block' && status === 'accepted') return 'facility#accepted_to_blocked_by_moderator';
  if (decision === 'block' && status === 'temporarily_not_working')
    return 'facility#temporarily_not_working_to_blocked_by_moderator';
  if (decision === 'unblock' && status === 'blocked_by_moderator') return 'facility#blocked_by_moderator_to_accepted';
  return null;
}

const NOTICE: Record<FacilityDecision, { mail: ReviewMailTemplate; message: string; path: (id: string) => string }> = {
  accept: {
    mail: 'facilityAccepted',
    message: 'notifications.messages.facilityAccepted',
    path: (id) => `/recycling-points/${id}`,
  },
  decline: {
    mail: 'facilityDeclined',
    message: 'notifications.messages.facilityDeclined',
    path: (id) => `/profile/edit-recycling-point/${id}`,
  },
  block: {
    mail: 'facilityBlocked',
    message: 'notifications.messages.facilityBlocked',
    path: () => '/profile/recycling-points',
  },
  unblock: {
    mail: 'facilityUnblocked',
    message: 'notifications.messages.facilityUnblocked',
    path: (id) => `/recycling-points/${id}`,
  },
};

export async function decideFacility(
  ctx: ReviewContext,
  input: { facilityId: string; managerId: string; decision: FacilityDecision; comment?: string | null },
  now = Date.now(),
): Promise<{ status: FacilityStatus; transit: ManagerTransit }> {
  const record = await getFacility(ctx.db, input.facilityId);
  if (!record) throw new AppError(404, 'facility_not_found', 'facility.errors.notFound');
  const transit = transitFor(input.decision, record.status);
  if (!transit)
    throw new AppError(
      409,
      'action_not_allowed',
      'manager.errors.notInStatus',
      {},
      { status: `facility.status.${record.status}` },
    );
  const comment = (input.comment ?? '').trim();
  const updated = await transitFacility(
    ctx.db,
    { userId: input.managerId, orgId: null, isManager: true },
    record.id,
    transit,
    comment,
  );
  const owner = await ownerOf(ctx.db, record.authorId, record.orgId);
  const notice = NOTICE[input.decision];
  const name = record.form.name || record.id;
  await recordDecision(
    ctx,
    {
      owner,
      audit: {
        actorId: input.managerId,
        subjectType: 'facility',
        subjectId: record.id,
        action: input.decision,
        from: record.status,
        to: updated.status,
        comment,
      },
      notification: {
        messageKey: notice.message,
        params: comment ? { name, reason: comment } : { name },
        link: notice.path(record.id),
      },
      mail: { template: notice.mail, params: { name }, path: notice.path(record.id), reason: comment || null },
    },
    now,
  );
  return { status: updated.status, transit };
}
