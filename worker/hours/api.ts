import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { correctionsOf, listCheckInTargets, ownCheckInTargets, type CheckInTarget } from './sql';
import { requireUser } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { readJson } from '../lib/read-json';
import { CODE_GRACE_MS, codeForSignUp, readCheckInCode } from './check-in-code';
import { qrPng, qrSvg } from './check-in-qr';
import { loadCheckInEvent, recordCheckIn } from './check-in';
import { CORRECTION_MINUTES, CorrectionReason, correctHours } from './corrections';

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
    minutes: CORRECTION_MINUTES,
    reason: CorrectionReason,
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
    mine.map(async (t) => ({
      ...hoursOf(t),
      code: await codeForSignUp(keys, t),
      codeExpiresAt: t.eventEndsAt + CODE_GRACE_MS,
    })),
  );
  return c.json({ items, corrections }, 200, NO_STORE);
});

/** The code of the volunteer's place (`?slot=`, else their first) for the QR routes; 404 when none. */
async function ownCode(c: Context<AppEnv>): Promise<string> {
  const user = requireUser(c);
  const mine = await ownCheckInTargets(c.env.DB, c.req.param('id') ?? '', user.id);
  const slot = c.req.query('slot');
  const target = slot === undefined ? mine[0] : mine.find((t) => t.slotId === slot);
  if (!target) notFound();
  return codeForSignUp(c.get('vars').keys, target);
}

// The ticket's QR: an SVG for the page, a PNG to download and keep offline.
checkInApi.get('/:id/my-check-in/qr.svg', async (c) =>
  c.body(qrSvg(await ownCode(c)), 200, { 'content-type': 'image/svg+xml; charset=utf-8', ...NO_STORE }),
);
checkInApi.get('/:id/my-check-in/qr.png', async (c) =>
  c.body(await qrPng(await ownCode(c)), 200, {
    'content-type': 'image/png',
    'content-disposition': `attachment; filename="check-in-${c.req.param('id')}.png"`,
    ...NO_STORE,
  }),
);

/**
 * The QR of a code the day-of mail links to, signed out: only a code we signed for this event and
 * still valid is drawn (no QR drawing for anything else).
 */
checkInApi.get('/:id/check-in-code.png', async (c) => {
  const read = await readCheckInCode(c.get('vars').keys, c.req.query('c') ?? '', c.req.param('id'));
  if (!read.ok) notFound();
  return c.body(await qrPng(c.req.query('c')!.trim()), 200, {
    'content-type': 'image/png',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
});
