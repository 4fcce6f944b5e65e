import { Hono, type Context } from 'hono';
import { NOTIFICATION_CLOSE_CODES } from '../../ui/shared/notification-protocol';
import type { AppEnv } from '../env';
import { HUB_USER_HEADER } from '../durable/notification-hub';
import { verifySocketTicket } from '../durable/socket-ticket';
import { sessionIsLive } from '../data/sessions';
import { AppError } from '../lib/errors';
import type { Keyring } from '../lib/keyring';
import {
  SOCKET_UPGRADES,
  UNPROVEN_SOCKET_UPGRADES,
  clientAddress,
  consumeAttempt,
  limitedError,
} from '../services/rate-limit';
import { hubFor } from '../services/notify';

/**
 * `GET /ws/notification/` (docs/product.md §7): the upgrade goes to the NotificationHub of the user the
 * request proves: its session (cookie or bearer, what a browser's same-origin socket carries), or
 * a valid socket ticket in `?ticket=` for clients that can send neither. `?user=` may name the
 * same user; naming another is refused. A request that proves nobody never reaches a hub (no
 * Durable Object is created for it): it is closed at once with 4001. Upgrades are counted per
 * user and per client address. The hub still accepts the socket as `pending` and serves it only
 * after the first frame carries a valid ticket (docs/decisions/020-socket-tickets.md,
 * docs/decisions/122-socket-upgrades.md).
 */
export const notificationsSocket = new Hono<AppEnv>();

const USER_HINT = /^[\w-]{1,100}$/;

/**
 * A `?ticket=` counts once here as well (its jti recorded in D1 until it expires) and only while
 * its session lives: a ticket that leaked through a URL log cannot be replayed, nor outlive a
 * logout. The hub keeps its own single use of the ticket's first frame.
 */
async function ticketUser(db: D1Database, keys: Keyring, ticket: string, now = Date.now()): Promise<string | null> {
  const claims = await verifySocketTicket(keys, ticket, now);
  if (!claims || !USER_HINT.test(claims.sub)) return null;
  const [, recorded] = await db.batch([
    db.prepare('DELETE FROM socket_ticket_uses WHERE expires_at < ?').bind(now),
    db
      .prepare('INSERT INTO socket_ticket_uses (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING')
      .bind(claims.jti, claims.exp * 1000),
  ]);
  if (recorded?.meta.changes !== 1) return null;
  return (await sessionIsLive(db, claims.sid, claims.sub, now)) ? claims.sub : null;
}

async function provenUser(c: Context<AppEnv>): Promise<string | null> {
  const session = c.get('sessionUser');
  if (session) return session.id;
  const ticket = c.req.query('ticket');
  if (!ticket || ticket.length > 2048) return null;
  return ticketUser(c.env.DB, c.get('vars').keys, ticket);
}

notificationsSocket.get('/', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError(426, 'upgrade_required', 'notifications.errors.upgradeRequired');
  }
  const hint = c.req.query('user');
  const userId = await provenUser(c);
  const address = clientAddress((name) => c.req.header(name));
  if (!userId || (hint !== undefined && hint !== userId)) {
    // Each costs a D1 write at most, but a flood of them is still refused per address (429).
    await consumeAttempt(c.env.DB, UNPROVEN_SOCKET_UPGRADES, 'unproven', address);
    return closedSocket();
  }
  await consumeAttempt(c.env.DB, SOCKET_UPGRADES, userId, address);
  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, userId);
  const res = await hubFor(c.env, userId).fetch(new Request(c.req.raw.url, { method: 'GET', headers }));
  // The hub's bound on pending sockets: the usual localized 429.
  if (res.status === 429) throw limitedError(10_000);
  // A fresh Response: the hub's has immutable headers, and the security middleware adds its own.
  return new Response(res.body, { status: res.status, headers: new Headers(res.headers), webSocket: res.webSocket });
});

/** No user proven by the request: accept and close at once with the documented code, no hub. */
function closedSocket(): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.send(
    JSON.stringify({ type: 'error', code: 'auth_required', message: 'No session: sign in and request a ticket first' }),
  );
  server.close(NOTIFICATION_CLOSE_CODES.auth_required, 'auth_required');
  return new Response(null, { status: 101, webSocket: client });
}
