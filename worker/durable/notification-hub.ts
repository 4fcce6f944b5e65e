import { DurableObject } from 'cloudflare:workers';
import {
  AUTH_TIMEOUT_MS,
  ClientMessageSchema,
  NOTIFICATION_CLOSE_CODES,
  PING_FRAME,
  PONG_FRAME,
  parseFrame,
  type HubMessage,
  type NotificationErrorCode,
  type NotificationItem,
} from '../../ui/shared/notification-protocol';
import { verifySocketTicket } from './socket-ticket';
import { parseVars } from '../env';
import type { Keyring } from '../lib/keyring';
import { sessionIsLive } from '../data/sessions';

/** Header through which the worker tells the hub whose hub it is (the routing key). */
export const HUB_USER_HEADER = 'x-notification-hub-user';

/** What each socket carries through hibernation (serializeAttachment, at most 2 KiB). */
interface SocketState {
  userId: string;
  /** The session whose ticket opened it (set once ready). */
  sessionId?: string;
  state: 'pending' | 'ready';
  openedAt: number;
}

const ERROR_TEXT: Record<NotificationErrorCode, string> = {
  auth_required: 'The first message must be {"type":"auth","ticket":"…"}',
  ticket_invalid: 'The socket ticket is invalid, expired, used or not yours',
  auth_timeout: 'No auth message in time',
  bad_message: 'Unknown message',
  session_ended: 'The session ended: sign in again',
};
const USED_TICKET_PREFIX = 'used-ticket:';
/** Sockets still waiting for their ticket, per hub (docs/decisions/122-socket-upgrades.md). */
export const MAX_PENDING_SOCKETS = 8;
/** Every socket of one user (tabs and devices). */
const MAX_SOCKETS = 64;

/**
 * One hub per user (`idFromName(userId)`): holds every open notification socket of that user —
 * all their tabs and devices — with the hibernation API, so an idle hub costs nothing and its
 * sockets stay open while it sleeps. A socket is `pending` until its first frame proves a valid
 * socket ticket for this very user; only `ready` sockets receive pushes.
 * docs/decisions/020-socket-tickets.md.
 */
export class NotificationHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive answered by the runtime: pings never wake a hibernating hub.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  /** The upgrade, forwarded by GET /ws/notification/ with the user in HUB_USER_HEADER. */
  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HUB_USER_HEADER);
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !userId) {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const open = this.ctx.getWebSockets();
    const pending = open.filter((ws) => (ws.deserializeAttachment() as SocketState | null)?.state === 'pending').length;
    if (pending >= MAX_PENDING_SOCKETS || open.length >= MAX_SOCKETS)
      return new Response('Too many sockets', { status: 429, headers: { 'retry-after': '10' } });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const state: SocketState = { userId, state: 'pending', openedAt: Date.now() };
    server.serializeAttachment(state);
    await this.scheduleSweep(state.openedAt + AUTH_TIMEOUT_MS);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const socket = ws.deserializeAttachment() as SocketState | null;
    if (!socket) return this.reject(ws, 'auth_required');
    const message = parseFrame(ClientMessageSchema, raw);
    if (socket.state === 'pending') {
      if (message?.type !== 'auth') return this.reject(ws, 'auth_required');
      const sessionId = await this.acceptTicket(message.ticket, socket.userId);
      if (!sessionId) return this.reject(ws, 'ticket_invalid');
      // The socket may have closed while the ticket was checked.
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.serializeAttachment({ ...socket, state: 'ready', sessionId } satisfies SocketState);
      return send(ws, { type: 'ready' });
    }
    if (!message) return this.reject(ws, 'bad_message');
    if (message.type === 'ping') send(ws, { type: 'pong' });
    // A second auth on a ready socket is harmless: ignore it.
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // Complete the closing handshake (a no-op where the runtime already answered the close).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    try {
      ws.close(1011, 'socket error');
    } catch {
      // already closed
    }
  }

  /** Closes sockets that never authenticated and forgets used tickets once they have expired. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let next = Infinity;
    for (const ws of this.ctx.getWebSockets()) {
      const socket = ws.deserializeAttachment() as SocketState | null;
      if (socket?.state !== 'pending') continue;
      const deadline = socket.openedAt + AUTH_TIMEOUT_MS;
      if (deadline <= now) this.reject(ws, 'auth_timeout');
      else next = Math.min(next, deadline);
    }
    const used = await this.ctx.storage.list<number>({ prefix: USED_TICKET_PREFIX });
    const expired: string[] = [];
    for (const [k, expMs] of used) {
      if (expMs <= now) expired.push(k);
      else next = Math.min(next, expMs);
    }
    if (expired.length) await this.ctx.storage.delete(expired);
    if (next !== Infinity) await this.ctx.storage.setAlarm(next);
  }

  /**
   * Sends one notification to every authenticated socket of this user (RPC from notify()).
   * Returns how many sockets it was written to.
   */
  async push(notification: NotificationItem): Promise<number> {
    return this.broadcast({ type: 'notification', notification });
  }

  /** Tells every tab the new unread count after reads elsewhere (RPC from the read endpoints). */
  async syncUnread(count: number): Promise<number> {
    return this.broadcast({ type: 'unread', count });
  }

  /**
   * Closes the user's sockets opened under the given sessions (all sockets when `sessions` is
   * null, keeping `keep`'s) with close code 4401 `session_ended` (RPC from services/socket-sessions).
   * Outstanding tickets need no list: acceptTicket asks D1 whether their session still lives.
   * Returns how many sockets were closed.
   */
  async endSessions(sessions: string[] | null, keep: string | null = null): Promise<number> {
    let closed = 0;
    for (const ws of this.ctx.getWebSockets()) {
      const socket = ws.deserializeAttachment() as SocketState | null;
      const sid = socket?.sessionId ?? null;
      if (sid !== null && sid === keep) continue;
      if (sessions !== null && (sid === null || !sessions.includes(sid))) continue;
      this.reject(ws, 'session_ended');
      closed++;
    }
    return closed;
  }

  /** Sockets currently open and authenticated (tests, bench). */
  async readyCount(): Promise<number> {
    return this.readySockets().length;
  }

  private broadcast(message: HubMessage): number {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const ws of this.readySockets()) {
      try {
        ws.send(frame);
        sent++;
      } catch {
        // Closing under us: it leaves the set by itself.
      }
    }
    return sent;
  }

  private readySockets(): WebSocket[] {
    return this.ctx
      .getWebSockets()
      .filter(
        (ws) =>
          ws.readyState === WebSocket.OPEN && (ws.deserializeAttachment() as SocketState | null)?.state === 'ready',
      );
  }

  /**
   * Valid signature, unexpired, issued for this hub's user, not used before (single-use), and its
   * session still live with an active user (a ticket of a logged-out, disabled or password-changed
   * session is refused). Returns the ticket's session id, or null.
   */
  private async acceptTicket(ticket: string, userId: string): Promise<string | null> {
    let keys: Keyring;
    try {
      // The worker's own validation of JWT_SECRET / JWT_SECRET_PREVIOUS (a broken configuration: no ticket passes).
      ({ keys } = parseVars(this.env));
    } catch {
      return null;
    }
    const claims = await verifySocketTicket(keys, ticket);
    if (!claims || claims.sub !== userId) return null;
    const usedKey = USED_TICKET_PREFIX + claims.jti;
    // Storage calls hold the input gate: two sockets racing with one ticket cannot both pass.
    if ((await this.ctx.storage.get(usedKey)) !== undefined) return null;
    const expMs = claims.exp * 1000;
    await this.ctx.storage.put(usedKey, expMs);
    await this.scheduleSweep(expMs);
    if (!(await sessionIsLive(this.env.DB, claims.sid, userId))) return null;
    return claims.sid;
  }

  private reject(ws: WebSocket, code: NotificationErrorCode): void {
    try {
      send(ws, { type: 'error', code, message: ERROR_TEXT[code] });
      ws.close(NOTIFICATION_CLOSE_CODES[code], code);
    } catch {
      // already closed
    }
  }

  private async scheduleSweep(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }
}

function send(ws: WebSocket, message: HubMessage): void {
  ws.send(JSON.stringify(message));
}
