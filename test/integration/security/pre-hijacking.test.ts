import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../../editions';
import { findUserByEmail } from '../../../worker/data/users';
import { requestMergeLink } from '../../../worker/google/merge-mail';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';
import {
  CookieJar,
  followMergeLink,
  links,
  location,
  signInWithStandIn,
  unique,
  userRow,
} from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * Account pre-hijacking (docs/decisions/120-unverified-registrations-own-nothing.md): someone
 * registers the victim's address with a password of their own and never verifies it. When the
 * victim later comes with a provider-verified identity, none of the registrant's state survives.
 */
const ATTACKER_PASSWORD = 'Attacker123';
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

async function registerAsAttacker(email: string) {
  const res = await SELF.fetch(`${HOSTS.ru}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': testAddress() },
    body: JSON.stringify({
      first_name: 'Mallory',
      email,
      password: ATTACKER_PASSWORD,
      type: 'fl',
      custom_role: 'volunteer',
    }),
  });
  expect(res.status).toBe(201);
}

function passwordSignIn(email: string, password = ATTACKER_PASSWORD) {
  return SELF.fetch(`${HOSTS.ru}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
    body: new URLSearchParams({ grant_type: 'password', email, password }),
  });
}

describe('an unverified registration owns nothing', () => {
  it('register X/P, then Google as X: a registration, not a merge; X/P never signs in', async () => {
    const email = unique('prehijack');
    await registerAsAttacker(email);
    const [verifyMail] = await mailTo(email);
    const attackerLink = verifyMail!.links.find((l) => l.includes('jwt='))!;

    const victim = new CookieJar();
    const callback = await signInWithStandIn(victim, HOSTS.ru, { email, name: 'Victim' });
    expect(location(callback)).toBe('/google-auth');
    const done = await victim.fetch(`${HOSTS.ru}/google-auth`, { form: { roles: 'user', name: 'Victim' } });
    expect(done.status).toBe(303);
    expect(location(done)).toBe('/profile/');
    expect(victim.get('session')).toBeTruthy();

    const account = await userRow(email);
    expect(account).toMatchObject({ status: 'active', password_hash: null, name: 'Victim' });
    expect((await passwordSignIn(email)).status).toBe(401);
    // The verification link mailed for the registrant's row leads nowhere now.
    const stale = await SELF.fetch(attackerLink, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.includes('Max-Age=0'))).toBe(false);
    expect((await passwordSignIn(email)).status).toBe(401);
  });

  it('a merge link mailed for an unverified registration merges nothing and X/P fails', async () => {
    const email = unique('prehijack-link');
    await registerAsAttacker(email);
    const pending = (await findUserByEmail(env.DB, email))!;
    // A link as /confirm-merge mailed it before the fix (the victim clicks it from the mailbox).
    await requestMergeLink(
      { db: env.DB, secret: secret(), edition: EDITIONS.ru, locale: 'ru-RU', origin: HOSTS.ru, address: testAddress() },
      pending,
      { provider: 'google', issuer: `${HOSTS.ru}/dev/google`, subject: `sub-${email}`, email },
      '/profile/',
    );
    const link = (await mailTo(email))
      .find((m) => m.template === 'googleMerge')!
      .links.find((l) => l.includes('/confirm-merge?token='))!;
    const browser = new CookieJar();
    const res = await followMergeLink(browser, link.replace(/^https?:\/\/[^/]+/, HOSTS.ru));
    expect(res.status).toBe(409);
    expect(browser.get('session')).toBeUndefined();
    expect((await links(email)).results).toHaveLength(0);
    expect(await userRow(email)).toBeNull();
    expect((await passwordSignIn(email)).status).toBe(401);
  });

  it("a left-over corporate pending link does not silently link the registrant's row", async () => {
    const email = unique('prehijack-corp');
    const first = new CookieJar();
    await signInWithStandIn(first, HOSTS.ru, { email });
    await first.fetch(`${HOSTS.ru}/google-auth`, {
      form: {
        roles: 'charityEventCreator',
        name: 'Олег',
        orgName: 'ООО Зелёный',
        address: 'Москва',
        inn: '7707083893',
      },
    });
    // A manager declines through the console's API: the identity's note goes with the request.
    const manager = await createTestUser({ roles: ['manager'] });
    const request = await env.DB.prepare(`SELECT id FROM registration_requests WHERE email = ?`)
      .bind(email)
      .first<{ id: string }>();
    const declined = await SELF.fetch(`${HOSTS.ru}/api/manager/requests/${request!.id}/decline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}`, origin: HOSTS.ru },
      body: JSON.stringify({ reason: 'ИНН не найден' }),
    });
    expect(declined.status).toBe(200);
    expect(await env.DB.prepare('SELECT 1 FROM pending_identity_links WHERE email = ?').bind(email).first()).toBeNull();
    await registerAsAttacker(email);

    const victim = new CookieJar();
    const res = await signInWithStandIn(victim, HOSTS.ru, { email });
    expect(location(res)).toBe('/google-auth');
    expect(victim.get('session')).toBeUndefined();
    expect((await links(email)).results).toHaveLength(0);
    expect((await passwordSignIn(email)).status).toBe(403); // still only the unverified row
    await victim.fetch(`${HOSTS.ru}/google-auth`, { form: { roles: 'user', name: 'Олег' } });
    expect(await userRow(email)).toMatchObject({ status: 'active', password_hash: null });
    expect((await passwordSignIn(email)).status).toBe(401);
  });

  it('an approved corporate account activated by Google keeps nothing set before the proof', async () => {
    const email = unique('prehijack-approved');
    const first = new CookieJar();
    await signInWithStandIn(first, HOSTS.ru, { email });
    await first.fetch(`${HOSTS.ru}/google-auth`, {
      form: {
        roles: 'recyclingPointCreator',
        name: 'Ирина',
        orgName: 'ООО Пункт',
        address: 'Казань',
        inn: '7707083893',
      },
    });
    // The approved account, pending; suppose a password and a session got onto it somehow.
    const approved = await createTestUser({
      roles: ['facility'],
      email,
      orgName: 'ООО Пункт',
      status: 'pending',
      password: ATTACKER_PASSWORD,
    });
    const res = await signInWithStandIn(new CookieJar(), HOSTS.ru, { email });
    expect(location(res)).toBe('/profile/');
    expect(await userRow(email)).toMatchObject({ id: approved.userId, status: 'active', password_hash: null });
    const old = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE id = ?')
      .bind(approved.sessionId)
      .first<{ revoked_at: number | null }>();
    expect(old?.revoked_at).not.toBeNull();
    expect((await passwordSignIn(email)).status).toBe(401);
  });
});
