import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HubMessageSchema, type HubMessage } from '../../../ui/shared/notification-protocol';
import { issueSocketTicket } from '../../../worker/durable/socket-ticket';
import { disableAccount } from '../../../worker/services/socket-sessions';
import { hubFor } from '../../../worker/services/notify';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';
import { startSession } from '../../../worker/services/auth/session-tokens';
import { routingTicket } from '../support/socket-route';

/**
 * item 4 (docs/decisions/043): sockets end with the session. After logout, a password
 * change or a disabled account the hub closes the sockets with 4401 session_ended, and a ticket
 * issued a moment before is refused (4003).
 */
const BASE = HOSTS.ru;
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

interface Socket {
  ws: WebSocket;
  frames: HubMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

async function openSocket(userId: string): Promise<Socket> {
  // The upgrade must prove a user (docs/decisions/122): here a routing ticket in the URL.
  const route = await routingTicket(userId);
  const res = await SELF.fetch(`${BASE}/ws/notification/?user=${encodeURIComponent(userId)}&ticket=${route}`, {
    headers: { upgrade: 'websocket' },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const frames: HubMessage[] = [];
  ws.accept();
  ws.addEventListener('message', (e) => frames.push(HubMessageSchema.parse(JSON.parse(e.data as string))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  return { ws, frames, closed };
}

async function ticketFor(user: { cookie: string }): Promise<string> {
  const res = await SELF.fetch(`${BASE}/api/notifications/ticket`, {
    method: 'POST',
    headers: { cookie: user.cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function readySocket(user: TestUser, ticket?: string): Promise<Socket> {
  const s = await openSocket(user.userId);
  s.ws.send(JSON.stringify({ type: 'auth', ticket: ticket ?? (await ticketFor(user)) }));
  await until(() => s.frames.some((f) => f.type === 'ready'));
  return s;
}

async function refused(user: TestUser, ticket: string) {
  const s = await openSocket(user.userId);
  s.ws.send(JSON.stringify({ type: 'auth', ticket }));
  expect(await s.closed).toEqual({ code: 4003, reason: 'ticket_invalid' });
}

describe('sockets end with the session', () => {
  it("logout closes that session's sockets with 4401 and refuses its earlier tickets; other sessions stay", async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await startSession(env.DB, secret(), user.userId, 'other device');
    const otherUser = { ...user, cookie: `session=${other.token}`, sessionId: other.sessionId };
    const mine = await readySocket(user);
    const theirs = await readySocket(otherUser);
    const spare = await ticketFor(user);
    const res = await SELF.fetch(`${BASE}/api/logout`, { method: 'POST', headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(await mine.closed).toEqual({ code: 4401, reason: 'session_ended' });
    await refused(user, spare);
    expect(theirs.ws.readyState).toBe(WebSocket.OPEN);
    expect(await hubFor(env, user.userId).readyCount()).toBe(1);
  });

  it('the no-JavaScript logout does the same', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const s = await readySocket(user);
    const res = await SELF.fetch(`${BASE}/profile/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: user.cookie, accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect((await s.closed).code).toBe(4401);
  });

  it("a password change closes the other sessions' sockets and refuses their tickets, keeping its own", async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await startSession(env.DB, secret(), user.userId, 'stolen laptop');
    const thief = { ...user, cookie: `session=${other.token}`, sessionId: other.sessionId };
    const own = await readySocket(user);
    const stolen = await readySocket(thief);
    const thiefTicket = await ticketFor(thief);
    const res = await SELF.fetch(`${BASE}/api/profile/password`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
      body: JSON.stringify({
        currentPassword: user.password,
        password: 'Brand9new9pass',
        repeatPassword: 'Brand9new9pass',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stolen.closed).toEqual({ code: 4401, reason: 'session_ended' });
    await refused(thief, thiefTicket);
    expect(own.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('disabling an account closes every socket and refuses every ticket issued before', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const a = await readySocket(user);
    const b = await readySocket(user);
    const early = await ticketFor(user);
    await disableAccount(env, user.userId);
    expect((await a.closed).code).toBe(4401);
    expect((await b.closed).code).toBe(4401);
    // A disabled account cannot even route an upgrade to its hub now (no live session: 4001).
    for (const ticket of [early, (await issueSocketTicket(secret(), user.userId, crypto.randomUUID())).ticket]) {
      const res = await SELF.fetch(`${BASE}/ws/notification/?ticket=${ticket}`, { headers: { upgrade: 'websocket' } });
      const ws = res.webSocket!;
      const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
      ws.accept();
      expect(await closed).toBe(4001);
    }
  });
});
