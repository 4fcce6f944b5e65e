import { SELF, env, listDurableObjectIds } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { issueSocketTicket } from '../../../worker/durable/socket-ticket';
import { MAX_PENDING_SOCKETS } from '../../../worker/durable/notification-hub';
import { windowStart } from '../../../worker/data/rate-limits';
import { SOCKET_UPGRADES, UNPROVEN_SOCKET_UPGRADES } from '../../../worker/services/rate-limit';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';
import { awayFromWindowEnd, WINDOW_WAIT_TIMEOUT } from '../support/rate-window';

/**
 * Unauthenticated sockets into anyone's notification hub (docs/decisions/122-socket-upgrades.md):
 * only a request that proves a user (session or ticket) reaches a hub; a hub holds a bounded
 * number of pending sockets; upgrades are rate-limited per client.
 */
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;
const upgrade = (query: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${HOSTS.ru}/ws/notification/${query}`, {
    headers: { upgrade: 'websocket', 'cf-connecting-ip': testAddress(), ...headers },
  });

async function closeCode(res: Response): Promise<number> {
  const ws = res.webSocket!;
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  ws.accept();
  return closed;
}

describe('socket upgrades need a session or a ticket', () => {
  it('?user=<id> with no cookie and no ticket never reaches (nor creates) a hub', async () => {
    const victim = await createTestUser({ roles: ['volunteer'] });
    const before = (await listDurableObjectIds(env.NOTIFICATIONS)).length;
    for (const query of [
      `?user=${victim.userId}`,
      `?user=${victim.userId}&ticket=garbage`,
      '?user=no-such-user-anywhere',
    ]) {
      const res = await upgrade(query);
      expect(res.status).toBe(101);
      expect(await closeCode(res)).toBe(4001);
    }
    expect((await listDurableObjectIds(env.NOTIFICATIONS)).length).toBe(before);
  });

  it("a session of another user cannot open a socket into the victim's hub", async () => {
    const victim = await createTestUser({ roles: ['volunteer'] });
    const other = await createTestUser({ roles: ['volunteer'] });
    const res = await upgrade(`?user=${victim.userId}`, { cookie: other.cookie });
    expect(await closeCode(res)).toBe(4001);
    const ticket = (await issueSocketTicket(secret(), other.userId, other.sessionId)).ticket;
    expect(await closeCode(await upgrade(`?user=${victim.userId}&ticket=${ticket}`))).toBe(4001);
  });

  it("the owner's session opens a pending socket; pending sockets per hub are bounded", async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const open: WebSocket[] = [];
    for (let i = 0; i < MAX_PENDING_SOCKETS; i++) {
      const res = await upgrade(`?user=${user.userId}`, { cookie: user.cookie });
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      open.push(res.webSocket!);
    }
    const over = await upgrade(`?user=${user.userId}`, { cookie: user.cookie });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    for (const ws of open) ws.close(1000);
  });

  it('upgrades are rate-limited per client address', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const ip = testAddress();
    // The address has already used this minute's upgrades (a flood from one client).
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)')
      .bind(`socket:ip:${ip}`, windowStart(SOCKET_UPGRADES.windowMs), SOCKET_UPGRADES.perAddress)
      .run();
    const res = await upgrade(`?user=${user.userId}`, { cookie: user.cookie, 'cf-connecting-ip': ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.webSocket).toBeNull();
    // Another client is not affected.
    const fine = await upgrade(`?user=${user.userId}`, { cookie: user.cookie });
    expect(fine.status).toBe(101);
    fine.webSocket!.accept();
    fine.webSocket!.close(1000);
  });

  it('a ?ticket= opens one upgrade only: a replay of the same ticket proves nobody', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const { ticket } = await issueSocketTicket(secret(), user.userId, user.sessionId);
    const first = await upgrade(`?ticket=${ticket}`);
    expect(first.status).toBe(101);
    const ws = first.webSocket!;
    const ready = new Promise<string>((resolve) => ws.addEventListener('message', (e) => resolve(String(e.data))));
    ws.accept();
    ws.send(JSON.stringify({ type: 'auth', ticket })); // the hub's first-frame check is its own single use
    expect(await ready).toContain('ready');
    ws.close(1000);
    expect(await closeCode(await upgrade(`?ticket=${ticket}`))).toBe(4001);
  });

  it('a ?ticket= of a session that has ended proves nobody', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const { ticket } = await issueSocketTicket(secret(), user.userId, user.sessionId);
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').bind(Date.now(), user.sessionId).run();
    const before = (await listDurableObjectIds(env.NOTIFICATIONS)).length;
    expect(await closeCode(await upgrade(`?ticket=${ticket}`))).toBe(4001);
    expect((await listDurableObjectIds(env.NOTIFICATIONS)).length).toBe(before);
  });

  it(
    'upgrades that prove nobody are rate-limited per address',
    async () => {
      // A one-minute window: 21 upgrades across its end would land in two windows (seen once: 101, not 429).
      await awayFromWindowEnd(UNPROVEN_SOCKET_UPGRADES.windowMs, 15_000);
      const ip = testAddress();
      for (let i = 0; i < UNPROVEN_SOCKET_UPGRADES.perAddress; i++) {
        const res = await upgrade('?ticket=garbage', { 'cf-connecting-ip': ip });
        expect(await closeCode(res)).toBe(4001);
      }
      const over = await upgrade('?ticket=garbage', { 'cf-connecting-ip': ip });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(over.webSocket).toBeNull();
    },
    WINDOW_WAIT_TIMEOUT,
  );
});
