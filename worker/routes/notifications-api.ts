import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { countUnread, listNotifications, markAllRead, markRead } from '../data/notifications';
import { issueSocketTicket } from '../durable/socket-ticket';
import { requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { syncUnread } from '../services/notify';

/**
 * The notification feed of the signed-in user (docs/product.md §2.3 panel and badge) and the socket ticket
 * (docs/decisions/020-socket-tickets.md). Every route requires a user; a user only ever sees and
 * changes their own rows.
 */
export const notificationsApi = new Hono<AppEnv>();

const MAX_PAGE = 100;
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
  since: z.coerce.number().int().min(0).optional(),
  /** Opaque cursor from `nextCursor`: `<createdAt>.<id>`. */
  before: z
    .string()
    .regex(/^\d{1,16}\.[\w-]{1,64}$/)
    .transform((raw) => {
      const dot = raw.indexOf('.');
      return { createdAt: Number(raw.slice(0, dot)), id: raw.slice(dot + 1) };
    })
    .optional(),
});
const IdParam = z.string().regex(/^[\w-]{1,64}$/);

// Every answer is the signed-in user's own: never stored by a cache.
notificationsApi.use('*', async (c, next) => {
  await next();
  c.header('cache-control', 'no-store');
});

/** A short-lived, single-use ticket for the socket's first frame; never the session token. */
notificationsApi.post('/ticket', async (c) => {
  const user = requireUser(c);
  const session = c.get('session');
  if (!session) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  const { ticket, claims } = await issueSocketTicket(c.get('vars').JWT_SECRET, user.id, session.id);
  return c.json({ ticket, userId: user.id, expiresAt: claims.exp * 1000 });
});

/**
 * Newest first. `?since=<ms>` returns what was created from then on (the catch-up after a
 * reconnect); `?before=<cursor>` pages back. `now` is the server's clock for the next `since`.
 */
notificationsApi.get('/', async (c) => {
  const user = requireUser(c);
  const parsed = ListQuery.safeParse(c.req.query());
  if (!parsed.success) throw new AppError(400, 'invalid_query', 'notifications.errors.invalidQuery');
  const { limit, since, before } = parsed.data;
  const now = Date.now();
  const [{ items, more }, unread] = await Promise.all([
    listNotifications(c.env.DB, user.id, { limit, since, before }),
    countUnread(c.env.DB, user.id),
  ]);
  const t = c.get('i18n');
  const last = items[items.length - 1];
  return c.json({
    items: items.map((item) => ({ ...item, text: t.t(item.messageKey, item.params) })),
    unread,
    nextCursor: more && last ? `${last.createdAt}.${last.id}` : null,
    now,
  });
});

notificationsApi.post('/read-all', async (c) => {
  const user = requireUser(c);
  const changed = await markAllRead(c.env.DB, user.id);
  if (changed > 0) c.executionCtx.waitUntil(syncUnread(c.env, user.id, 0));
  return c.json({ unread: 0 });
});

notificationsApi.post('/:id/read', async (c) => {
  const user = requireUser(c);
  const id = IdParam.safeParse(c.req.param('id'));
  if (!id.success || !(await markRead(c.env.DB, user.id, id.data)))
    throw new AppError(404, 'not_found', 'notifications.errors.notFound');
  const unread = await countUnread(c.env.DB, user.id);
  c.executionCtx.waitUntil(syncUnread(c.env, user.id, unread));
  return c.json({ unread });
});
