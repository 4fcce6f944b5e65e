import { describe, expect, it } from 'vitest';
import { HOSTS, getPage, readSnapshot } from './helpers';
import { createTestUser } from './support/accounts';

describe('route guards (docs/product.md §5.5, §6)', () => {
  it('a guest on /profile/charity-events (and any /profile page) goes to /login', async () => {
    for (const path of ['/profile/charity-events', '/profile', '/profile/', '/profile/logout', '/profile/anything']) {
      const res = await getPage(`${HOSTS.ru}${path}`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/login');
    }
  });

  it('keeps the locale prefix in the redirect', async () => {
    const res = await getPage(`${HOSTS.kz}/ru-kz/profile/balance`);
    expect(res.headers.get('location')).toBe('/ru-kz/login');
  });

  it('a volunteer on /profile/recycling-points goes to /404/; /profile/balance is theirs', async () => {
    const volunteer = await createTestUser({ roles: ['volunteer'] });
    const points = await getPage(`${HOSTS.ru}/profile/recycling-points`, { headers: { cookie: volunteer.cookie } });
    expect(points.status).toBe(302);
    expect(points.headers.get('location')).toBe('/404/');
    const owner = await createTestUser({ roles: ['facility'], orgName: 'Points Org' });
    const balance = await getPage(`${HOSTS.ru}/profile/balance`, { headers: { cookie: owner.cookie } });
    expect(balance.headers.get('location')).toBe('/404/');
    const allowed = await getPage(`${HOSTS.ru}/profile/balance`, { headers: { cookie: volunteer.cookie } });
    expect(allowed.headers.get('location')).not.toBe('/404/');
    expect(allowed.headers.get('location')).not.toBe('/login');
  });

  it('signed-in visitors of login, logout, recovery, registration and google paths go to /profile/', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (const path of [
      '/login',
      '/login/',
      '/logout',
      '/recovery',
      '/registration',
      '/registration/',
      '/google-auth',
    ]) {
      const res = await getPage(`${HOSTS.intl}${path}`, { headers: { cookie: user.cookie } });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/profile/');
    }
    // registration-success is not a registration path.
    expect((await getPage(`${HOSTS.intl}/registration-success`, { headers: { cookie: user.cookie } })).status).toBe(
      200,
    );
  });

  it('the signed-in user reaches /profile and sees themselves in the snapshot; the API gets JSON 401s, not redirects', async () => {
    const user = await createTestUser({
      roles: ['promotion_creator', 'unknown_role'],
      orgName: 'Events Org',
      name: 'Ivan',
    });
    const res = await getPage(`${HOSTS.intl}/profile`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const state = readSnapshot(html);
    expect(state.user).toMatchObject({
      id: user.userId,
      name: 'Ivan',
      orgName: 'Events Org',
      roles: ['charityEventsCreator'],
    });
    expect(typeof state.user.tokenExpire).toBe('number');
    expect(html).not.toContain(user.token);
    const api = await getPage(`${HOSTS.intl}/api/authing/`);
    expect(api.status).toBe(401);
  });

  it('a stale cookie is cleared and the visitor is a guest', async () => {
    const res = await getPage(`${HOSTS.intl}/`, { headers: { cookie: 'session=not.a.token' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;/);
  });
});
