import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { VERIFY_TTL_MS } from '../../../worker/services/auth/stale-registration';
import { startSession } from '../../../worker/services/auth/session-tokens';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';
import { unique } from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * An unverified registration owns nothing (docs/decisions/127): once its verification link has
 * expired it no longer blocks the address's owner, and a recovery that activates a pending
 * account keeps nothing the registrant set.
 */
const ATTACKER = 'Attacker123';
const VICTIM = 'Victim123pass';
const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${HOSTS.ru}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'cf-connecting-ip': testAddress(),
      origin: HOSTS.ru,
      ...headers,
    },
    body: JSON.stringify(body),
  });
const register = (email: string, password: string, name: string) =>
  post('/api/auth/register', { first_name: name, email, password, type: 'fl', custom_role: 'volunteer' });
const signIn = (email: string, password: string) =>
  SELF.fetch(`${HOSTS.ru}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
    body: new URLSearchParams({ grant_type: 'password', email, password }),
  });
const row = (email: string) =>
  env.DB.prepare('SELECT id, name, status FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: string; name: string; status: string }>();
/** The registrant's row as it is once its verification link has expired. */
const age = (email: string) =>
  env.DB.prepare('UPDATE users SET created_at = ? WHERE email = ?')
    .bind(Date.now() - VERIFY_TTL_MS - 60_000, email)
    .run();

describe('a stale unverified registration', () => {
  it("is replaced by the owner's registration: X/P never works, the old link is dead", async () => {
    const email = unique('stale');
    expect((await register(email, ATTACKER, 'Mallory')).status).toBe(201);
    const attackerRow = (await row(email))!;
    const oldLink = (await mailTo(email))[0]!.links.find((l) => l.includes('jwt='))!;
    // Within the link's lifetime the address is still taken.
    expect((await register(email, VICTIM, 'Victim')).status).toBe(409);
    await age(email);
    expect((await register(email, VICTIM, 'Victim')).status).toBe(201);
    const fresh = (await row(email))!;
    expect(fresh.id).not.toBe(attackerRow.id);
    expect(fresh.name).toBe('Victim');
    const stale = await SELF.fetch(oldLink, { redirect: 'manual' });
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.includes('Max-Age=0'))).toBe(false);
    const newLink = (await mailTo(email))
      .map((m) => m.links.find((l) => l.includes('jwt=')))
      .filter(Boolean)
      .find((l) => l !== oldLink)!;
    await SELF.fetch(newLink, { redirect: 'manual' });
    expect((await signIn(email, ATTACKER)).status).toBe(401);
    expect((await signIn(email, VICTIM)).status).toBe(200);
  });

  it('does not block a corporate request or an e-mail change to the address', async () => {
    const email = unique('stale-corp');
    expect((await register(email, ATTACKER, 'Mallory')).status).toBe(201);
    await age(email);
    const corp = await post('/api/auth/register', {
      first_name: 'Олег',
      email,
      type: 'legal_entity',
      custom_role: 'promotion_creator',
      orgName: 'ООО Чистый',
      address: 'Москва',
      inn: '7707083893',
      requested_roles: ['promotion_creator'],
    });
    expect(corp.status).toBe(201);
    expect(await row(email)).toBeNull();

    const other = unique('stale-move');
    expect((await register(other, ATTACKER, 'Mallory')).status).toBe(201);
    await age(other);
    const owner = await createTestUser({ roles: ['volunteer'] });
    const change = await post(
      '/api/profile/email',
      { email: other, password: owner.password },
      { cookie: owner.cookie },
    );
    expect(change.status).toBe(200);
    const link = (await mailTo(other)).flatMap((m) => m.links).find((l) => l.includes('/confirm-email?token='))!;
    const token = new URL(link).searchParams.get('token')!;
    const confirmed = await SELF.fetch(`${HOSTS.ru}/confirm-email`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTS.ru, cookie: owner.cookie },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);
    expect((await row(other))!.id).toBe(owner.userId);
    expect((await signIn(other, ATTACKER)).status).toBe(401);
  });
});

describe('recovery of an unverified account', () => {
  it("keeps neither the registrant's name nor their sessions and other links", async () => {
    const email = unique('stale-recover');
    expect((await register(email, ATTACKER, 'Mallory')).status).toBe(201);
    const pending = (await row(email))!;
    const session = await startSession(env.DB, secret(), pending.id, 'attacker');
    expect(
      (
        await SELF.fetch(`${HOSTS.ru}/api/recovery?email=${encodeURIComponent(email)}`, {
          headers: { 'cf-connecting-ip': testAddress() },
        })
      ).status,
    ).toBe(200);
    const link = (await mailTo(email)).flatMap((m) => m.links).find((l) => l.includes('/recovery?token='))!;
    const res = await post('/api/recovery/confirm', {
      token: new URL(link).searchParams.get('token')!,
      password: VICTIM,
      repeatPassword: VICTIM,
    });
    expect(res.status).toBe(200);
    const after = (await row(email))!;
    expect(after).toMatchObject({ id: pending.id, status: 'active', name: email.split('@')[0] });
    const tokens = await env.DB.prepare('SELECT purpose, used_at FROM one_time_tokens WHERE user_id = ?')
      .bind(pending.id)
      .all<{ purpose: string; used_at: number | null }>();
    expect(tokens.results.every((t) => t.used_at !== null)).toBe(true); // the attacker-era verify link is gone
    expect(tokens.results.map((t) => t.purpose)).toEqual(['recovery']);
    const old = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE id = ?')
      .bind(session.sessionId)
      .first<{ revoked_at: number | null }>();
    expect(old?.revoked_at).not.toBeNull();
    expect((await signIn(email, ATTACKER)).status).toBe(401);
  });
});
