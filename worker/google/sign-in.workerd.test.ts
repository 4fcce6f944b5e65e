import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../index';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser } from '../../test/integration/support/accounts';
import {
  CookieJar,
  links,
  location,
  signInWithStandIn,
  unique,
  userRow,
} from '../../test/integration/support/google-flow';

describe('Sign in with Google: the link and the redirect', () => {
  it('shows the link in the Russian and international editions and starts the flow with PKCE, state and nonce', async () => {
    for (const host of [HOSTS.ru, HOSTS.intl]) {
      expect(await (await getPage(`${host}/login`)).text()).toContain('href="/api/auth/google/authorize"');
    }
    const jar = new CookieJar();
    const res = await jar.fetch(`${HOSTS.ru}/api/auth/google/authorize`);
    expect(res.status).toBe(302);
    const target = new URL(location(res)!);
    expect(target.origin + target.pathname).toBe(`${HOSTS.ru}/dev/google/authorize`);
    const q = target.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe(`${HOSTS.ru}/google-auth`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(res.headers.getSetCookie().join('\n')).toMatch(/google_flow=.+HttpOnly/i);
  });

  it('the stand-in shows an identity chooser without login_hint and publishes discovery and JWKS', async () => {
    const start = await new CookieJar().fetch(`${HOSTS.ru}/api/auth/google/authorize`);
    const chooser = await getPage(location(start)!);
    expect(chooser.status).toBe(200);
    expect(await chooser.text()).toContain('data-testid="stand-in-email"');
    const discovery = (await (await getPage(`${HOSTS.ru}/dev/google/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(discovery.issuer).toBe(`${HOSTS.ru}/dev/google`);
    const jwks = (await (await getPage(discovery.jwks_uri)).json()) as { keys: { kty: string; alg: string }[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
  });

  it('the Kazakhstan edition has no link and answers 404 on every Google path', async () => {
    expect(await (await getPage(`${HOSTS.kz}/login`)).text()).not.toContain('/api/auth/google/authorize');
    for (const path of [
      '/api/auth/google/authorize',
      '/google-auth',
      '/google-auth?code=x&state=y',
      '/google-auth-error',
      '/confirm-merge',
      '/ru-kz/google-auth',
    ]) {
      expect((await getPage(`${HOSTS.kz}${path}`)).status, path).toBe(404);
    }
  });

  it('production without credentials hides the link and has neither the routes nor the stand-in', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    const get = (url: string) => app.request(url, { headers: { accept: 'text/html' } }, production);
    expect(await (await get('http://localhost/login')).text()).not.toContain('/api/auth/google/authorize');
    for (const path of [
      '/api/auth/google/authorize',
      '/google-auth',
      '/google-auth-error',
      '/confirm-merge',
      '/dev/google/.well-known/openid-configuration',
    ]) {
      expect((await get(`http://localhost${path}`)).status, path).toBe(404);
    }
  });

  it('with credentials configured the stand-in is gone even in development', async () => {
    const configured = { ...env, GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    const res = await app.request('http://localhost/dev/google/.well-known/openid-configuration', {}, configured);
    expect(res.status).toBe(404);
    expect(
      await (await app.request('http://localhost/login', { headers: { accept: 'text/html' } }, configured)).text(),
    ).toContain('/api/auth/google/authorize');
  });
});

describe('Sign in with Google: outcomes', () => {
  it('a new address gets the prefilled registration without a password, then an account that signs in', async () => {
    const jar = new CookieJar();
    const email = unique('new');
    const callback = await signInWithStandIn(jar, HOSTS.ru, { email, name: 'Вера Новикова' });
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe('/google-auth');
    const page = await jar.fetch(`${HOSTS.ru}/google-auth`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="registration-form"');
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${email}"|value="${email}"[^>]*name="email"`));
    expect(html).toContain('value="Вера Новикова"');
    expect(html).not.toContain('name="password"');
    expect(html).toContain('action="/google-auth"');
    expect(await userRow(email)).toBeNull();

    // The posted e-mail is ignored: the account gets the address Google verified.
    const done = await jar.fetch(`${HOSTS.ru}/google-auth`, {
      form: { roles: 'user', name: 'Вера Новикова', email: 'someone-else@example.org' },
    });
    expect(done.status).toBe(303);
    expect(location(done)).toBe('/profile/');
    expect(jar.get('session')).toBeTruthy();
    const user = await userRow(email);
    expect(user).toMatchObject({ status: 'active', password_hash: null, name: 'Вера Новикова' });
    expect(await userRow('someone-else@example.org')).toBeNull();
    expect((await links(email)).results).toEqual([{ user_id: user!.id, provider: 'google', email }]);
    expect((await jar.fetch(`${HOSTS.ru}/profile`)).status).toBe(200);
  });

  it('the prefilled registration validates like registration and keeps the identity', async () => {
    const jar = new CookieJar();
    const email = unique('invalid');
    await signInWithStandIn(jar, HOSTS.intl, { email });
    const res = await jar.fetch(`${HOSTS.intl}/google-auth`, { form: { name: '' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(email);
    expect(await userRow(email)).toBeNull();
  });

  it('a corporate sign-up through Google still goes to review', async () => {
    const jar = new CookieJar();
    const email = unique('corp');
    await signInWithStandIn(jar, HOSTS.ru, { email });
    const res = await jar.fetch(`${HOSTS.ru}/google-auth`, {
      form: {
        roles: 'charityEventCreator',
        name: 'Олег',
        orgName: 'ООО Зелёный',
        address: 'Москва',
        inn: '7707083893',
      },
    });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/registration-success?type=corporate');
    expect(await userRow(email)).toBeNull();
    const request = await env.DB.prepare('SELECT status FROM registration_requests WHERE email = ?')
      .bind(email)
      .first<{ status: string }>();
    expect(request?.status).toBe('pending');
    expect(
      await env.DB.prepare('SELECT subject FROM pending_identity_links WHERE email = ?').bind(email).first(),
    ).not.toBeNull();
  });

  it('after a manager approves a Google corporate sign-up, that identity signs in without a merge step', async () => {
    const email = unique('approved');
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.ru, { email });
    await jar.fetch(`${HOSTS.ru}/google-auth`, {
      form: {
        roles: 'recyclingPointCreator',
        name: 'Ирина',
        orgName: 'ООО Пункт',
        address: 'Казань',
        inn: '7707083893',
      },
    });
    // What the approval creates: an account for that address (no password).
    const approved = await createTestUser({ roles: ['facility'], email, orgName: 'ООО Пункт' });
    const res = await signInWithStandIn(new CookieJar(), HOSTS.ru, { email });
    expect(location(res)).toBe('/profile/');
    expect((await links(email)).results).toEqual([{ user_id: approved.userId, provider: 'google', email }]);
    expect(await env.DB.prepare('SELECT 1 FROM pending_identity_links WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('a disabled linked account is refused', async () => {
    const email = unique('disabled');
    const first = new CookieJar();
    await signInWithStandIn(first, HOSTS.ru, { email });
    await first.fetch(`${HOSTS.ru}/google-auth`, { form: { roles: 'user', name: 'Soon Disabled' } });
    await env.DB.prepare(`UPDATE users SET status = 'disabled' WHERE email = ?`).bind(email).run();
    const jar = new CookieJar();
    expect(location(await signInWithStandIn(jar, HOSTS.ru, { email }))).toBe(
      '/google-auth-error?reason=account-unavailable',
    );
    expect(jar.get('session')).toBeUndefined();
  });

  it('a linked account signs in at once and goes where it was heading', async () => {
    const email = unique('linked');
    const first = new CookieJar();
    await signInWithStandIn(first, HOSTS.ru, { email });
    await first.fetch(`${HOSTS.ru}/google-auth`, { form: { roles: 'user', name: 'Linked' } });
    const user = await userRow(email);

    const jar = new CookieJar();
    const res = await signInWithStandIn(jar, HOSTS.ru, { email, next: '/charity-events' });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/charity-events');
    const me = await jar.fetch(`${HOSTS.ru}/api/authing`);
    expect(((await me.json()) as { user_id: string }).user_id).toBe(user!.id);
    // An outside `next` is never followed.
    const other = await signInWithStandIn(new CookieJar(), HOSTS.ru, { email, next: '//evil.example/' });
    expect(location(other)).toBe('/profile/');
  });

  it('signed-in visitors on the Google paths go to /profile/', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (const path of [
      '/google-auth',
      '/google-auth?code=x&state=y',
      '/google-auth-error',
      '/api/auth/google/authorize',
      '/confirm-merge',
    ]) {
      const res = await getPage(`${HOSTS.ru}${path}`, { headers: { cookie: user.cookie } });
      expect(res.status, path).toBe(302);
      expect(location(res), path).toBe('/profile/');
    }
  });
});
