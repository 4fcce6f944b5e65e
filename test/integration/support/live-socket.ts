/**
 * A notification socket inside workerd (/ws/notification/, docs/decisions/020-socket-tickets.md)
 * that records every frame, so a test can assert what a user's open tab is told live.
 */
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { HubMessageSchema, type HubMessage } from '../../../ui/shared/notification-protocol';
import { HOSTS } from '../helpers';
import type { TestUser } from './accounts';
import { routingTicket } from './socket-route';

export interface OpenSocket {
  ws: WebSocket;
  frames: HubMessage[];
  closed: Promise<{ code: number; reason: string }>;
  next(type: HubMessage['type'], timeoutMs?: number): Promise<HubMessage>;
}

/** Opens the socket and records every frame (validated by the protocol). */
export async function openSocket(userHint: string | null, init: { cookie?: string } = {}): Promise<OpenSocket> {
  // The upgrade must prove a user (docs/decisions/122): a session cookie, or a ticket in the URL.
  const route = userHint && !init.cookie ? `&ticket=${await routingTicket(userHint)}` : '';
  const url = `${HOSTS.ru}/ws/notification/${userHint ? `?user=${encodeURIComponent(userHint)}${route}` : ''}`;
  const res = await SELF.fetch(url, {
    headers: { upgrade: 'websocket', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const frames: HubMessage[] = [];
  const waiters: { type: string; resolve: (m: HubMessage) => void }[] = [];
  ws.accept();
  ws.addEventListener('message', (event) => {
    const parsed = HubMessageSchema.parse(JSON.parse(event.data as string));
    frames.push(parsed);
    for (const w of [...waiters])
      if (w.type === parsed.type) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(parsed);
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  const next = (type: HubMessage['type'], timeoutMs = 3000) => {
    const seen = frames.find((f) => f.type === type);
    if (seen) {
      frames.splice(frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<HubMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame in ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  };
  return { ws, frames, closed, next };
}

export async function ticketFor(user: TestUser): Promise<string> {
  const res = await SELF.fetch(`${HOSTS.ru}/api/notifications/ticket`, {
    method: 'POST',
    headers: { cookie: user.cookie },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { ticket: string; userId: string; expiresAt: number };
  expect(body.userId).toBe(user.userId);
  return body.ticket;
}

/** A signed-in tab: the socket after a good ticket (the hub answered `ready`). */
export async function readySocket(user: TestUser): Promise<OpenSocket> {
  const socket = await openSocket(user.userId);
  socket.ws.send(JSON.stringify({ type: 'auth', ticket: await ticketFor(user) }));
  await socket.next('ready');
  return socket;
}

/** The message key of the next notification pushed to this tab. */
export async function nextNotice(
  socket: OpenSocket,
): Promise<{ messageKey: string; params: Record<string, string | number>; link: string | null }> {
  const frame = await socket.next('notification');
  if (frame.type !== 'notification') throw new Error('not a notification frame');
  const { messageKey, params, link } = frame.notification;
  return { messageKey, params, link };
}
