import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HOSTS, getPage } from './helpers';
import { createTestUser, testAddress } from './support/accounts';
import { latestLink, mailTo } from './support/mail';

type ErrorBody = { error: { code: string; message: string } };
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.org`;

function registerApi(host: string, payload: Record<string, unknown>, ip = testAddress()) {
  return SELF.fetch(`${host}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(payload),
  });
}
const regular = (email: string) => ({
  first_name: 'Ann',
  email,
  password: 'Secret123',
  type: 'fl',
  custom_role: 'volunteer',
});

describe('regular registration → e-mail link → verified and signed in', () => {
  it('creates a pending volunteer and mails a /?jwt= link in the edition and locale', async () => {
    const email = unique('reg');
    const res = await registerApi(HOSTS.kz, regular(email));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; type: string; detail: string };
    expect(body).toMatchObject({ ok: true, type: 'regular' });
    const row = await env.DB.prepare('SELECT status FROM users WHERE email = ?')
      .bind(email)
      .first<{ status: string }>();
    expect(row?.status).toBe('pending');
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ template: 'verify', locale: 'kk-KZ', edition: 'kz' });
    expect(mail!.subject).toBe('EcoPortal Qazaqstan сайтында тіркелуді растаңыз');
    expect(mail!.links[0]).toMatch(/^http:\/\/kz\.localhost:8787\/\?jwt=[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('the link verifies, sets the session cookie and redirects to /profile; a second use says it is already confirmed', async () => {
    const email = unique('verify');
    await registerApi(HOSTS.intl, regular(email));
    const link = await latestLink(email);
    const res = await getPage(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const profile = await getPage(`${HOSTS.intl}/profile`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('data-testid="profile-page"');
    const again = await getPage(link);
    // Opened again: already confirmed, sign in (not 'invalid').
    expect(again.headers.get('location')).toBe('/login?verification=used');
  });

  it('GET /api/auth/verify?jwt= answers the user with a detail saying it was activated', async () => {
    const email = unique('api-verify');
    await registerApi(HOSTS.intl, regular(email));
    const jwt = new URL(await latestLink(email)).searchParams.get('jwt')!;
    const res = await SELF.fetch(`${HOSTS.intl}/api/auth/verify?jwt=${jwt}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { detail: string; jwt: string; roles: Record<string, boolean> };
    expect(body.detail).toBe('Your account has been activated.');
    expect(body.roles).toEqual({ volunteer: true });
    expect((await SELF.fetch(`${HOSTS.intl}/api/auth/verify?jwt=${jwt}`)).status).toBe(409);
  });

  it('an existing e-mail: 409 with the product description text, and its localized text', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const en = await registerApi(HOSTS.intl, regular(user.email.toUpperCase()));
    expect(en.status).toBe(409);
    expect(((await en.json()) as ErrorBody).error).toEqual({
      code: 'user_exists',
      message: 'User with the entered email already exists',
    });
    const ru = await registerApi(HOSTS.ru, regular(user.email));
    expect(((await ru.json()) as ErrorBody).error.message).toBe('Пользователь с указанным email уже зарегистрирован');
  });

  it('invalid payloads are localized 400s and write nothing', async () => {
    const email = unique('bad');
    const weak = await registerApi(HOSTS.intl, { ...regular(email), password: 'short1A' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ErrorBody).error.message).toBe(
      'Password should be 8-20 characters long, with lowercase, uppercase and digit.',
    );
    const mixed = await registerApi(HOSTS.intl, { ...regular(email), custom_role: 'promotion_creator' });
    expect(mixed.status).toBe(400);
    const junk = await SELF.fetch(`${HOSTS.intl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(junk.status).toBe(400);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });
});

describe('corporate registration → request for manager review', () => {
  it('stores the request with the chosen corporate roles, no account, and mails a confirmation', async () => {
    const email = unique('corp');
    const res = await registerApi(HOSTS.ru, {
      first_name: 'Olga',
      email,
      type: 'legal_entity',
      custom_role: 'promotion_creator',
      orgName: 'Eco LLC',
      address: 'Moscow',
      inn: '7707083893',
      requested_roles: ['promotion_creator', 'facility'],
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { type: string }).type).toBe('corporate');
    const row = await env.DB.prepare('SELECT * FROM registration_requests WHERE email = ?')
      .bind(email)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      org_name: 'Eco LLC',
      inn: '7707083893',
      contact_name: 'Olga',
      status: 'pending',
      edition: 'ru',
      locale: 'ru-RU',
    });
    expect(JSON.parse(row!.requested_roles!)).toEqual(['promotion_creator', 'facility']);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
    expect((await mailTo(email))[0]?.template).toBe('corporateRequest');
    // A second request for the same address while one is pending counts as existing.
    const again = await registerApi(HOSTS.ru, {
      first_name: 'Olga',
      email,
      type: 'legal_entity',
      custom_role: 'promotion_creator',
      orgName: 'X',
      address: 'Y',
      inn: '1',
    });
    expect(again.status).toBe(409);
  });

  it('the tax id must be an integer, named by the edition', async () => {
    const base = {
      first_name: 'O',
      email: unique('tin'),
      type: 'legal_entity',
      custom_role: 'promotion_creator',
      orgName: 'Org',
      address: 'Addr',
    };
    const kz = await registerApi(HOSTS.kz, { ...base, inn: '12a' });
    expect(((await kz.json()) as ErrorBody).error.message).toBe('БСН дұрыс емес');
    const intl = await registerApi(HOSTS.intl, { ...base, inn: '' });
    expect(((await intl.json()) as ErrorBody).error.message).toBe('This field is required');
  });
});

describe('registration pages without JavaScript', () => {
  const post = (host: string, form: Record<string, string | string[]>, ip = testAddress()) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of ([] as string[]).concat(v)) body.append(k, one);
    return getPage(`${host}/registration`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host, 'cf-connecting-ip': ip },
    });
  };

  it('a direct visit shows the registration modal over the home page, with the role chosen', async () => {
    const res = await getPage(`${HOSTS.intl}/registration?role=recyclingPointCreator`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="registration-modal"');
    expect(html).toContain('data-testid="home-hero"');
    const input = /<input[^>]*value="recyclingPointCreator"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('checked');
    expect(/<input[^>]*value="user"[^>]*>/.exec(html)?.[0]).not.toContain('checked');
  });

  it('a valid regular form redirects to the success page; errors re-render with field messages', async () => {
    const ok = await post(HOSTS.intl, {
      roles: 'user',
      name: 'Ann',
      email: unique('nojs'),
      password: 'Secret123',
      repeatPassword: 'Secret123',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/registration-success?type=regular');
    const bad = await post(HOSTS.intl, {
      roles: 'user',
      name: '',
      email: 'nope',
      password: 'Secret123',
      repeatPassword: 'Other123',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('This field is required');
    expect(html).toContain('Value is not a valid email address');
    expect(html).toContain('Passwords do not match');
  });

  it('a corporate form needs organisation fields and lands on the corporate success text', async () => {
    const ok = await post(HOSTS.intl, {
      roles: ['charityEventCreator', 'recyclingPointCreator'],
      name: 'Bob',
      email: unique('corp-nojs'),
      orgName: 'Org',
      address: 'Addr',
      inn: '123',
    });
    expect(ok.headers.get('location')).toBe('/registration-success?type=corporate');
    const page = await getPage(`${HOSTS.intl}${ok.headers.get('location')}`);
    expect(await page.text()).toContain('Your request has been accepted for review.');
    const regularPage = await getPage(`${HOSTS.ru}/registration-success?type=regular`);
    expect(await regularPage.text()).toContain('Чтобы завершить регистрацию, перейдите по ссылке из письма');
  });

  it('an existing e-mail shows its text with no try-again', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const res = await post(HOSTS.intl, {
      roles: 'user',
      name: 'Ann',
      email: user.email,
      password: 'Secret123',
      repeatPassword: 'Secret123',
    });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('User with the entered email already exists');
    expect(html).not.toContain('registration-try-again');
  });

  it('rate limits registrations per address with a localized message', async () => {
    // The limit counts in fixed 10-minute windows: on a slow machine twenty registrations can
    // straddle a window's end, which rightly starts the count again. Then try once more.
    const window = () => Math.floor(Date.now() / (10 * 60_000));
    let res: Response | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const ip = testAddress();
      const started = window();
      for (let i = 0; i < 20; i++) await registerApi(HOSTS.intl, regular(unique(`flood${i}`)), ip);
      res = await registerApi(HOSTS.ru, regular(unique('flood')), ip);
      if (window() === started) break;
    }
    expect(res!.status).toBe(429);
    expect(((await res!.json()) as ErrorBody).error.message).toBe(
      'Слишком много попыток. Подождите 10 мин. и попробуйте снова.',
    );
  });
});
