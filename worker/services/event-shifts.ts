import { shiftsSchema, slotsOverlap, toShiftRows, type ShiftsInput } from '../../ui/shared/events/shifts';
import { validationMessage } from '../../ui/shared/events/form-limits';
import type { Translator } from '../../ui/shared/i18n';
import type { SessionUser } from '../../ui/shared/snapshot';
import { loadEventShifts, loadMySlots, replaceEventShifts } from '../data/event-shifts';
import { joinSlot, leaveSlot } from '../data/events-slot-waitlist';
import { AppError, notFound } from '../lib/errors';
import { loadOwnEvent, loadVisibleEvent } from './event-lifecycle';
import type { NotifyEnv } from './notify';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellPromoted } from './volunteer-notices';

/**
 * Roles and slots of an event (ADRs 221, 222): the organiser sets them while editing; volunteers
 * take places slot by slot, each slot with its own capacity and waitlist, never two overlapping.
 */

/** Per-field problems of the roles part of the form (422 with `fields`, keys as in ./schema). */
export class ShiftFieldsError extends AppError {
  constructor(readonly fields: Record<string, string>) {
    super(422, 'invalid', 'events.errors.invalid');
  }

  override details(t: Pick<Translator, 't'>) {
    const tr = t.t.bind(t);
    return { fields: Object.fromEntries(Object.entries(this.fields).map(([k, v]) => [k, validationMessage(tr, v)])) };
  }
}

/** The roles part of a request (JSON or a posted form), or a ShiftFieldsError naming each bad field. */
export function parseShifts(body: unknown): ShiftsInput {
  const withRoles = body && typeof body === 'object' && !Array.isArray(body) ? { roles: [], ...body } : body;
  const parsed = shiftsSchema.safeParse(withRoles);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'roles'] ??= issue.message;
  throw new ShiftFieldsError(fields);
}

export async function saveEventShifts(
  db: D1Database,
  user: SessionUser,
  id: string,
  input: ShiftsInput,
): Promise<void> {
  const event = await loadOwnEvent(db, id, user);
  if (event.status !== 'draft' && event.status !== 'declined')
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  const converted = toShiftRows(input, event);
  if ('fields' in converted) throw new ShiftFieldsError(converted.fields);
  if (!(await replaceEventShifts(db, id, converted.rows)))
    throw new AppError(409, 'event_locked', 'events.errors.locked');
}

export type SlotSignUpResult =
  | { signedUp: true; waiting: false; position: null }
  | { signedUp: false; waiting: true; position: number };

/** Why a slot sign-up wrote nothing, named for a useful message. */
async function refusal(db: D1Database, id: string, slotId: string, userId: string, now: number): Promise<never> {
  const [{ slots, roles }, mine] = await Promise.all([loadEventShifts(db, id), loadMySlots(db, id, userId)]);
  const slot = slots.find((s) => s.id === slotId);
  if (!slot) throw new AppError(404, 'slot_not_found', 'events.shifts.errors.slotNotFound');
  const own = mine.find((m) => m.slotId === slotId);
  if (own?.state === 'signed_up') throw new AppError(409, 'already_signed_up', 'events.errors.alreadySignedUp');
  if (own?.state === 'waiting') throw new AppError(409, 'already_waiting', 'volunteers.errors.alreadyWaiting');
  if (slot.startsAt <= now) throw new AppError(409, 'signup_closed', 'events.errors.signUpClosed');
  const clash = mine
    .map((m) => slots.find((s) => s.id === m.slotId))
    .find((other) => other && other.id !== slotId && slotsOverlap(other, slot));
  if (clash)
    throw new AppError(409, 'slot_overlap', 'events.shifts.errors.overlap', {
      role: roles.find((r) => r.id === clash.roleId)?.name ?? '',
    });
  throw new AppError(409, 'signup_closed', 'events.errors.signUpClosed');
}

/** Takes a place in one slot, or its waitlist when the slot is full (or others already wait). */
export async function signUpForSlot(
  db: D1Database,
  user: SessionUser,
  id: string,
  slotId: string,
  now = Date.now(),
): Promise<SlotSignUpResult> {
  await loadVisibleEvent(db, id, user);
  const outcome = await joinSlot(db, id, slotId, user.id, now);
  if (outcome === 'signed_up') return { signedUp: true, waiting: false, position: null };
  if (outcome === 'waiting') {
    const position = (await loadMySlots(db, id, user.id)).find((m) => m.slotId === slotId)?.position ?? 1;
    return { signedUp: false, waiting: true, position };
  }
  return refusal(db, id, slotId, user.id, now);
}

/** Gives up a place (the slot's first in line gets it at once, told live and by mail) or a place in line. */
export async function cancelSlotSignUp(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  user: SessionUser,
  id: string,
  slotId: string,
  now = Date.now(),
): Promise<'place' | 'line'> {
  const db = env.DB;
  await loadVisibleEvent(db, id, user);
  const { left, promoted } = await leaveSlot(db, id, slotId, user.id, now);
  await tellPromoted(env, mail, id, promoted);
  if (left) return left;
  const { slots } = await loadEventShifts(db, id);
  const slot = slots.find((s) => s.id === slotId);
  if (!slot) notFound();
  const mine = (await loadMySlots(db, id, user.id)).some((m) => m.slotId === slotId);
  if (mine && slot.startsAt <= now) throw new AppError(409, 'event_started', 'events.errors.alreadyStarted');
  throw new AppError(409, 'not_signed_up', 'events.errors.notSignedUp');
}
