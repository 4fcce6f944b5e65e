import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser } from '../../test/integration/support/accounts';
import {
  CookieJar,
  approveAtStandIn,
  links,
  location,
  signInWithStandIn,
  unique,
} from '../../test/integration/support/google-flow';

/** Sign in with Google: sign-in methods in the profile, and the docs/product.md §7 callback API. */
describe('Sign in with Google: the profile', () => {
  it('lists the sign-in methods and unlinks Google when a password is set', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('profile') });
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.ru, { email: owner.email });
    await jar.fetch(`${HOSTS.ru}/confirm-merge`, { form: { intent: 'password', password: owner.password } });
    const page = await (await jar.fetch(`${HOSTS.ru}/profile`)).text();
    expect(page).toContain('data-testid="sign-in-methods"');
    expect(page).toContain(`Привязан: ${owner.email}`);
    expect(page).toContain('data-testid="sign-in-methods-unlink"');

    const res = await jar.fetch(`${HOSTS.ru}/profile/sign-in-methods/google/unlink`, { form: {} });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/profile?sign-in-methods=unlinked#sign-in-methods');
    expect((await links(owner.email)).results).toHaveLength(0);
    expect(await (await jar.fetch(`${HOSTS.ru}/profile?sign-in-methods=unlinked`)).text()).toContain('Не привязан');
    // Unlinked: the next Google sign-in asks for the merge proof again.
    expect(location(await signInWithStandIn(new CookieJar(), HOSTS.ru, { email: owner.email }))).toBe('/confirm-merge');
  });

  it('refuses to unlink Google from an account without a password', async () => {
    const email = unique('nopass');
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.intl, { email });
    await jar.fetch(`${HOSTS.intl}/google-auth`, { form: { roles: 'user', name: 'Only Google' } });
    const page = await (await jar.fetch(`${HOSTS.intl}/profile`)).text();
    expect(page).toContain(`Linked: ${email}`);
    expect(page).not.toContain('data-testid="sign-in-methods-unlink"');
    const res = await jar.fetch(`${HOSTS.intl}/profile/sign-in-methods/google/unlink`, { form: {} });
    expect(location(res)).toBe('/profile?sign-in-methods=needs-password#sign-in-methods');
    expect((await links(email)).results).toHaveLength(1);
  });

  it('needs a session to unlink', async () => {
    const res = await getPage(`${HOSTS.ru}/profile/sign-in-methods/google/unlink`, {
      method: 'POST',
      headers: { origin: HOSTS.ru },
    });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/login');
  });
});

describe('Sign in with Google: GET /api/auth/google/callback (docs/product.md §7)', () => {
  const api = (jar: CookieJar, callback: URL, redirectUri = `${callback.origin}/google-auth`) => {
    const q = new URLSearchParams(callback.searchParams);
    q.set('redirect_uri', redirectUri);
    return jar.fetch(`${callback.origin}/api/auth/google/callback?${q}`);
  };

  it('answers the password sign-in data for a linked account', async () => {
    const email = unique('api');
    const first = new CookieJar();
    await signInWithStandIn(first, HOSTS.intl, { email });
    await first.fetch(`${HOSTS.intl}/google-auth`, { form: { roles: 'user', name: 'Api User' } });

    const jar = new CookieJar();
    const res = await api(jar, await approveAtStandIn(jar, HOSTS.intl, { email }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { jwt: string; user_id: string; email: string; roles: Record<string, boolean> };
    expect(body).toMatchObject({ email, roles: { volunteer: true } });
    expect(body.jwt).toBe(jar.get('session'));
  });

  it('says where to go when the account must be created or merged, and explains failures', async () => {
    const jar = new CookieJar();
    const fresh = await api(jar, await approveAtStandIn(jar, HOSTS.ru, { email: unique('api-new') }));
    expect(fresh.status).toBe(409);
    expect(await fresh.json()).toMatchObject({ error: { code: 'registration_required' }, redirect: '/google-auth' });

    const bad = new CookieJar();
    const refused = await api(
      bad,
      await approveAtStandIn(bad, HOSTS.ru, { email: unique('api-bad'), scenario: 'bad-signature' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'invalid-token' },
      redirect: '/google-auth-error?reason=invalid-token',
    });

    const other = new CookieJar();
    const wrongUri = await api(
      other,
      await approveAtStandIn(other, HOSTS.ru, { email: unique('api-uri') }),
      'https://evil.example/google-auth',
    );
    expect(wrongUri.status).toBe(400);
    expect(((await wrongUri.json()) as { error: { code: string } }).error.code).toBe('invalid_redirect_uri');
    expect((await getPage(`${HOSTS.ru}/api/auth/google/callback`)).status).toBe(400);
  });
});
