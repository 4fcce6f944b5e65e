import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress } from './support/accounts';
import { latestLink, mailTo } from './support/mail';

type ErrorBody = { error: { code: string; message: string } };
const recover = (host: string, email: string, origin = host, ip = testAddress()) =>
  SELF.fetch(`${host}/api/recovery/?email=${encodeURIComponent(email)}&origin=${encodeURIComponent(origin)}`, {
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
  });
const signIn = (email: string, password: string) =>
  SELF.fetch(`${HOSTS.intl}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': testAddress() },
    body: new URLSearchParams({ grant_type: 'password', email, password }),
  });

describe('password recovery (docs/product.md §7, §8)', () => {
  it('an unknown e-mail answers success: false (the UI shows "E-mail not found")', async () => {
    const res = await recover(HOSTS.intl, 'nobody-here@example.org');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false });
  });

  it('mails a /recovery link on this site even when another origin is asked for', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await recover(HOSTS.kz, user.email, 'https://evil.example.com');
    expect(await res.json()).toEqual({ success: true });
    const [mail] = await mailTo(user.email);
    expect(mail?.template).toBe('recovery');
    expect(mail?.locale).toBe('kk-KZ');
    expect(mail?.links[0]).toMatch(/^http:\/\/kz\.localhost:8787\/recovery\?token=[\w-]+$/);
  });

  it('setting a new password applies the password rules, ends every session and works once', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    await recover(HOSTS.intl, user.email);
    const token = new URL(await latestLink(user.email)).searchParams.get('token')!;
    const confirm = (password: string, repeatPassword = password) =>
      SELF.fetch(`${HOSTS.intl}/api/recovery/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password, repeatPassword }),
      });
    const weak = await confirm('weakpass');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ErrorBody).error.message).toBe(
      'Password should be 8-20 characters long, with lowercase, uppercase and digit.',
    );
    expect((await confirm('NewSecret1')).status).toBe(200);
    expect((await SELF.fetch(`${HOSTS.intl}/api/authing/`, { headers: { cookie: user.cookie } })).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'NewSecret1')).status).toBe(200);
    const reused = await confirm('Another12');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as ErrorBody).error).toEqual({
      code: 'invalid_link',
      message: 'The link is invalid or has expired.',
    });
  });

  it('without JavaScript: the restore form answers in the panel, the /recovery form redirects to /login', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const form = (path: string, body: Record<string, string>) =>
      getPage(`${HOSTS.intl}${path}`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: {
          origin: HOSTS.intl,
          'content-type': 'application/x-www-form-urlencoded',
          'cf-connecting-ip': testAddress(),
        },
      });
    const missing = await form('/login', { intent: 'restore', email: 'nobody-at-all@example.org' });
    expect(await missing.text()).toContain('E-mail not found. Please check entered address.');
    const sent = await form('/login', { intent: 'restore', email: user.email });
    expect(await sent.text()).toContain('data-state="restore-password-success"');
    const token = new URL(await latestLink(user.email)).searchParams.get('token')!;
    const page = await getPage(`${HOSTS.intl}/recovery?token=${token}`);
    expect(await page.text()).toContain('data-testid="recovery-form"');
    const done = await form('/recovery', { token, password: 'Fresh1234', repeatPassword: 'Fresh1234' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?password-changed');
  });

  it('/recovery without a token shows the form that requests a link (posting to /login), not a dead new-password form', async () => {
    const res = await getPage(`${HOSTS.ru}/recovery`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="recovery-request"');
    expect(html).toMatch(
      /<form[^>]*action="\/login\?restore-password"[^>]*data-testid="restore-form"|data-testid="restore-form"[^>]*action="\/login\?restore-password"/,
    );
    expect(html).toContain('name="intent" value="restore"');
    expect(html).not.toContain('data-testid="recovery-form"');
  });

  it('recovery requests are rate limited per account, localized', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (let i = 0; i < 3; i++) expect((await recover(HOSTS.intl, user.email)).status).toBe(200);
    const limited = await recover(HOSTS.ru, user.email);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      'Слишком много попыток. Подождите 10 мин. и попробуйте снова.',
    );
  });
});
