import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { revokeSession } from '../../worker/data/sessions';
import { HOSTS, getPage, readSnapshot } from './helpers';
import { createTestUser, testAddress } from './support/accounts';
import { latestLink } from './support/mail';

/**
 * What a returning visitor is told (docs/product.md §4.1, §8): a confirmation link opened again,
 * a page under a locale prefix the edition does not offer, a session that ended on the server
 * between two pages (ADR 205).
 */
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.org`;

async function registerVolunteer(host: string): Promise<string> {
  const email = unique('again');
  const res = await SELF.fetch(`${host}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
    body: JSON.stringify({ first_name: 'Ann', email, password: 'Secret123', type: 'fl', custom_role: 'volunteer' }),
  });
  expect(res.status).toBe(201);
  return latestLink(email);
}

const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('a confirmation link opened again', () => {
  it('says the address is already confirmed and offers signing in, not "invalid"', async () => {
    const link = await registerVolunteer(HOSTS.intl);
    expect((await getPage(link)).headers.get('location')).toBe('/profile');
    const again = await getPage(link);
    expect(again.headers.get('location')).toBe('/login?verification=used');
    const page = await (await getPage(`${HOSTS.intl}/login?verification=used`)).text();
    expect(page).toContain('Your e-mail is already confirmed: this link was used before. Just sign in.');
    expect(page).toMatch(/<a href="#login-form-login"[^>]*data-testid="login-notice-sign-in"[^>]*>Sign in<\/a>/);
    expect(page).not.toContain('The confirmation link is invalid');
  });

  it('in the same browser that is still signed in, it goes on to the profile', async () => {
    const link = await registerVolunteer(HOSTS.ru);
    const cookie = `session=${cookieValue(await getPage(link), 'session')}`;
    expect((await getPage(link, { headers: { cookie } })).headers.get('location')).toBe('/profile');
  });

  it('the API answers 409 already_confirmed; a forged or foreign link stays invalid', async () => {
    const jwt = new URL(await registerVolunteer(HOSTS.intl)).searchParams.get('jwt')!;
    expect((await SELF.fetch(`${HOSTS.intl}/api/auth/verify?jwt=${jwt}`)).status).toBe(200);
    const again = await SELF.fetch(`${HOSTS.intl}/api/auth/verify?jwt=${jwt}`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'already_confirmed',
      message: 'This address is already confirmed. Sign in with your e-mail and password.',
    });
    const broken = await getPage(`${HOSTS.intl}/?jwt=${jwt.slice(0, -3)}abc`);
    expect(broken.headers.get('location')).toBe('/login?verification=failed');
  });
});

describe('the 404 page under a locale prefix the edition does not offer', () => {
  it('names the whole path the visitor asked for', async () => {
    for (const [host, path] of [
      [HOSTS.intl, '/xx-yy/events'],
      [HOSTS.ru, '/en-us/events'],
      [HOSTS.kz, '/es-ar/charity-events'],
    ] as const) {
      const res = await getPage(`${host}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toMatch(
        new RegExp(`(Page not found|Страница не найдена|Бет табылмады): ${path.replace(/\//g, '\\/')}`),
      );
    }
    // An offered prefix is not part of the page's path.
    expect(await (await getPage(`${HOSTS.kz}/ru-kz/nothing`)).text()).toContain('Страница не найдена: /nothing');
  });
});

describe('a session that ended on the server between two pages', () => {
  it('revoked: the next page is the guest view that says the session expired, once', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await revokeSession(env.DB, user.sessionId);
    const res = await getPage(`${HOSTS.ru}/get-app`, { headers: { cookie: `${user.cookie}; had-session=1` } });
    expect(res.status).toBe(200);
    const snapshot = readSnapshot(await res.text());
    expect(snapshot.user).toBeNull();
    expect(snapshot.sessionEnded).toBe(true);
    // Both cookies go: the next page is an ordinary guest page.
    expect(cookieValue(res, 'session')).toBe('');
    expect(cookieValue(res, 'had-session')).toBe('');
    expect(readSnapshot(await (await getPage(`${HOSTS.ru}/get-app`)).text()).sessionEnded).toBeUndefined();
  });

  it('expired: the hour-long cookie is gone but the mark is there', async () => {
    const res = await getPage(`${HOSTS.kz}/ru-kz/get-app`, { headers: { cookie: 'had-session=1' } });
    expect(readSnapshot(await res.text()).sessionEnded).toBe(true);
  });

  it('on a /profile/ page: the sign-in page it is sent to says so', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await revokeSession(env.DB, user.sessionId);
    const res = await getPage(`${HOSTS.ru}/profile`, { headers: { cookie: `${user.cookie}; had-session=1` } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    // The mark outlives the redirect; the sign-in page tells and clears it.
    expect(cookieValue(res, 'had-session')).toBeUndefined();
    const login = await getPage(`${HOSTS.ru}/login`, { headers: { cookie: 'had-session=1' } });
    const html = await login.text();
    expect(html).toContain('data-testid="login-notice"');
    expect(html).toContain('Сессия истекла. Пожалуйста, войдите снова.');
    expect(cookieValue(login, 'had-session')).toBe('');
  });

  it('signing in sets the mark; signing out on purpose clears it and announces nothing', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const signIn = await SELF.fetch(`${HOSTS.ru}/api/auth/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: HOSTS.ru,
        'cf-connecting-ip': testAddress(),
      },
      body: new URLSearchParams({ grant_type: 'password', email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    expect(cookieValue(signIn, 'had-session')).toBe('1');
    const out = await SELF.fetch(`${HOSTS.ru}/api/logout/`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: HOSTS.ru },
    });
    expect(cookieValue(out, 'had-session')).toBe('');
    const page = await getPage(`${HOSTS.ru}/get-app`);
    expect(readSnapshot(await page.text()).sessionEnded).toBeUndefined();
  });
});
