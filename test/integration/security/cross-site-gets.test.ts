import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';

/**
 * State-changing GETs (docs/decisions/124-input-and-request-limits.md): another site's link or <img>
 * to `GET /api/logout` or `GET /api/recovery?email=` is refused (Sec-Fetch-Site: cross-site);
 * the routes still work for the site itself and for clients that send no such header.
 */
const sessionLive = async (id: string) =>
  (await env.DB.prepare('SELECT revoked_at FROM sessions WHERE id = ?').bind(id).first<{ revoked_at: number | null }>())
    ?.revoked_at === null;
const mails = async (email: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?')
    .bind(email)
    .first<{ n: number }>())!.n;

describe('cross-site GETs that would change state', () => {
  it('GET /api/logout from another site leaves the session alone', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await SELF.fetch(`${HOSTS.ru}/api/logout`, {
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'csrf_rejected',
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
    expect(await sessionLive(user.sessionId)).toBe(true);
    // The site's own request still ends it.
    const own = await SELF.fetch(`${HOSTS.ru}/api/logout`, {
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect(await sessionLive(user.sessionId)).toBe(false);
  });

  it('GET /api/recovery from another site queues no mail', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const url = `${HOSTS.ru}/api/recovery?email=${encodeURIComponent(user.email)}`;
    const res = await SELF.fetch(url, {
      headers: { 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': testAddress() },
    });
    expect(res.status).toBe(403);
    expect(await mails(user.email)).toBe(0);
    const app = await SELF.fetch(url, { headers: { 'cf-connecting-ip': testAddress() } });
    expect(app.status).toBe(200);
    expect(await mails(user.email)).toBe(1);
  });
});
