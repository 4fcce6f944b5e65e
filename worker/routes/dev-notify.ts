import { Hono } from 'hono';
import { z } from 'zod';
import { devToolsEnabled, type AppEnv } from '../env';
import { AppError, notFound } from '../lib/errors';
import { notify } from '../services/notify';

/**
 * Development and test only (404 in production): `POST /api/dev/notify` produces a notification
 * for any user, so the live feed can be tried and tested before every producer exists.
 */
export const devNotify = new Hono<AppEnv>();

const Body = z.object({
  userId: z.string().min(1).max(100),
  kind: z.string().default('system'),
  messageKey: z.string().default('notifications.messages.test'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({ text: 'hello' }),
  link: z.string().nullable().default(null),
});

devNotify.post('/api/dev/notify', async (c) => {
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
