import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listMail, mailLinks } from '../../worker/services/mail-outbox';
import { startSession } from '../../worker/services/auth/session-tokens';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress } from './support/accounts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const secret = (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

function post(host: string, auth: { cookie?: string; bearer?: string } | null, path: string, body: unknown) {
  return SELF.fetch(`${host}/api/profile${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': testAddress(),
      ...(auth?.cookie ? { cookie: auth.cookie } : {}),
      ...(auth?.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
const whoAmI = (auth: { cookie?: string; bearer?: string }) =>
  SELF.fetch(`${HOSTS.ru}/api/profile`, {
    headers: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
    },
  });
const signIn = (email: string, password: string) =>
  SELF.fetch(`${HOSTS.ru}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
    body: new URLSearchParams({ grant_type: 'password', email, password }),
  });
const passwordRow = (id: string) =>
  env.DB.prepare('SELECT password_hash, email FROM users WHERE id = ?')
    .bind(id)
    .first<{ password_hash: string; email: string }>();

describe('POST /api/profile/password', () => {
  it('needs the current password; ends the other sessions (their tokens get 401) and keeps this one', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const other = await startSession(env.DB, secret, user.userId, 'phone');
    expect((await whoAmI({ bearer: other.token })).status).toBe(200);
    const before = await passwordRow(user.userId);

    const wrong = await post(HOSTS.ru, user, '/password', {
      currentPassword: 'Wrong1234pass',
      password: 'NewPass2024x',
      repeatPassword: 'NewPass2024x',
    });
    // 400, not 401/403: the client logs out on those (docs/product.md §4.2).
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error).toEqual({
      code: 'wrong_password',
      message: 'Текущий пароль указан неверно.',
    });
    const weak = await post(HOSTS.intl, user, '/password', {
      currentPassword: user.password,
      password: 'short',
      repeatPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ErrorBody).error.fields?.password).toEqual([
      'Password should be 8-20 characters long, with lowercase, uppercase and digit.',
    ]);
    const mismatch = await post(HOSTS.intl, user, '/password', {
      currentPassword: user.password,
      password: 'NewPass2024x',
      repeatPassword: 'NewPass2024y',
    });
    expect(((await mismatch.json()) as ErrorBody).error.fields?.repeatPassword).toEqual(['Passwords do not match']);
    expect(await passwordRow(user.userId)).toEqual(before);
    expect((await whoAmI({ bearer: other.token })).status).toBe(200);

    const ok = await post(HOSTS.ru, user, '/password', {
      currentPassword: user.password,
      password: 'NewPass2024x',
      repeatPassword: 'NewPass2024x',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, endedSessions: 1 });
    // The old session's token is refused; the session that made the change still works.
    expect((await whoAmI({ bearer: other.token })).status).toBe(401);
    expect((await whoAmI({ cookie: user.cookie })).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'NewPass2024x')).status).toBe(200);
    const [notice] = await listMail(env.DB, { to: user.email, limit: 1 });
    expect(notice?.template).toBe('profile.passwordChanged');
  });

  it('401 for guests', async () => {
    expect(
      (
        await post(HOSTS.ru, null, '/password', {
          currentPassword: 'a',
          password: 'NewPass2024x',
          repeatPassword: 'NewPass2024x',
        })
      ).status,
    ).toBe(401);
  });
});

async function confirmationToken(to: string): Promise<string> {
  const [mail] = await listMail(env.DB, { to, limit: 1 });
  expect(mail?.template).toBe('profile.emailChangeConfirm');
  const link = mailLinks(mail!.text).find((l) => l.includes('/confirm-email'))!;
  return new URL(link).searchParams.get('token')!;
}

describe('e-mail change', () => {
  it('re-authenticates, mails a link to the new address and a notice to the old; sign-in switches only once confirmed', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const newEmail = `new-${crypto.randomUUID()}@example.org`;
    const taken = await createTestUser({ roles: ['volunteer'] });

    const wrong = await post(HOSTS.intl, user, '/email', { email: newEmail, password: 'Wrong1234pass' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.code).toBe('wrong_password');
    const bad = await post(HOSTS.intl, user, '/email', { email: 'not-an-email', password: user.password });
    expect(((await bad.json()) as ErrorBody).error.fields?.email).toEqual(['Value is not a valid email address']);
    const dup = await post(HOSTS.intl, user, '/email', { email: taken.email, password: user.password });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as ErrorBody).error.message).toBe('This e-mail is already used by another account.');
    expect(await listMail(env.DB, { to: newEmail })).toHaveLength(0);

    const res = await post(HOSTS.intl, user, '/email', { email: newEmail.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pendingEmail: newEmail });
    const token = await confirmationToken(newEmail);
    const [notice] = await listMail(env.DB, { to: user.email, limit: 1 });
    expect(notice?.template).toBe('profile.emailChangeRequested');
    expect(notice?.text).toContain(newEmail);
    expect(
      ((await (await whoAmI({ cookie: user.cookie })).json()) as { user: { pendingEmail: string } }).user.pendingEmail,
    ).toBe(newEmail);

    // Not yet confirmed: the old address still signs in, the new one does not.
    expect((await signIn(newEmail, user.password)).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    // Opening the link (GET) shows a confirm button and changes nothing.
    const page = await getPage(`${HOSTS.intl}/confirm-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-state="ready"');
    expect((await passwordRow(user.userId))!.email).toBe(user.email);

    const confirm = await post(HOSTS.intl, null, '/email/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({ email: newEmail });
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(newEmail, user.password)).status).toBe(200);
    const [changed] = await listMail(env.DB, { to: user.email, limit: 1 });
    expect(changed?.template).toBe('profile.emailChanged');
    // The session stays signed in and now shows the new address.
    expect(
      ((await (await whoAmI({ cookie: user.cookie })).json()) as { user: { email: string; pendingEmail: null } }).user,
    ).toMatchObject({ email: newEmail, pendingEmail: null });

    // A link works once.
    const again = await post(HOSTS.intl, null, '/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.code).toBe('invalid_link');
  });

  it('a newer request voids the older link; the no-JavaScript form confirms the newer one', async () => {
    const user = await createTestUser({ roles: ['promotion_creator'], orgName: 'Org' });
    const first = `first-${crypto.randomUUID()}@example.org`;
    const second = `second-${crypto.randomUUID()}@example.org`;
    expect((await post(HOSTS.ru, user, '/email', { email: first, password: user.password })).status).toBe(200);
    const oldToken = await confirmationToken(first);
    expect((await post(HOSTS.ru, user, '/email', { email: second, password: user.password })).status).toBe(200);
    const newToken = await confirmationToken(second);

    const stale = await getPage(`${HOSTS.ru}/confirm-email?token=${oldToken}`);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('data-state="invalid"');
    const form = await SELF.fetch(`${HOSTS.ru}/confirm-email`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: HOSTS.ru },
      body: new URLSearchParams({ token: newToken }),
    });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('data-state="done"');
    expect(html).toContain(second);
    expect((await passwordRow(user.userId))!.email).toBe(second);
    expect((await post(HOSTS.ru, null, '/email/confirm', { token: oldToken })).status).toBe(400);
  });

  it('a cancelled change leaves the link dead', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const next = `cancel-${crypto.randomUUID()}@example.org`;
    await post(HOSTS.ru, user, '/email', { email: next, password: user.password });
    const token = await confirmationToken(next);
    const cancel = await SELF.fetch(`${HOSTS.ru}/api/profile/email`, {
      method: 'DELETE',
      headers: { cookie: user.cookie },
    });
    expect(cancel.status).toBe(200);
    expect((await post(HOSTS.ru, null, '/email/confirm', { token })).status).toBe(400);
    expect((await passwordRow(user.userId))!.email).toBe(user.email);
  });
});
