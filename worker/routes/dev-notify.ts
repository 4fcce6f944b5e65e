import { Hono } from 'hono';
import { z } from 'zod';
import { devToolsEnabled, type AppEnv } from '../env';
import { requireUser } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { reviewEvent } from '../services/event-review';
import { notify } from '../services/notify';

/**
 * Development and test only (404 in production), mounted at /api/dev: `POST /notify` produces a
 * notification for any user, so the live feed can be tried and tested before every producer exists;
 * `POST /charity-event/:id/review` decides an event's review without the console.
 */
export const devNotify = new Hono<AppEnv>();

const Body = z.object({
  userId: z.string().min(1).max(100),
  kind: z.string().default('system'),
  messageKey: z.string().default('notifications.messages.test'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({ text: 'hello' }),
  link: z.string().nullable().default(null),
});

devNotify.post('/notify', async (c) => {
  if (!devToolsEnabled(c.get('vars'))) notFound();
  const body = Body.safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw new AppError(400, 'invalid_body', 'errors.badRequest');
  const known = await c.env.DB.prepare('SELECT 1 AS ok FROM users WHERE id = ?').bind(body.data.userId).first();
  if (!known) throw new AppError(404, 'unknown_user', 'security.errors.unknownUser');
  try {
    const item = await notify(c.env, body.data);
    return c.json({ notification: item }, 201);
  } catch (error) {
    if (error instanceof TypeError) throw new AppError(400, 'invalid_body', 'errors.badRequest');
    throw error;
  }
});

// The review decision without the console (scripts and tests).
devNotify.post('/charity-event/:id/review', async (c) => {
  if (!devToolsEnabled(c.get('vars'))) notFound();
  const user = requireUser(c);
  const body = z
    .object({ decision: z.enum(['publish', 'decline']), comment: z.string().optional() })
    .safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  const result = await reviewEvent(c.env.DB, {
    eventId: c.req.param('id'),
    managerId: user.id,
    decision: body.data.decision,
    comment: body.data.comment ?? null,
  });
  return c.json(result, result.ok ? 200 : 409);
});
