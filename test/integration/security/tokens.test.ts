import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { base64url, signJwt } from '../../../worker/lib/jwt';
import { issueSocketTicket } from '../../../worker/durable/socket-ticket';
import { disableAccount } from '../../../worker/services/socket-sessions';
import { startSession } from '../../../worker/services/auth/session-tokens';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';
import { routingTicket } from '../support/socket-route';

/**
 * token tests (ADR 049), one table: every kind of bad session token is refused by the
 * API (401), on a signed-in page (redirect to /login) and as a socket ticket source; every bad
 * socket ticket closes the socket with 4003. test/integration/auth.test.ts has more session cases.
 */
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;
const enc = (v: unknown) => base64url(new TextEncoder().encode(JSON.stringify(v)));
const dec = (p: string) =>
  JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(p.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
  );
const now = () => Math.floor(Date.now() / 1000);

async function changePassword(user: TestUser, from: string) {
  const res = await SELF.fetch(`${HOSTS.intl}/api/profile/password`, {
    method: 'POST',
    headers: { cookie: from, 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
    body: JSON.stringify({
      currentPassword: user.password,
      password: 'Changed9pass9',
      repeatPassword: 'Changed9pass9',
    }),
  });
  expect(res.status).toBe(200);
}

/** Each case: a fresh user and the bad token made for it. */
const SESSION_CASES: [string, (u: TestUser) => Promise<string>][] = [
  [
    'tampered signature',
    async (u) => {
      const [h, p, s] = u.token.split('.');
      return `${h}.${p}.${s!.slice(0, -3)}${s!.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    },
  ],
  [
    'tampered payload',
    async (u) => {
      const [h, p, s] = u.token.split('.');
      return `${h}.${enc({ ...dec(p!), exp: now() + 99_999 })}.${s}`;
    },
  ],
  [
    're-signed with another key',
    async (u) =>
      signJwt(
        { sub: u.userId, sid: u.sessionId, typ: 'session', iat: now(), exp: now() + 600 },
        'an-attacker-key-of-enough-length',
      ),
  ],
  ['alg: none', async (u) => `${enc({ alg: 'none', typ: 'JWT' })}.${u.token.split('.')[1]}.`],
  [
    'alg: HS512 header',
    async (u) => `${enc({ alg: 'HS512', typ: 'JWT' })}.${u.token.split('.')[1]}.${u.token.split('.')[2]}`,
  ],
  [
    'expired',
    async (u) =>
      signJwt({ sub: u.userId, sid: u.sessionId, typ: 'session', iat: now() - 7200, exp: now() - 3600 }, secret()),
  ],
  [
    'logged out',
    async (u) => {
      await SELF.fetch(`${HOSTS.intl}/api/logout`, { method: 'POST', headers: { cookie: u.cookie } });
      return u.token;
    },
  ],
  [
    'disabled user',
    async (u) => {
      await disableAccount(env, u.userId);
      return u.token;
    },
  ],
  [
    'password changed elsewhere',
    async (u) => {
      const other = await startSession(env.DB, secret(), u.userId, 'other');
      await changePassword(u, `session=${other.token}`);
      return u.token;
    },
  ],
];

describe('session tokens that must be refused', () => {
  it.each(SESSION_CASES)('%s: API 401, page as a guest, no socket ticket', async (_name, make) => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const token = await make(user);
    const api = await SELF.fetch(`${HOSTS.intl}/api/authing`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(401);
    const page = await SELF.fetch(`${HOSTS.intl}/profile`, {
      headers: { accept: 'text/html', cookie: `session=${token}` },
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toContain('/login');
    const ticket = await SELF.fetch(`${HOSTS.intl}/api/notifications/ticket`, {
      method: 'POST',
      headers: { cookie: `session=${token}` },
    });
    expect(ticket.status).toBe(401);
  });
});

async function socketWith(userId: string, ticket: string): Promise<{ code: number; reason: string; frames: string[] }> {
  // The upgrade must prove a user (docs/decisions/122): a routing ticket; the first frame is what is tested.
  const route = await routingTicket(userId);
  const res = await SELF.fetch(`${HOSTS.ru}/ws/notification/?user=${encodeURIComponent(userId)}&ticket=${route}`, {
    headers: { upgrade: 'websocket' },
  });
  const ws = res.webSocket!;
  const frames: string[] = [];
  ws.accept();
  ws.addEventListener('message', (e) => frames.push(String(e.data)));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  ws.send(JSON.stringify({ type: 'auth', ticket }));
  const result = await Promise.race([
    closed,
    new Promise<{ code: number; reason: string }>((r) => setTimeout(() => r({ code: 0, reason: 'still open' }), 2000)),
  ]);
  if (result.code === 0) ws.close(1000);
  return { ...result, frames };
}

const TICKET_CASES: [string, (u: TestUser) => Promise<string>][] = [
  [
    'tampered payload',
    async (u) => {
      const t = (await issueSocketTicket(secret(), u.userId, u.sessionId)).ticket;
      const [a, p, m] = t.split('.');
      return `${a}.${enc({ ...dec(p!), exp: now() + 9999 })}.${m}`;
    },
  ],
  [
    're-signed with another key',
    async (u) => (await issueSocketTicket('an-attacker-key-of-enough-length', u.userId, u.sessionId)).ticket,
  ],
  [
    'no MAC (alg none)',
    async (u) => {
      const [a, p] = (await issueSocketTicket(secret(), u.userId, u.sessionId)).ticket.split('.');
      return `${a}.${p}.`;
    },
  ],
  ['a session JWT instead of a ticket', async (u) => u.token],
  ['expired', async (u) => (await issueSocketTicket(secret(), u.userId, u.sessionId, Date.now() - 120_000)).ticket],
  [
    'logged out',
    async (u) => {
      const t = (await issueSocketTicket(secret(), u.userId, u.sessionId)).ticket;
      await SELF.fetch(`${HOSTS.intl}/api/logout`, { method: 'POST', headers: { cookie: u.cookie } });
      return t;
    },
  ],
  [
    'disabled user',
    async (u) => {
      const t = (await issueSocketTicket(secret(), u.userId, u.sessionId)).ticket;
      await disableAccount(env, u.userId);
      return t;
    },
  ],
  [
    'password changed elsewhere',
    async (u) => {
      const t = (await issueSocketTicket(secret(), u.userId, u.sessionId)).ticket;
      const other = await startSession(env.DB, secret(), u.userId, 'other');
      await changePassword(u, `session=${other.token}`);
      return t;
    },
  ],
];

describe('socket tickets that must be refused', () => {
  it.each(TICKET_CASES)('%s: closed with 4003 ticket_invalid', async (_name, make) => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const ticket = await make(user);
    const result = await socketWith(user.userId, ticket);
    // A disabled account has no live session left to route the upgrade: refused before the hub.
    const expected =
      _name === 'disabled user' ? { code: 4001, reason: 'auth_required' } : { code: 4003, reason: 'ticket_invalid' };
    expect({ code: result.code, reason: result.reason }).toEqual(expected);
  });

  it('a good ticket of a live session opens (the control case)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const result = await socketWith(
      user.userId,
      (await issueSocketTicket(secret(), user.userId, user.sessionId)).ticket,
    );
    expect(result.frames.some((f) => f.includes('"ready"'))).toBe(true);
  });
});
