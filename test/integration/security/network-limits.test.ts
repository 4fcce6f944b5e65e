import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UNPROVEN_SOCKET_UPGRADES } from '../../../worker/services/rate-limit';
import { HOSTS } from '../helpers';
import { awayFromWindowEnd, WINDOW_WAIT_TIMEOUT } from '../support/rate-window';

/**
 * Every per-client limit counts a network (worker/lib/client-network.ts): an IPv6 client by its
 * /64, so the many addresses of one subscriber share one budget; an IPv4-mapped address is the
 * IPv4 client. (Reports on points and guide misses: facility-trust-voices.test.ts, guide-misses.test.ts.)
 */
const net64 = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
const subscribe = (ip: string) =>
  SELF.fetch(`${HOSTS.intl}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ email: `n-${crypto.randomUUID()}@example.org` }),
  });

describe('three addresses of one /64 share a limit', () => {
  it(
    'newsletter requests: 5 per 10 minutes per network',
    async () => {
      await awayFromWindowEnd(10 * 60_000, 15_000);
      const net = net64();
      for (let i = 0; i < 5; i++) expect((await subscribe(`${net}::${(i % 3) + 1}`)).status).toBe(202);
      expect((await subscribe(`${net}:0:0:0:abcd`)).status).toBe(429);
      // Another /64 has its own budget.
      expect((await subscribe(`${net64()}::1`)).status).toBe(202);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'socket upgrades that prove nobody: one budget for the /64',
    async () => {
      await awayFromWindowEnd(UNPROVEN_SOCKET_UPGRADES.windowMs, 15_000);
      const net = net64();
      const upgrade = (ip: string) =>
        SELF.fetch(`${HOSTS.ru}/ws/notification/?ticket=garbage`, {
          headers: { upgrade: 'websocket', 'cf-connecting-ip': ip },
        });
      for (let i = 0; i < UNPROVEN_SOCKET_UPGRADES.perAddress; i++) {
        const res = await upgrade(`${net}::${(i % 3) + 1}`);
        expect(res.status).toBe(101);
        res.webSocket!.accept();
        res.webSocket!.close();
      }
      expect((await upgrade(`${net}::9`)).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'an IPv4-mapped IPv6 address is the IPv4 client',
    async () => {
      await awayFromWindowEnd(10 * 60_000, 15_000);
      const b = crypto.getRandomValues(new Uint8Array(2));
      const v4 = `10.99.${b[0]}.${b[1]}`;
      for (let i = 0; i < 5; i++) expect((await subscribe(i % 2 ? v4 : `::ffff:${v4}`)).status).toBe(202);
      expect((await subscribe(`::FFFF:${v4}`)).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});
