import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from '../../test/integration/helpers';
import { createTestUser } from '../../test/integration/support/accounts';
import {
  CookieJar,
  approveAtStandIn,
  followMergeLink,
  links,
  location,
  signInWithStandIn,
  unique,
  userRow,
} from '../../test/integration/support/google-flow';
import { mailTo } from '../../test/integration/support/mail';

/** Sign in with Google: merging into a password account, and every failure path. */
describe('Sign in with Google: merging into an existing password account', () => {
  it('goes to /confirm-merge and links only after the right password', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('owner') });
    const jar = new CookieJar();
    const res = await signInWithStandIn(jar, HOSTS.ru, { email: owner.email });
    expect(location(res)).toBe('/confirm-merge');
    expect(jar.get('session')).toBeUndefined();
    const page = await jar.fetch(`${HOSTS.ru}/confirm-merge`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(owner.email);
    expect((await links(owner.email)).results).toHaveLength(0);

    const wrong = await jar.fetch(`${HOSTS.ru}/confirm-merge`, {
      form: { intent: 'password', password: 'Wrong1234pass' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('data-testid="confirm-merge-error"');
    expect((await links(owner.email)).results).toHaveLength(0);
    expect(jar.get('session')).toBeUndefined();

    const right = await jar.fetch(`${HOSTS.ru}/confirm-merge`, {
      form: { intent: 'password', password: owner.password },
    });
    expect(right.status).toBe(303);
    expect(location(right)).toBe('/profile/');
    expect(jar.get('session')).toBeTruthy();
    expect((await links(owner.email)).results).toEqual([
      { user_id: owner.userId, provider: 'google', email: owner.email },
    ]);

    // From now on Google signs the owner in directly.
    const again = await signInWithStandIn(new CookieJar(), HOSTS.ru, { email: owner.email });
    expect(location(again)).toBe('/profile/');
  });

  it('declining changes nothing', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('decline') });
    const before = await userRow(owner.email);
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.intl, { email: owner.email });
    const res = await jar.fetch(`${HOSTS.intl}/confirm-merge`, { form: { intent: 'decline' } });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/login?google=declined');
    expect(jar.get('session')).toBeUndefined();
    expect(jar.get('google_identity')).toBeUndefined();
    expect((await links(owner.email)).results).toHaveLength(0);
    expect(await userRow(owner.email)).toEqual(before);
    expect(location(await jar.fetch(`${HOSTS.intl}/confirm-merge`))).toBe('/login');
    expect(await (await jar.fetch(`${HOSTS.intl}/login?google=declined`)).text()).toContain(
      'data-testid="login-notice"',
    );
  });

  it('the mailed link proves ownership once', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('mail') });
    const jar = new CookieJar();
    await signInWithStandIn(jar, HOSTS.ru, { email: owner.email });
    const sent = await jar.fetch(`${HOSTS.ru}/confirm-merge`, { form: { intent: 'mail' } });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('data-testid="confirm-merge-mail-sent"');
    expect((await links(owner.email)).results).toHaveLength(0);
    const [mail] = await mailTo(owner.email);
    expect(mail?.template).toBe('googleMerge');
    const link = mail!.links.find((l) => l.includes('/confirm-merge?token='))!;

    const browser = new CookieJar();
    const res = await followMergeLink(browser, link);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/profile/');
    expect(browser.get('session')).toBeTruthy();
    expect((await links(owner.email)).results).toHaveLength(1);
    const reused = await new CookieJar().fetch(link);
    expect(reused.status).toBe(400);
  });
});

describe('Sign in with Google: failures go to /google-auth-error', () => {
  const cases = [
    { scenario: 'wrong-audience', reason: 'invalid-token' },
    { scenario: 'expired', reason: 'invalid-token' },
    { scenario: 'bad-signature', reason: 'invalid-token' },
    { scenario: 'unverified-email', reason: 'email-unverified' },
    { scenario: 'deny', reason: 'provider-denied' },
  ] as const;
  for (const { scenario, reason } of cases) {
    it(`${scenario} → ${reason}, nothing created`, async () => {
      const email = unique(scenario);
      const jar = new CookieJar();
      const res = await signInWithStandIn(jar, HOSTS.ru, { email, scenario });
      expect(res.status).toBe(302);
      expect(location(res)).toBe(`/google-auth-error?reason=${reason}`);
      expect(jar.get('session')).toBeUndefined();
      expect(jar.get('google_identity')).toBeUndefined();
      expect(await userRow(email)).toBeNull();
    });
  }

  it('a tampered state is refused', async () => {
    const jar = new CookieJar();
    const callback = await approveAtStandIn(jar, HOSTS.ru, { email: unique('state') });
    callback.searchParams.set('state', 'forged-state');
    const res = await jar.fetch(callback);
    expect(location(res)).toBe('/google-auth-error?reason=state-mismatch');
  });

  it('a callback without the flow cookie (another browser) is refused', async () => {
    const callback = await approveAtStandIn(new CookieJar(), HOSTS.ru, { email: unique('nocookie') });
    const res = await new CookieJar().fetch(callback);
    expect(location(res)).toBe('/google-auth-error?reason=state-mismatch');
  });

  it('a forged flow cookie is refused', async () => {
    const jar = new CookieJar();
    const callback = await approveAtStandIn(jar, HOSTS.ru, { email: unique('forged') });
    const [h, p] = jar.get('google_flow')!.split('.');
    jar.set('google_flow', `${h}.${p}.AAAA`);
    expect(location(await jar.fetch(callback))).toBe('/google-auth-error?reason=state-mismatch');
  });

  it('the error page explains the reason and leads back to sign-in', async () => {
    const res = await getPage(`${HOSTS.intl}/google-auth-error?reason=invalid-token`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-reason="invalid-token"');
    expect(html).toContain('could not be verified');
    expect(html).toContain('href="/login"');
    const ru = await (await getPage(`${HOSTS.ru}/google-auth-error?reason=nonsense`)).text();
    expect(ru).toContain('data-reason="generic"');
    expect(ru).toContain('Попробуйте ещё раз');
  });
});
