import * as z from 'zod/mini';
import type { NotificationItem } from '../../ui/shared/notification-protocol';
import { insertNotificationStatement, type NewNotification } from '../data/notifications';
import type { NotificationHub } from '../durable/notification-hub';

/**
 * THE way any feature tells a user something (review decisions, registration decisions, event
 * cancellation, attendance credits, ...). docs/decisions/021-notification-rows.md.
 *
 *   await notify(c.env, {
 *     userId: ownerId,
 *     kind: 'review',
 *     messageKey: 'notifications.messages.facilityAccepted',   // must exist in all five locales
 *     params: { name: point.name },                          // the {name} placeholders
 *     link: '/profile/recycling-points',                     // site path, no locale prefix
 *   });
 *
 * It writes the row (the source of truth: the feed, the badge, the catch-up after a reconnect)
 * and then pokes the user's NotificationHub, which pushes it to every open tab. Delivery is
 * best-effort and never throws: a user with no open socket sees it on their next page.
 * Off the response path: `c.executionCtx.waitUntil(notify(c.env, {...}))`.
 *
 * Atomic with a state change: `const { statement, item } = notificationStatement(env.DB, input)`,
 * put `statement` in your `db.batch([...])`, and after it commits `await deliver(env, userId, item)`.
 * Several recipients: `notifyMany(env, userIds, input)`; an organisation's members (point and
 * event owners): `notifyOrganisation(env, orgId, input)`.
 */
export interface NotifyInput {
  userId: string;
  /** What produced it: 'review', 'registration', 'event', 'attendance', 'system', ... */
  kind: string;
  /** A key under `notifications.messages.` — every page carries that namespace. */
  messageKey: string;
  params?: Record<string, string | number>;
  /** A site path such as '/profile/recycling-points' (no locale prefix, no other origin). */
  link?: string | null;
}

export interface NotifyEnv {
  DB: D1Database;
  NOTIFICATIONS: DurableObjectNamespace<NotificationHub>;
}

const NotifyInputSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,39}$/)),
  messageKey: z.string().check(z.regex(/^notifications\.messages\.[A-Za-z0-9_.]{1,80}$/)),
  params: z.optional(
    z.record(z.string().check(z.regex(/^\w{1,40}$/)), z.union([z.string().check(z.maxLength(500)), z.number()])),
  ),
  // A same-site path: starts with one slash (never '//host' or 'javascript:').
  link: z.optional(z.nullable(z.string().check(z.regex(/^\/(?![/\\])[^\s]{0,499}$/)))),
});

function validated(input: NotifyInput): NewNotification {
  const parsed = NotifyInputSchema.safeParse(input);
  if (!parsed.success)
    throw new TypeError(
      `notify(): invalid input: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const { userId, kind, messageKey, params = {}, link = null } = parsed.data;
  return { userId, kind, messageKey, params, link };
}

/** The INSERT to batch with your own statements, and the item to deliver once it committed. */
export function notificationStatement(
  db: D1Database,
  input: NotifyInput,
  now = Date.now(),
): { statement: D1PreparedStatement; item: NotificationItem } {
  return insertNotificationStatement(db, validated(input), now);
}

/** Pushes a stored notification to the user's open sockets; how many got it (0 on failure). */
export async function deliver(
  env: Pick<NotifyEnv, 'NOTIFICATIONS'>,
  userId: string,
  item: NotificationItem,
): Promise<number> {
  try {
    return await hubFor(env, userId).push(item);
  } catch (error) {
    console.warn('notification delivery failed', { userId, id: item.id, error: String(error) });
    return 0;
  }
}

/** Stores a notification for the user and pushes it live. Throws only on invalid input or a failed write. */
export async function notify(env: NotifyEnv, input: NotifyInput): Promise<NotificationItem> {
  const { statement, item } = notificationStatement(env.DB, input);
  await statement.run();
  await deliver(env, input.userId, item);
  return item;
}

/**
 * The same notification for several users (e.g. every volunteer of a cancelled event): one
 * batched write per 50 rows, then a push to each. Returns the stored items by user id.
 */
export async function notifyMany(
  env: NotifyEnv,
  userIds: readonly string[],
  input: Omit<NotifyInput, 'userId'>,
): Promise<Map<string, NotificationItem>> {
  const unique = [...new Set(userIds)];
  const made = unique.map((userId) => ({ userId, ...notificationStatement(env.DB, { ...input, userId }) }));
  for (let i = 0; i < made.length; i += 50) await env.DB.batch(made.slice(i, i + 50).map((m) => m.statement));
  await Promise.all(made.map((m) => deliver(env, m.userId, m.item)));
  return new Map(made.map((m) => [m.userId, m.item]));
}

/**
 * For things an organisation owns (recycling points, charity events, registration requests):
 * notifies every active member of the organisation.
 */
export async function notifyOrganisation(
  env: NotifyEnv,
  orgId: string,
  input: Omit<NotifyInput, 'userId'>,
): Promise<Map<string, NotificationItem>> {
  const { results } = await env.DB.prepare("SELECT id FROM users WHERE org_id = ? AND status = 'active'")
    .bind(orgId)
    .all<{ id: string }>();
  return notifyMany(
    env,
    results.map((r) => r.id),
    input,
  );
}

/** Tells the user's open tabs the unread count changed (after a read in any of them). */
export async function syncUnread(env: Pick<NotifyEnv, 'NOTIFICATIONS'>, userId: string, count: number): Promise<void> {
  try {
    await hubFor(env, userId).syncUnread(count);
  } catch (error) {
    console.warn('unread sync failed', { userId, error: String(error) });
  }
}

export function hubFor(env: Pick<NotifyEnv, 'NOTIFICATIONS'>, userId: string): DurableObjectStub<NotificationHub> {
  return env.NOTIFICATIONS.get(env.NOTIFICATIONS.idFromName(userId));
}
