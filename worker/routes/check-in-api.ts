import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { correctionsOf, listCheckInTargets, ownCheckInTargets, type CheckInTarget } from '../data/volunteer-hours';
import { requireUser } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { readJson } from '../lib/read-json';
import { CODE_GRACE_MS, signCheckInCode } from '../services/check-in-code';
import { loadCheckInEvent, recordCheckIn } from '../services/check-in';
import { correctHours } from '../services/hours-corrections';

/**
 * Check-in on site and verified hours (docs/decisions/223-check-in-and-verified-hours.md), mounted
 * at EVENT_API beside the event calls: the organiser's list and check-in/out, corrections, and the
 * volunteer's own codes and hours.
 */
export const checkInApi = new Hono<AppEnv>();

const NO_STORE = { 'cache-control': 'private, no-store' };
const id = z.string().min(1).max(64);

const hoursOf = (t: CheckInTarget) => ({
  userId: t.userId,
  slotId: t.slotId,
  name: t.name,
  roleName: t.roleName,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  source: t.source,
  checkedInAt: t.checkedInAt,
  checkedOutAt: t.checkedOutAt,
  minutes: t.minutes,
  attended: t.attendedAt !== null,
});

checkInApi.get('/:id/check-in', async (c) => {
  const event = await loadCheckInEvent(c.env.DB, c.req.param('id'), requireUser(c));
  const items = (await listCheckInTargets(c.env.DB, event.id)).map(hoursOf);
  return c.json({ event: { id: event.id, title: event.title, timeZone: event.timeZone }, items }, 200, NO_STORE);
});

const CheckInBody = z
  .object({
    opId: z.string().regex(/^[\w-]{8,64}$/),
    action: z.enum(['in', 'out']),
    code: z.string().min(1).max(600).optional(),
    userId: id.optional(),
    slotId: z.string().max(64).optional(),
    at: z.number().int().positive().optional(),
  })
  .strict()
  .refine((b) => !!b.code !== !!b.userId);

checkInApi.post('/:id/check-in', async (c) => {
  const user = requireUser(c);
  const body = CheckInBody.safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'checkIn.errors.invalid');
  const event = await loadCheckInEvent(c.env.DB, c.req.param('id'), user);
  const result = await recordCheckIn(c.env, c.get('vars').keys, user, event, body.data);
  return c.json({ ok: true, ...result }, 200, NO_STORE);
});

const CorrectionBody = z
  .object({
    userId: id,
    slotId: z.string().max(64).default(''),
    minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    reason: z.string().trim().min(3).max(500),
  })
  .strict();

checkInApi.post('/:id/hours', async (c) => {
  const user = requireUser(c);
  const body = CorrectionBody.safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'checkIn.errors.correctionInvalid');
  const event = await loadCheckInEvent(c.env.DB, c.req.param('id'), user);
  return c.json({ ok: true, ...(await correctHours(c.env.DB, user, event, body.data)) }, 200, NO_STORE);
});

/** The volunteer's own places at the event: each with its check-in code, hours and corrections. */
checkInApi.get('/:id/my-check-in', async (c) => {
  const user = requireUser(c);
  const eventId = c.req.param('id');
  const [mine, corrections] = await Promise.all([
    ownCheckInTargets(c.env.DB, eventId, user.id),
    correctionsOf(c.env.DB, eventId, user.id),
  ]);
  if (!mine.length && !corrections.length) notFound();
  const keys = c.get('vars').keys;
  const items = await Promise.all(
    mine.map(async (t) => {
      const expiresAt = t.endsAt + CODE_GRACE_MS;
      const code = await signCheckInCode(keys, { eventId, userId: user.id, slotId: t.slotId, expiresAt });
      return { ...hoursOf(t), code, codeExpiresAt: expiresAt };
    }),
  );
  return c.json({ items, corrections }, 200, NO_STORE);
});
