import { Hono } from 'hono';
import { NOTIFICATION_CLOSE_CODES } from '../../ui/shared/notification-protocol';
import type { AppEnv } from '../env';
import { HUB_USER_HEADER } from '../durable/notification-hub';
import { AppError } from '../lib/errors';
import { hubFor } from '../services/notify';

/**
 * `GET /ws/notification/` (SPEC §7): the upgrade goes to the NotificationHub of the user named by
 * `?user=<id>` (what the ticket endpoint answered), else of the cookie session's user. The hint
 * only routes: the hub accepts the socket as `pending` and serves it only after the first frame
 * carries a valid ticket for that same user (docs/decisions/020-socket-tickets.md).
 */
export const notificationsSocket = new Hono<AppEnv>();

const USER_HINT = /^[\w-]{1,100}$/;

notificationsSocket.get('/ws/notification', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError(426, 'upgrade_required', 'notifications.errors.upgradeRequired');
  }
  const hint = c.req.query('user') ?? c.get('sessionUser')?.id;
  if (!hint || !USER_HINT.test(hint)) return closedSocket();
  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, hint);
  const res = await hubFor(c.env, hint).fetch(new Request(c.req.raw.url, { method: 'GET', headers }));
  // A fresh Response: the hub's has immutable headers, and the security middleware adds its own.
  return new Response(res.body, { status: res.status, headers: new Headers(res.headers), webSocket: res.webSocket });
});

/** No hub can be told from the request: accept and close at once with the documented code. */
function closedSocket(): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.send(JSON.stringify({ type: 'error', code: 'auth_required', message: 'No user: request a ticket first' }));
  server.close(NOTIFICATION_CLOSE_CODES.auth_required, 'auth_required');
  return new Response(null, { status: 101, webSocket: client });
}
