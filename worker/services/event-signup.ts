import { signUpCancellable, signUpOpen, can } from '../../ui/shared/events/status';
import type { SessionUser } from '../../ui/shared/snapshot';
import { loadEventShifts } from '../data/event-shifts';
import { findSignUp } from '../data/events-signups';
import { joinEvent, leaveEvent, waitlistPosition } from '../data/events-waitlist';
import { markAttendedAndCredit } from '../data/ledger';
import { AppError } from '../lib/errors';
import { recordAttendanceHours } from '../hours';
import { loadOwnEvent, loadVisibleEvent } from './event-lifecycle';
import { notifyMany, type NotifyEnv } from './notify';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellPromoted } from './volunteer-notices';

/** Volunteers' side: sign-up (or the waitlist when full), cancel before the start; attendance credits. */
export type SignUpResult =
  | { signedUp: true; waiting: false; position: null }
  | { signedUp: false; waiting: true; position: number };

export async function signUpForEvent(
  db: D1Database,
  user: SessionUser,
  id: string,
  now = Date.now(),
): Promise<SignUpResult> {
  const event = await loadVisibleEvent(db, id, user);
  const outcome = await joinEvent(db, id, user.id, now);
  if (outcome === 'signed_up') return { signedUp: true, waiting: false, position: null };
  if (outcome === 'waiting')
    return { signedUp: false, waiting: true, position: (await waitlistPosition(db, id, user.id)) ?? 1 };
  // Neither statement wrote: find out why, for a useful message.
  const existing = await findSignUp(db, id, user.id);
  if (existing?.status === 'active') throw new AppError(409, 'already_signed_up', 'events.errors.alreadySignedUp');
  if (await waitlistPosition(db, id, user.id))
    throw new AppError(409, 'already_waiting', 'volunteers.errors.alreadyWaiting');
  if (!signUpOpen(event, now)) throw new AppError(409, 'signup_closed', 'events.errors.signUpClosed');
  // An event with roles is joined slot by slot (ADR 221): say so instead of "full".
  if ((await loadEventShifts(db, id)).slots.length)
    throw new AppError(409, 'slot_required', 'events.shifts.errors.slotRequired');
  throw new AppError(409, 'event_full', 'events.errors.full');
}

/** Gives up a place (the first in line gets it at once, told live and by mail) or a place in line. */
export async function cancelSignUp(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  user: SessionUser,
  id: string,
  now = Date.now(),
): Promise<'place' | 'line'> {
  const db = env.DB;
  const event = await loadVisibleEvent(db, id, user);
  const { left, promoted } = await leaveEvent(db, id, user.id, now);
  await tellPromoted(env, mail, id, promoted);
  if (left) return left;
  const existing = await findSignUp(db, id, user.id);
  if (existing?.status === 'active' && !signUpCancellable(event, now))
    throw new AppError(409, 'event_started', 'events.errors.alreadyStarted');
  throw new AppError(409, 'not_signed_up', 'events.errors.notSignedUp');
}

/**
 * The organiser marks who came. Each volunteer is credited the event's reward once, however many
 * times they are marked (a UNIQUE ledger row). Returns who was credited now.
 */
export async function markAttendance(
  env: NotifyEnv,
  user: SessionUser,
  id: string,
  userIds: readonly string[],
  now = Date.now(),
): Promise<{ credited: string[]; already: string[]; unknown: string[] }> {
  const db = env.DB;
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'markAttendance', now))
    throw new AppError(409, 'attendance_closed', 'events.errors.attendanceClosed');
  const result = { credited: [] as string[], already: [] as string[], unknown: [] as string[] };
  for (const userId of new Set(userIds)) {
    const signUp = await findSignUp(db, id, userId);
    if (signUp?.status !== 'active') {
      result.unknown.push(userId);
      continue;
    }
    const { credited } = await markAttendedAndCredit(db, id, userId, user.id, now);
    (credited ? result.credited : result.already).push(userId);
  }
  await recordAttendanceHours(db, id, [...result.credited, ...result.already], now);
  if (result.credited.length) {
    // Live now; the thank-you mail with the points follows from the reminder job (ADR 156).
    await notifyMany(env, result.credited, {
      kind: 'attendance',
      messageKey: 'notifications.messages.attendanceCredited',
      params: { title: event.title, points: event.rewardPoints ?? 0 },
      link: `/charity-event/${id}`,
    });
  }
  return result;
}
