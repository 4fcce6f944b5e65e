import { findEvent, transitEvent } from '../data/events';

/**
 * The review decision on an event sent for review (the manager console of calls this).
 * Conditional on `checking`, so two managers cannot both decide. A decline needs a comment,
 * which the organiser sees on the edit page.
 */
export type ReviewDecision = 'publish' | 'decline';
export type ReviewResult =
  | { ok: true; status: 'published' | 'declined' }
  | { ok: false; reason: 'not_found' | 'not_checking' | 'comment_required' };

export async function reviewEvent(
  db: D1Database,
  r: { eventId: string; managerId: string; decision: ReviewDecision; comment?: string | null },
  now = Date.now(),
): Promise<ReviewResult> {
  const comment = r.comment?.trim() || null;
  if (r.decision === 'decline' && !comment) return { ok: false, reason: 'comment_required' };
  const event = await findEvent(db, r.eventId);
  if (!event) return { ok: false, reason: 'not_found' };
  const to = r.decision === 'publish' ? 'published' : 'declined';
  const extra: Record<string, string | number | null> = {
    review_comment: comment,
    reviewed_by: r.managerId,
    reviewed_at: now,
  };
  if (to === 'published') extra.published_at = now;
  const ok = await transitEvent(db, { id: r.eventId, from: ['checking'], to, extra }, now);
  return ok ? { ok: true, status: to } : { ok: false, reason: 'not_checking' };
}
