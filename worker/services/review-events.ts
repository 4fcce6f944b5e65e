/** Manager decisions on charity events sent to review, through the reviewEvent(). */
import { findEvent } from '../data/events';
import { AppError } from '../lib/errors';
import { reviewEvent, type ReviewDecision } from './event-review';
import { ownerOf, recordDecision, type ReviewContext } from './review-context';

export async function decideEvent(
  ctx: ReviewContext,
  input: { eventId: string; managerId: string; decision: ReviewDecision; comment?: string | null },
  now = Date.now(),
): Promise<{ status: 'published' | 'declined' }> {
  const comment = (input.comment ?? '').trim();
  const before = await findEvent(ctx.db, input.eventId);
  const result = await reviewEvent(
    ctx.db,
    { eventId: input.eventId, managerId: input.managerId, decision: input.decision, comment },
    now,
  );
  if (!result.ok) {
    if (result.reason === 'not_found') throw new AppError(404, 'event_not_found', 'manager.errors.eventNotFound');
    if (result.reason === 'comment_required')
      throw new AppError(422, 'comment_required', 'manager.errors.commentRequired');
    throw new AppError(
      409,
      'action_not_allowed',
      'manager.errors.notInStatus',
      {},
      { status: before ? `events.status.${before.status}` : 'refusals.unknownStatus' },
    );
  }
  const event = before!;
  const owner = await ownerOf(ctx.db, event.authorId, event.orgId);
  const published = result.status === 'published';
  const title = event.title || event.id;
  await recordDecision(
    ctx,
    {
      owner,
      audit: {
        actorId: input.managerId,
        subjectType: 'charity_event',
        subjectId: event.id,
        action: input.decision,
        from: 'checking',
        to: result.status,
        comment,
      },
      notification: {
        messageKey: published ? 'notifications.messages.eventAccepted' : 'notifications.messages.eventDeclined',
        params: published ? { title } : { title, reason: comment },
        link: published ? `/charity-event/${event.id}` : `/profile/edit-charity-event/${event.id}`,
      },
      mail: {
        template: published ? 'eventPublished' : 'eventDeclined',
        params: { title },
        path: published ? `/charity-event/${event.id}` : `/profile/edit-charity-event/${event.id}`,
        reason: comment || null,
      },
    },
    now,
  );
  return { status: result.status };
}
