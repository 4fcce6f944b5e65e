import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';

/** items 5 and 6 (docs/decisions/044): malformed input is a 4xx with the usual body, never a 500. */
const FORM_ROUTES = [
  '/login',
  '/registration',
  '/recovery',
  '/support/question',
  '/write-to-us',
  '/inquiry/volunteers',
  '/subscriptions',
  '/subscriptions/unsubscribe',
  '/confirm-email',
  '/profile/logout',
];
const BROKEN_MULTIPART: [string, string][] = [
  ['multipart/form-data', 'a=1'],
  ['multipart/form-data; boundary=', '--\r\n'],
  ['multipart/form-data; boundary=xyz', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
];

describe('malformed bodies', () => {
  it('a multipart body without or with a broken boundary is a 400 page on every form route', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (const path of FORM_ROUTES) {
      for (const [type, body] of BROKEN_MULTIPART) {
        const res = await SELF.fetch(`${HOSTS.intl}${path}`, {
          method: 'POST',
          redirect: 'manual',
          body,
          headers: {
            'content-type': type,
            accept: 'text/html',
            'cf-connecting-ip': testAddress(),
            ...(path.startsWith('/profile') ? { cookie: user.cookie } : {}),
          },
        });
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(await res.text()).toContain('The request body could not be read.');
      }
    }
  });

  it('the same on JSON endpoints answers the JSON error body', async () => {
    for (const path of [
      '/api/auth/email',
      '/api/auth/register',
      '/api/recovery/confirm',
      '/api/subscriptions',
      '/inquire',
    ]) {
      const res = await SELF.fetch(`${HOSTS.intl}${path}`, {
        method: 'POST',
        body: 'a=1',
        headers: { 'content-type': 'multipart/form-data', 'cf-connecting-ip': testAddress() },
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'malformed_form', message: 'The request body could not be read.' },
      });
    }
    const broken = await SELF.fetch(`${HOSTS.intl}/api/auth/register`, {
      method: 'POST',
      body: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  });

  it('text/plain and other unread types are a 415', async () => {
    for (const [path, type] of [
      ['/api/auth/register', 'text/plain'],
      ['/api/subscriptions', 'text/plain;charset=UTF-8'],
      ['/inquire', 'application/xml'],
      ['/login', 'text/plain'],
    ]) {
      const res = await SELF.fetch(`${HOSTS.intl}${path}`, {
        method: 'POST',
        body: '{"email":"a@example.org"}',
        headers: { 'content-type': type!, accept: 'application/json' },
      });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    }
  });

  it('a /media/ key longer than 1,024 characters is a 404, not a 500', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/media/${'a'.repeat(1100)}.png`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    const api = await SELF.fetch(`${HOSTS.ru}/media/${'b/'.repeat(600)}x.png`, {
      headers: { accept: 'application/json' },
    });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('/api/dev/notify for an unknown user is a 404', async () => {
    const res = await SELF.fetch(`${HOSTS.ru}/api/dev/notify`, {
      method: 'POST',
      body: JSON.stringify({ userId: 'nobody-at-all' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unknown_user');
  });
});
