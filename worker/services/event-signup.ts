import { signUpCancellable, signUpOpen, can } from '../../ui/shared/events/status';
import type { SessionUser } from '../../ui/shared/snapshot';
import { cancelSignUpRow, findSignUp, insertSignUp } from '../data/events-signups';
import { markAttendedAndCredit } from '../data/ledger';
import { AppError } from '../lib/errors';
import { loadOwnEvent, loadVisibleEvent } from './event-lifecycle';
import { notifyVolunteers } from './event-notify';
import type { NotifyEnv } from './notify';

/** Volunteers' side: sign-up while places remain, cancel before the start; attendance credits. */
export async function signUpForEvent(db: D1Database, user: SessionUser, id: string, now = Date.now()): Promise<void> {
  const event = await loadVisibleEvent(db, id, user);
  if (await insertSignUp(db, id, user.id, now)) return;
  // The single INSERT said no: find out why, for a useful message.
  const existing = await findSignUp(db, id, user.id);
  if (existing?.status === 'active') throw new AppError(409, 'already_signed_up', 'events.errors.alreadySignedUp');
  if (!signUpOpen(event, now)) throw new AppError(409, 'signup_closed', 'events.errors.signUpClosed');
  throw new AppError(409, 'event_full', 'events.errors.full');
}

export async function cancelSignUp(db: D1Database, user: SessionUser, id: string, now = Date.now()): Promise<void> {
  const event = await loadVisibleEvent(db, id, user);
  if (await cancelSignUpRow(db, id, user.id, now)) return;
  const existing = await findSignUp(db, id, user.id);
  if (existing?.status !== 'active') throw new AppError(409, 'not_signed_up', 'events.errors.notSignedUp');
  if (!signUpCancellable(event, now)) throw new AppError(409, 'event_started', 'events.errors.alreadyStarted');
  throw new AppError(409, 'not_signed_up', 'events.errors.notSignedUp');
}

/**
 * The organiser marks who came. Each volunteer is credited the event's reward once, however many
 * times they are marked (a UNIQUE ledger row). Returns how many were credited now.
 */
export async function markAttendance(env: NotifyEnv, user: SessionUser, id: string, userIds: readonly string[], origin: string, now = Date.now()): Promise<{ credited: string[]; already: string[]; unknown: string[] }> {
  const db = env.DB;
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'markAttendance', now)) throw new AppError(409, 'attendance_closed', 'events.errors.attendanceClosed');
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
  if (result.credited.length) {
    await notifyVolunteers(env, result.credited, { kind: 'attendance_credited', eventId: id, title: event.title, points: event.rewardPoints ?? 0 }, origin);
  }
  return result;
}
