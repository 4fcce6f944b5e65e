import { z } from 'zod';
import type { SessionUser } from '../../ui/shared/snapshot';
import type { CharityEvent } from '../../ui/shared/events/model';
import { correctMinutes, findCheckInTarget } from './sql';
import { AppError } from '../lib/errors';
import { localDateOf, slotMinutes } from './check-in-time';

/**
 * An organiser's correction of someone's minutes (docs/decisions/225-hours-corrections.md): with a
 * reason, never more than the slot (or event) lasts, and until 14 days after the event; a manager
 * may correct later. Every correction is kept (who, when, why, from, to) and shown to the volunteer.
 */
const CORRECTION_WINDOW_MS = 14 * 24 * 3600_000;

/** A correction's own fields, read alike by the API (JSON) and the check-in page's form (text). */
export const CORRECTION_MINUTES = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
export const CorrectionReason = z.string().trim().min(3).max(500);

export interface CorrectionInput {
  userId: string;
  slotId: string;
  minutes: number;
  reason: string;
}

export async function correctHours(
  db: D1Database,
  actor: SessionUser,
  event: CharityEvent,
  input: CorrectionInput,
  now = Date.now(),
): Promise<{ minutesBefore: number; minutesAfter: number }> {
  const target = await findCheckInTarget(db, event.id, input.userId, input.slotId);
  if (!target) throw new AppError(404, 'not_signed_up', 'checkIn.errors.notSignedUp');
  const most = slotMinutes(target.startsAt, target.endsAt);
  if (input.minutes > most)
    throw new AppError(422, 'correction_too_long', 'checkIn.errors.correctionTooLong', { most });
  if (now < target.startsAt) throw new AppError(409, 'correction_early', 'checkIn.errors.correctionEarly');
  const manager = actor.roles.includes('manager');
  if (!manager && now > (event.endsAt ?? target.endsAt) + CORRECTION_WINDOW_MS)
    throw new AppError(409, 'correction_closed', 'checkIn.errors.correctionClosed');
  const minutesBefore = target.minutes ?? 0;
  const applied = await correctMinutes(
    db,
    target,
    {
      id: crypto.randomUUID(),
      correctedBy: actor.id,
      reason: input.reason,
      minutesBefore,
      minutesAfter: input.minutes,
    },
    localDateOf(target.startsAt, target.timeZone),
    now,
  );
  if (!applied) throw new AppError(409, 'hours_changed', 'checkIn.errors.changed');
  return { minutesBefore, minutesAfter: input.minutes };
}
