import type { SessionUser } from '../../ui/shared/snapshot';
import type { CharityEvent } from '../../ui/shared/events/model';
import { findEvent } from '../data/events';
import { attendanceStatements } from '../data/ledger';
import {
  attendanceHoursStatement,
  checkInStatement,
  checkOutStatement,
  codeUsedAt,
  findCheckInTarget,
  findOp,
  opStatement,
  ownCheckInTargets,
  type CheckInTarget,
} from './sql';
import type { Keyring } from '../lib/keyring';
import { AppError, notFound } from '../lib/errors';
import { CODE_GRACE_MS, codeHash, readCheckInCode, type CodeRefusal } from './check-in-code';
import { localDateOf, slotMinutes, workedMinutes } from './check-in-time';
import { isOwner } from '../services/event-owner';
import { notifyMany, type NotifyEnv } from '../services/notify';

/**
 * Check-in and check-out on site (docs/decisions/223-check-in-and-verified-hours.md, 224): the
 * organiser scans the volunteer's code or picks them by name. Every call carries an operation id
 * the page made up; the same id again returns the first answer and writes nothing (an offline
 * queue replayed after a lost connection never counts twice).
 */
export interface CheckInInput {
  opId: string;
  action: 'in' | 'out';
  code?: string;
  userId?: string;
  slotId?: string;
  /** When the organiser tapped (a queued operation arrives later); the server's clock bounds it. */
  at?: number;
}

export interface CheckInResult {
  action: 'in' | 'out';
  userId: string;
  slotId: string;
  name: string;
  checkedInAt: number;
  checkedOutAt: number | null;
  minutes: number;
  credited: boolean;
}

/** Check-in opens this long before the slot (or event) starts, and closes with the code. */
const OPEN_BEFORE_MS = 2 * 3600_000;
/** An operation queued offline may carry a tap time up to this long ago. */
const QUEUE_MAX_AGE_MS = 24 * 3600_000;

/** The organiser of the event (its organisation's event creator) or a manager; others get 404. */
export async function loadCheckInEvent(db: D1Database, id: string, user: SessionUser): Promise<CharityEvent> {
  const event = await findEvent(db, id);
  if (!event || !(isOwner(user, event) || user.roles.includes('manager'))) notFound();
  return event;
}

const REFUSAL_KEYS: Record<CodeRefusal, string> = {
  forged: 'checkIn.errors.forged',
  expired: 'checkIn.errors.expired',
  other_event: 'checkIn.errors.otherEvent',
};

async function targetOf(env: NotifyEnv, keys: Keyring, eventId: string, input: CheckInInput, now: number) {
  if (input.code) {
    const read = await readCheckInCode(keys, input.code, eventId, now);
    if (!read.ok) throw new AppError(422, `code_${read.reason}`, REFUSAL_KEYS[read.reason]);
    const hash = await codeHash(input.code);
    const usedAt = await codeUsedAt(env.DB, hash, input.action);
    if (usedAt !== null) throw new AppError(409, 'code_replayed', `checkIn.errors.replayed.${input.action}`);
    return { target: await findCheckInTarget(env.DB, eventId, read.code.userId, read.code.slotId), hash };
  }
  if (!input.userId) throw new AppError(422, 'invalid', 'checkIn.errors.invalid');
  return { target: await findCheckInTarget(env.DB, eventId, input.userId, input.slotId ?? ''), hash: null };
}

function checkWindow(event: CharityEvent, target: CheckInTarget, now: number) {
  if (event.status !== 'published' || now < target.startsAt - OPEN_BEFORE_MS || now > target.endsAt + CODE_GRACE_MS)
    throw new AppError(409, 'check_in_closed', 'checkIn.errors.closed');
}

export async function recordCheckIn(
  env: NotifyEnv,
  keys: Keyring,
  actor: SessionUser,
  event: CharityEvent,
  input: CheckInInput,
  now = Date.now(),
): Promise<CheckInResult & { replayed: boolean }> {
  const db = env.DB;
  const earlier = await findOp(db, input.opId);
  if (earlier) {
    if (earlier.eventId !== event.id) throw new AppError(409, 'op_reused', 'checkIn.errors.invalid');
    return { ...(JSON.parse(earlier.result) as CheckInResult), replayed: true };
  }
  const { target, hash } = await targetOf(env, keys, event.id, input, now);
  if (target?.status !== 'active') throw new AppError(404, 'not_signed_up', 'checkIn.errors.notSignedUp');
  checkWindow(event, target, now);
  const at = input.at !== undefined && input.at <= now && input.at >= now - QUEUE_MAX_AGE_MS ? input.at : now;

  let result: CheckInResult;
  let statements: D1PreparedStatement[];
  if (input.action === 'in') {
    if (target.checkedInAt !== null) throw new AppError(409, 'already_checked_in', 'checkIn.errors.alreadyIn');
    result = {
      action: 'in',
      userId: target.userId,
      slotId: target.slotId,
      name: target.name,
      checkedInAt: at,
      checkedOutAt: null,
      minutes: 0,
      credited: target.attendedAt === null,
    };
    statements = [
      checkInStatement(db, target, { at, by: actor.id, localDate: localDateOf(target.startsAt, target.timeZone), now }),
      ...attendanceStatements(db, event.id, target.userId, actor.id, now),
    ];
  } else {
    if (target.checkedInAt === null) throw new AppError(409, 'not_checked_in', 'checkIn.errors.notIn');
    if (target.checkedOutAt !== null) throw new AppError(409, 'already_checked_out', 'checkIn.errors.alreadyOut');
    const outAt = Math.max(at, target.checkedInAt);
    const minutes = workedMinutes(target.checkedInAt, outAt, target.startsAt, target.endsAt);
    result = {
      action: 'out',
      userId: target.userId,
      slotId: target.slotId,
      name: target.name,
      checkedInAt: target.checkedInAt,
      checkedOutAt: outAt,
      minutes,
      credited: false,
    };
    statements = [
      checkOutStatement(db, target, { at: outAt, by: actor.id, minutes, checkedInAt: target.checkedInAt, now }),
    ];
  }
  const op = opStatement(
    db,
    { opId: input.opId, target, action: input.action, codeHash: hash, actorId: actor.id, result },
    now,
  );
  let credited = false;
  try {
    const written = await db.batch([op, ...statements]);
    credited = input.action === 'in' && written[3]!.meta.changes === 1;
  } catch (error) {
    // The same operation (or code) won a race: answer as a replay would.
    const raced = await findOp(db, input.opId);
    if (raced?.eventId === event.id) return { ...(JSON.parse(raced.result) as CheckInResult), replayed: true };
    if (hash && (await codeUsedAt(db, hash, input.action)) !== null)
      throw new AppError(409, 'code_replayed', `checkIn.errors.replayed.${input.action}`);
    throw error;
  }
  if (credited) {
    await notifyMany(env, [target.userId], {
      kind: 'attendance',
      messageKey: 'notifications.messages.attendanceCredited',
      params: { title: event.title, points: event.rewardPoints ?? 0 },
      link: `/charity-event/${event.id}`,
    });
  }
  return { ...result, credited, replayed: false };
}

/**
 * Attendance marked by hand in the roster: an 'attendance' row with each place's whole length for
 * the volunteers marked, where no row exists yet (ADR 223). Never verified.
 */
export async function recordAttendanceHours(
  db: D1Database,
  eventId: string,
  userIds: readonly string[],
  now = Date.now(),
): Promise<void> {
  const targets = (await Promise.all(userIds.map((userId) => ownCheckInTargets(db, eventId, userId)))).flat();
  if (!targets.length) return;
  await db.batch(
    targets.map((t) =>
      attendanceHoursStatement(db, t, localDateOf(t.startsAt, t.timeZone), slotMinutes(t.startsAt, t.endsAt), now),
    ),
  );
}
