import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';
import { awayFromWindowEnd, WINDOW_WAIT_TIMEOUT } from '../support/rate-window';
import { SIGN_IN_FAILURES } from '../../../worker/services/rate-limit';

/** item 1 (docs/decisions/040): the sign-in limit holds under parallel guessing. */
function signIn(email: string, password: string, ip = testAddress()) {
  return SELF.fetch(`${HOSTS.intl}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body: new URLSearchParams({ grant_type: 'password', email, password }),
  });
}

describe('atomic sign-in limit', () => {
  it(
    '40 parallel wrong passwords: at most 10 are checked, the rest 429 with Retry-After',
    async () => {
      await awayFromWindowEnd(SIGN_IN_FAILURES.windowMs);
      const user = await createTestUser({ roles: ['volunteer'] });
      const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(user.email, 'Wrong1234pass')));
      const statuses = answers.map((r) => r.status);
      const checked = statuses.filter((s) => s === 401).length;
      const limited = answers.filter((r) => r.status === 429);
      console.log(`parallel guesses: ${checked} checked, ${limited.length} refused`);
      expect(checked).toBe(10);
      expect(limited.length).toBe(30);
      for (const r of limited) {
        const retry = Number(r.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(300);
      }
      // The account is locked now, even for the right password from a fresh address.
      expect((await signIn(user.email, user.password)).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'a right password gives its reserved attempt back',
    async () => {
      await awayFromWindowEnd(SIGN_IN_FAILURES.windowMs);
      const user = await createTestUser({ roles: ['volunteer'] });
      for (let i = 0; i < 9; i++) expect((await signIn(user.email, 'Wrong1234pass')).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(user.email, user.password)).status).toBe(200);
      expect((await signIn(user.email, 'Wrong1234pass')).status).toBe(401);
      expect((await signIn(user.email, 'Wrong1234pass')).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'the no-JavaScript login page answers 429 with Retry-After too',
    async () => {
      await awayFromWindowEnd(SIGN_IN_FAILURES.windowMs);
      const user = await createTestUser({ roles: ['volunteer'] });
      const ip = testAddress();
      await Promise.all(Array.from({ length: 10 }, () => signIn(user.email, 'Wrong1234pass', ip)));
      const res = await SELF.fetch(`${HOSTS.intl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          'cf-connecting-ip': testAddress(),
        },
        body: new URLSearchParams({ login: user.email, password: user.password }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});
