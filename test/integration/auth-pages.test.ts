import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress } from './support/accounts';

const postLogin = (host: string, body: Record<string, string>, ip = testAddress()) =>
  getPage(`${host}/login`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'login', ...body }),
    headers: { origin: host, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
  });

describe('login page and sign-in without JavaScript', () => {
  it('/login is the permanent login modal titled authorization, with the login state', async () => {
    const html = await (await getPage(`${HOSTS.intl}/login`)).text();
    expect(html).toContain('data-testid="login-modal"');
    expect(html).toContain('>Authorization</h2>');
    expect(html).toContain('data-state="login"');
    expect(html).not.toContain('login-modal-close');
    expect(html).toContain('data-testid="login-third-party"');
  });

  it('?restore-password opens the panel on restore-password; Kazakhstan has no third-party link', async () => {
    const html = await (await getPage(`${HOSTS.kz}/login?restore-password`)).text();
    expect(html).toContain('data-state="restore-password"');
    expect(html).not.toContain('data-testid="login-third-party"');
  });

  it('a right password sets the cookie and redirects to /profile/', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await postLogin(HOSTS.intl, { login: user.email, password: user.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile/');
    expect(res.headers.get('set-cookie')).toMatch(/^session=.+HttpOnly/i);
  });

  it('a wrong password re-renders with the credentials-error text, in each locale', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const en = await postLogin(HOSTS.intl, { login: user.email, password: 'Wrong1234' });
    expect(en.status).toBe(401);
    const html = await en.text();
    expect(html).toContain('data-error="credentials-error"');
    expect(html).toContain('Incorrect login or password. Please check your credentials and try again.');
    const kk = await postLogin(HOSTS.kz, { login: user.email, password: 'Wrong1234' });
    expect(await kk.text()).toContain('Логин немесе құпиясөз қате. Енгізілген деректерді тексеріп, қайталап көріңіз.');
  });

  it('empty fields re-render with the required message', async () => {
    const res = await postLogin(HOSTS.ru, { login: '', password: '' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Это поле обязательно для заполнения');
  });

  it('an unverified account gets a server-error with its own text', async () => {
    const user = await createTestUser({ roles: ['volunteer'], status: 'pending' });
    const res = await postLogin(HOSTS.intl, { login: user.email, password: user.password });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('data-error="server-error"');
    expect(html).toContain('Please confirm your e-mail address first');
  });

  it('/profile/logout posts end the session and land on /logout', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const page = await getPage(`${HOSTS.intl}/profile/logout`, { headers: { cookie: user.cookie } });
    expect(await page.text()).toContain('Are you sure you want to log out?');
    const res = await getPage(`${HOSTS.intl}/profile/logout`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: HOSTS.intl },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/logout');
    expect((await getPage(`${HOSTS.intl}/profile`, { headers: { cookie: user.cookie } })).headers.get('location')).toBe(
      '/login',
    );
    expect(await (await getPage(`${HOSTS.intl}/logout`)).text()).toContain('You have signed out.');
  });

  it('a cross-site form post is refused (CSRF)', async () => {
    const res = await getPage(`${HOSTS.intl}/login`, {
      method: 'POST',
      body: 'intent=login',
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });
});

describe('/dev/mail', () => {
  it('lists messages as HTML with clickable links, and as JSON', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await getPage(`${HOSTS.intl}/api/recovery/?email=${encodeURIComponent(user.email)}`, {
      headers: { 'cf-connecting-ip': testAddress() },
    });
    const html = await (await getPage(`${HOSTS.intl}/dev/mail?to=${encodeURIComponent(user.email)}`)).text();
    expect(html).toContain('Password recovery on EcoPortal');
    expect(html).toMatch(/<a href="http:\/\/intl\.localhost:8787\/recovery\?token=[\w-]+">/);
    const json = (await (await getPage(`${HOSTS.intl}/dev/mail.json`)).json()) as unknown[];
    expect(json.length).toBeGreaterThan(0);
  });
});
