import { SELF, createExecutionContext, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import app from '../../../worker/index';
import { issueSocketTicket, verifySocketTicket } from '../../../worker/durable/socket-ticket';
import { parseVars, type AppEnv } from '../../../worker/env';
import { base64url, signJwt, verifyJwt, type JwtClaims } from '../../../worker/lib/jwt';
import { keyId } from '../../../worker/lib/keyring';
import { startSession } from '../../../worker/services/auth/session-tokens';
import { unsubscribeToken } from '../../../worker/forms/rules';
import { readFlowCookie, writeFlowCookie } from '../../../worker/google/flow-cookies';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';
import { CookieJar, signInWithStandIn, unique } from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * Key rotation without sign-outs (ADR 109, README "Deploy checklist" 4). The suite's own binding
 * is the key before the rotation (OLD): everything made through SELF or the test helpers is signed
 * with it. The same app then answers with two other configurations:
 *  - `rotating`: JWT_SECRET = NEW, JWT_SECRET_PREVIOUS = OLD (the rotation window);
 *  - `rotated`:  JWT_SECRET = NEW alone (JWT_SECRET_PREVIOUS deleted at the end).
 */
const OLD = (env as unknown as { JWT_SECRET: string }).JWT_SECRET;
const NEW = 'rotated-integration-secret-0123456789';
const THIRD = 'a-third-key-nobody-configured-0123';
const rotating = { ...env, JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD } as Env;
const rotated = { ...env, JWT_SECRET: NEW } as Env;

const request = (config: Env, url: string, init: RequestInit = {}) =>
  app.request(url, { redirect: 'manual', ...init }, config, createExecutionContext());
const authing = (config: Env, token: string) =>
  request(config, `${HOSTS.intl}/api/authing`, { headers: { authorization: `Bearer ${token}` } });
const page = (config: Env, token: string) =>
  request(config, `${HOSTS.intl}/profile/`, { headers: { accept: 'text/html', cookie: `session=${token}` } });

const enc = (v: unknown) => base64url(new TextEncoder().encode(JSON.stringify(v)));
const part = (token: string, i: number) =>
  JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(atob(token.split('.')[i]!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    ),
  ) as Record<string, unknown>;
const kidOf = (token: string) => part(token, 0).kid;
const now = () => Math.floor(Date.now() / 1000);
const claimsOf = (u: TestUser, typ: JwtClaims['typ'] = 'session'): JwtClaims => ({
  sub: u.userId,
  sid: u.sessionId,
  typ,
  iat: now(),
  exp: now() + 600,
});
/** A token signed with `secret` whose header names `kid`, as hono/jwt signed sessions before jose did (they still verify). */
const signNaming = async (claims: JwtClaims, secret: string, kid: string) =>
  sign({ ...claims }, { kty: 'oct', k: base64url(new TextEncoder().encode(secret)), alg: 'HS256', kid });
const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => /^session=([^;]*)/.exec(line)?.[1])
    .find((v) => v !== undefined);

describe('session tokens across a key rotation', () => {
  it('a token of the previous key works while JWT_SECRET_PREVIOUS names it, and not once it is removed', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    expect(kidOf(user.token)).toBe(await keyId(OLD));
    expect((await authing(rotating, user.token)).status).toBe(200);
    expect((await page(rotating, user.token)).status).toBe(200);
    expect((await authing(rotated, user.token)).status).toBe(401);
    const refused = await page(rotated, user.token);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain('/login');
  });

  it('a page visit re-signs a previous-key cookie with the current key (same session)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await page(rotating, user.token);
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).toBeTruthy();
    expect(kidOf(fresh!)).toBe(await keyId(NEW));
    expect(part(fresh!, 1).sid).toBe(user.sessionId);
    expect((await authing(rotated, fresh!)).status).toBe(200);
  });

  it('the refresh call re-signs a previous-key token with the current key', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await request(rotating, `${HOSTS.intl}/api/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    const { jwt } = (await res.json()) as { jwt: string };
    expect(kidOf(jwt)).toBe(await keyId(NEW));
    expect((await authing(rotated, jwt)).status).toBe(200);
  });

  it('a token of the current key works during and after the rotation and is not re-issued', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const { token } = await startSession(env.DB, NEW, user.userId, 'vitest');
    expect(kidOf(token)).toBe(await keyId(NEW));
    expect((await authing(rotating, token)).status).toBe(200);
    expect((await authing(rotated, token)).status).toBe(200);
    const visit = await page(rotating, token);
    expect(visit.status).toBe(200);
    expect(sessionCookie(visit)).toBeUndefined();
    // ... and the suite's own configuration (OLD alone) never knew NEW.
    expect(
      (await SELF.fetch(`${HOSTS.intl}/api/authing`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
  });

  it('a token without a key id (from before key ids) is tried with both keys', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const legacy = await sign({ ...claimsOf(user) }, OLD);
    expect(kidOf(legacy)).toBeUndefined();
    expect((await authing(rotating, legacy)).status).toBe(200);
    expect((await authing(rotated, legacy)).status).toBe(401);
  });

  const REFUSED: [string, (u: TestUser) => Promise<string>][] = [
    ['an unknown key id (a third key)', async (u) => signJwt(claimsOf(u), THIRD)],
    ['the previous key naming an unknown key id', async (u) => signNaming(claimsOf(u), OLD, 'not-a-key-id')],
    ['the current key naming an unknown key id', async (u) => signNaming(claimsOf(u), NEW, 'not-a-key-id')],
    ['no key id, signed with a third key', async (u) => sign({ ...claimsOf(u) }, THIRD)],
    ['the previous key naming the current key id', async (u) => signNaming(claimsOf(u), OLD, await keyId(NEW))],
    ['the current key naming the previous key id', async (u) => signNaming(claimsOf(u), NEW, await keyId(OLD))],
    ['a third key naming the previous key id', async (u) => signNaming(claimsOf(u), THIRD, await keyId(OLD))],
    [
      'alg: none naming the previous key id',
      async (u) => `${enc({ alg: 'none', typ: 'JWT', kid: await keyId(OLD) })}.${u.token.split('.')[1]}.`,
    ],
    [
      'alg: HS512 header naming the previous key id',
      async (u) =>
        `${enc({ alg: 'HS512', typ: 'JWT', kid: await keyId(OLD) })}.${u.token.split('.')[1]}.${u.token.split('.')[2]}`,
    ],
    [
      'a previous-key token with a tampered payload',
      async (u) => {
        const [h, , s] = u.token.split('.');
        return `${h}.${enc({ ...part(u.token, 1), exp: now() + 99_999 })}.${s}`;
      },
    ],
    ['a previous-key verify link used as a session', async (u) => signJwt(claimsOf(u, 'verify'), OLD)],
    [
      'an expired previous-key token',
      async (u) => signJwt({ ...claimsOf(u), iat: now() - 7200, exp: now() - 3600 }, OLD),
    ],
  ];

  it.each(REFUSED)('refused during the rotation: %s', async (_name, make) => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const token = await make(user);
    expect((await authing(rotating, token)).status).toBe(401);
    expect((await page(rotating, token)).status).toBe(302);
  });
});

describe('links and tickets across a key rotation', () => {
  it('a verify link of the previous key verifies during the rotation only', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const link = await signJwt(claimsOf(user, 'verify'), OLD);
    expect(await verifyJwt(link, parseVars(rotating).keys, 'verify')).toMatchObject({
      stale: true,
      claims: { sub: user.userId },
    });
    expect(await verifyJwt(link, parseVars(rotated).keys, 'verify')).toBeNull();
  });

  it('a socket ticket of the previous key is accepted during the rotation only (no key id: current, then previous)', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const old = (await issueSocketTicket(OLD, user.userId, user.sessionId)).ticket;
    // The hub reads its keys the same way (parseVars of its env).
    expect(await verifySocketTicket(parseVars(rotating).keys, old)).toMatchObject({
      sub: user.userId,
      sid: user.sessionId,
    });
    expect(await verifySocketTicket(parseVars(rotated).keys, old)).toBeNull();
    const current = (await issueSocketTicket(NEW, user.userId, user.sessionId)).ticket;
    expect(await verifySocketTicket(parseVars(rotating).keys, current)).not.toBeNull();
    expect(await verifySocketTicket(parseVars(rotated).keys, current)).not.toBeNull();
    const third = (await issueSocketTicket(THIRD, user.userId, user.sessionId)).ticket;
    expect(await verifySocketTicket(parseVars(rotating).keys, third)).toBeNull();
  });

  it('an unsubscribe link mailed before the rotation still works during it, and not after', async () => {
    const email = `rotation-${crypto.randomUUID()}@example.org`;
    const subscribed = await SELF.fetch(`${HOSTS.intl}/api/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': testAddress() },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(202);
    const { id } = (await env.DB.prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?')
      .bind(email)
      .first<{ id: string }>())!;
    const token = await unsubscribeToken(OLD, id);
    const unsubscribe = (config: Env) =>
      request(config, `${HOSTS.intl}/subscriptions/unsubscribe`, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.intl },
        body: new URLSearchParams({ id, token }).toString(),
      });
    expect((await unsubscribe(rotated)).status).toBe(400);
    expect(
      (await env.DB.prepare('SELECT unsubscribed_at FROM newsletter_subscriptions WHERE id = ?')
        .bind(id)
        .first<{ unsubscribed_at: number | null }>())!.unsubscribed_at,
    ).toBeNull();
    expect((await unsubscribe(rotating)).status).toBe(200);
    expect(
      (await env.DB.prepare('SELECT unsubscribed_at FROM newsletter_subscriptions WHERE id = ?')
        .bind(id)
        .first<{ unsubscribed_at: number | null }>())!.unsubscribed_at,
    ).toBeGreaterThan(0);
  });

  it('a Google merge link mailed before the rotation still works during it, and signs in with the current key', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('rotation') });
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.ru, { email: owner.email });
    expect((await jar.fetch(`${HOSTS.ru}/confirm-merge`, { form: { intent: 'mail' } })).status).toBe(200);
    const [mail] = await mailTo(owner.email);
    const link = mail!.links.find((l) => l.includes('/confirm-merge?token='))!;
    expect(kidOf(new URL(link).searchParams.get('token')!)).toBe(await keyId(OLD));
    // A refused signature does not use up the link's one-time token.
    expect((await request(rotated, link, { headers: { accept: 'text/html' } })).status).toBe(400);
    // The GET shows the page; its button POSTs the token.
    expect((await request(rotating, link, { headers: { accept: 'text/html' } })).status).toBe(200);
    const res = await request(rotating, link.split('?')[0]!, {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(link).origin,
      },
      body: new URLSearchParams({ intent: 'link', token: new URL(link).searchParams.get('token')! }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile/');
    expect(kidOf(sessionCookie(res)!)).toBe(await keyId(NEW));
  });

  it('a Google flow cookie written before the rotation is read during it only; new ones name the current key', async () => {
    const flow = { state: 's', nonce: 'n', codeVerifier: 'v', next: '/profile/' };
    const mini = (config: Env) => {
      const hono = new Hono<AppEnv>();
      hono.use('*', async (c, next) => {
        c.set('vars', parseVars(config));
        await next();
      });
      hono.get('/write', async (c) => {
        await writeFlowCookie(c, flow);
        return c.text('ok');
      });
      hono.get('/read', async (c) => c.json(await readFlowCookie(c)));
      return hono;
    };
    const write = async (config: Env) =>
      /google_flow=([^;]*)/.exec(
        (await mini(config).request('http://localhost/write')).headers.getSetCookie().join('\n'),
      )![1]!;
    const read = async (config: Env, cookie: string) =>
      (await mini(config).request('http://localhost/read', { headers: { cookie: `google_flow=${cookie}` } })).json();

    const before = await write(env as Env);
    expect(kidOf(before)).toBe(await keyId(OLD));
    expect(await read(rotating, before)).toEqual(flow);
    expect(await read(rotated, before)).toBeNull();
    const during = await write(rotating);
    expect(kidOf(during)).toBe(await keyId(NEW));
    expect(await read(rotated, during)).toEqual(flow);
  });
});

describe('JWT_SECRET_PREVIOUS configuration', () => {
  it('is optional, validated like JWT_SECRET when present, and dropped when it equals JWT_SECRET', () => {
    expect(parseVars(rotated).keys).toEqual({ current: NEW });
    expect(parseVars(rotating).keys).toEqual({ current: NEW, previous: OLD });
    expect(parseVars({ ...rotating, JWT_SECRET_PREVIOUS: NEW } as Env).keys).toEqual({ current: NEW });
    expect(() => parseVars({ ...rotating, JWT_SECRET_PREVIOUS: 'too-short' } as Env)).toThrow(/JWT_SECRET_PREVIOUS/);
    expect(() => parseVars({ ...rotating, JWT_SECRET_PREVIOUS: '' } as Env)).toThrow(/JWT_SECRET_PREVIOUS/);
  });
});
