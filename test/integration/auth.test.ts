import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { disableUser } from '../../worker/data/users';
import { signJwt, base64url } from '../../worker/lib/jwt';
import { HOSTS } from './helpers';
import { createTestUser, testAddress } from './support/accounts';
import { awayFromWindowEnd, WINDOW_WAIT_TIMEOUT } from './support/rate-window';
import { SIGN_IN_FAILURES } from '../../worker/services/rate-limit';

const secret = (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

function signIn(host: string, fields: Record<string, string>, ip = testAddress(), path = '/api/auth/email') {
  return SELF.fetch(`${host}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body: new URLSearchParams({ grant_type: 'password', ...fields }),
  });
}
type ErrorBody = { error: { code: string; message: string } };

describe('POST /api/auth/email and /api/authing/ (docs/product.md §7, §3.3)', () => {
  it('answers every docs/product.md §3.3 field, sets an HttpOnly SameSite=Lax cookie, and records a session', async () => {
    const user = await createTestUser({ roles: ['promotion_creator', 'legacy_role'], orgName: 'Green Org' });
    const res = await signIn(HOSTS.intl, { email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    for (const key of [
      'jwt',
      'user_id',
      'user_name',
      'contact_phone',
      'email',
      'user_profile_id',
      'company_id',
      'company_name',
      'company_logo',
      'payment_account_id',
      'roles',
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body.user_id).toBe(user.userId);
    expect(body.company_id).toBe(user.orgId);
    expect(body.company_name).toBe('Green Org');
    expect(body.roles).toEqual({ legacy_role: true, promotion_creator: true });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // http in tests is not production: no Secure flag (it is set in production and on https).
    expect(cookie).not.toMatch(/Secure/i);
    const [header] = (body.jwt as string).split('.');
    // hono/jwt with the pinned algorithm and a key id for rotation (ADR 109).
    expect(JSON.parse(atob(header!.replace(/-/g, '+').replace(/_/g, '/')))).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: expect.stringMatching(/^[\w-]{12}$/),
    });
  });

  it('POST /api/authing/ takes username instead of email', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await signIn(
      HOSTS.ru,
      { username: user.email, password: user.password },
      testAddress(),
      '/api/authing/',
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user_id: string }).user_id).toBe(user.userId);
  });

  it('401 with the credentials-error text for a wrong password or unknown user, localized', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const en = await signIn(HOSTS.intl, { email: user.email, password: 'Wrong1234' });
    expect(en.status).toBe(401);
    expect(((await en.json()) as ErrorBody).error).toEqual({
      code: 'invalid_credentials',
      message: 'Incorrect login or password. Please check your credentials and try again.',
    });
    const ru = await signIn(HOSTS.ru, { email: 'nobody@example.org', password: 'Wrong1234' });
    expect(ru.status).toBe(401);
    expect(((await ru.json()) as ErrorBody).error.message).toBe(
      'Неверный логин или пароль. Проверьте введённые данные и попробуйте снова.',
    );
  });

  it('a user with no known role is a credentials error (docs/product.md §5.2)', async () => {
    const user = await createTestUser({ roles: ['legacy_role'] });
    const res = await signIn(HOSTS.intl, { email: user.email, password: user.password });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_credentials');
  });

  it('an unverified account is told to confirm its e-mail', async () => {
    const user = await createTestUser({ roles: ['volunteer'], status: 'pending' });
    const res = await signIn(HOSTS.intl, { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('email_not_verified');
  });

  it('missing fields are a localized 400, never a 500', async () => {
    const res = await signIn(HOSTS.intl, { email: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'validation_failed',
      message: 'This field is required',
    });
  });

  it(
    'rate limits failed sign-ins per account, with a localized message',
    async () => {
      await awayFromWindowEnd(SIGN_IN_FAILURES.windowMs);
      const user = await createTestUser({ roles: ['volunteer'] });
      for (let i = 0; i < 10; i++)
        expect((await signIn(HOSTS.intl, { email: user.email, password: 'Wrong1234' })).status).toBe(401);
      const limited = await signIn(HOSTS.kz, { email: user.email, password: user.password });
      expect(limited.status).toBe(429);
      // The account is locked for the minutes left in the current window (1–5), docs/decisions/040, 045.
      expect(((await limited.json()) as ErrorBody).error).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(/^Қате құпиясөз тым көп: .* [1-5] минутқа тоқтатылды\. /),
      });
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'rate limits failed sign-ins per client address across accounts',
    async () => {
      await awayFromWindowEnd(SIGN_IN_FAILURES.windowMs);
      const ip = testAddress();
      for (let i = 0; i < 30; i++)
        await signIn(HOSTS.intl, { email: `nobody${i}@example.org`, password: 'Wrong1234' }, ip);
      const user = await createTestUser({ roles: ['volunteer'] });
      expect((await signIn(HOSTS.intl, { email: user.email, password: user.password }, ip)).status).toBe(429);
      expect((await signIn(HOSTS.intl, { email: user.email, password: user.password })).status).toBe(200);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});

describe('GET /api/authing/, refresh, logout', () => {
  it('re-reads the user with a bearer token or the cookie', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const bearer = await SELF.fetch(`${HOSTS.intl}/api/authing/`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bearer.status).toBe(200);
    expect(((await bearer.json()) as { user_id: string; jwt: string }).jwt).toBe(user.token);
    const cookie = await SELF.fetch(`${HOSTS.intl}/api/authing/`, { headers: { cookie: user.cookie } });
    expect(cookie.status).toBe(200);
    const guest = await SELF.fetch(`${HOSTS.intl}/api/authing/`);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as ErrorBody).error.code).toBe('unauthorized');
  });

  it('refresh issues a new token for the same session; a logged-out session cannot refresh', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await new Promise((r) => setTimeout(r, 1100)); // a new iat, so a new token
    const res = await SELF.fetch(`${HOSTS.intl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    const { jwt } = (await res.json()) as { jwt: string };
    expect(jwt).not.toBe(user.token);
    expect(res.headers.get('set-cookie')).toContain(`session=${jwt}`);
    await SELF.fetch(`${HOSTS.intl}/api/logout/`, { headers: { authorization: `Bearer ${jwt}` } });
    const after = await SELF.fetch(`${HOSTS.intl}/api/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(after.status).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const out = await SELF.fetch(`${HOSTS.ru}/api/logout/`, { headers: { cookie: user.cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/i);
    expect((await SELF.fetch(`${HOSTS.ru}/api/authing/`, { headers: { cookie: user.cookie } })).status).toBe(401);
    // A guest logging out is fine too (fire and forget).
    expect((await SELF.fetch(`${HOSTS.ru}/api/logout/`)).status).toBe(200);
  });
});

describe('tokens that must be refused with 401', () => {
  const authing = (token: string) =>
    SELF.fetch(`${HOSTS.intl}/api/authing/`, { headers: { authorization: `Bearer ${token}` } });

  it('a tampered signature', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const [h, p, s] = user.token.split('.');
    const flipped = s!.slice(0, -2) + (s!.endsWith('AA') ? 'BB' : 'AA');
    expect((await authing(`${h}.${p}.${flipped}`)).status).toBe(401);
  });

  it('a tampered payload with the original signature', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await createTestUser({ roles: ['manager'] });
    const [h, p, s] = user.token.split('.');
    const claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(p!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
    );
    const forged = base64url(new TextEncoder().encode(JSON.stringify({ ...claims, sub: other.userId })));
    expect((await authing(`${h}.${forged}.${s}`)).status).toBe(401);
  });

  it('alg: none', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const [, p] = user.token.split('.');
    const none = base64url(new TextEncoder().encode(JSON.stringify({ alg: 'none', typ: 'JWT' })));
    expect((await authing(`${none}.${p}.`)).status).toBe(401);
    expect((await authing(`${none}.${p}`)).status).toBe(401);
  });

  it('an expired token of a live session', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const iat = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signJwt(
      { sub: user.userId, sid: user.sessionId, typ: 'session', iat, exp: iat + 3600 },
      secret,
    );
    expect((await authing(expired)).status).toBe(401);
  });

  it('a token signed with another secret', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const iat = Math.floor(Date.now() / 1000);
    const foreign = await signJwt(
      { sub: user.userId, sid: user.sessionId, typ: 'session', iat, exp: iat + 3600 },
      'another-secret-entirely',
    );
    expect((await authing(foreign)).status).toBe(401);
  });

  it('a logged-out session', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    expect((await authing(user.token)).status).toBe(200);
    await SELF.fetch(`${HOSTS.intl}/api/logout/`, { headers: { authorization: `Bearer ${user.token}` } });
    expect((await authing(user.token)).status).toBe(401);
  });

  it('a disabled user, on every session', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const second = await signIn(HOSTS.intl, { email: user.email, password: user.password });
    const { jwt } = (await second.json()) as { jwt: string };
    await disableUser(env.DB, user.userId);
    expect((await authing(user.token)).status).toBe(401);
    expect((await authing(jwt)).status).toBe(401);
    expect((await signIn(HOSTS.intl, { email: user.email, password: user.password })).status).toBe(401);
  });

  it('a token naming another key id, even with a valid signature', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const [, p] = user.token.split('.');
    const header = base64url(
      new TextEncoder().encode(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'rotated-out' })),
    );
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = base64url(
      new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${header}.${p}`))),
    );
    expect((await authing(`${header}.${p}.${signature}`)).status).toBe(401);
    expect((await authing(user.token)).status).toBe(200);
  });

  it('alg: HS512 with this secret is refused (the algorithm is pinned)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const [, p] = user.token.split('.');
    const header = base64url(new TextEncoder().encode(JSON.stringify({ alg: 'HS512', typ: 'JWT' })));
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-512' },
      false,
      ['sign'],
    );
    const signature = base64url(
      new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${header}.${p}`))),
    );
    expect((await authing(`${header}.${p}.${signature}`)).status).toBe(401);
  });

  it('a verification link is not a session token', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const iat = Math.floor(Date.now() / 1000);
    const link = await signJwt({ sub: user.userId, sid: user.sessionId, typ: 'verify', iat, exp: iat + 3600 }, secret);
    expect((await authing(link)).status).toBe(401);
  });
});
