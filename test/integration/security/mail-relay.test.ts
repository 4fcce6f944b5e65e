import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listMail } from '../../../worker/services/mail-outbox';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress, type TestUser } from '../support/accounts';

/**
 * The site is no mail relay (docs/security.md): mail to an address nobody has proven (a new
 * e-mail's link, a registration's link, a newsletter confirmation) is limited per sender and per
 * recipient, carries no name the sender chose, and a name with a link or a domain is refused.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const stranger = () => `stranger-${crypto.randomUUID()}@example.org`;

const changeEmail = (user: TestUser, email: string, ip = testAddress()) =>
  SELF.fetch(`${HOSTS.intl}/api/profile/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, cookie: user.cookie },
    body: JSON.stringify({ email, password: user.password }),
  });
const register = (body: Record<string, string>, ip = testAddress()) =>
  SELF.fetch(`${HOSTS.ru}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ password: 'Secret123', type: 'fl', custom_role: 'volunteer', ...body }),
  });
const subscribe = (email: string, ip = testAddress()) =>
  SELF.fetch(`${HOSTS.intl}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ email }),
  });

describe('"confirm your new e-mail"', () => {
  it('one account sends at most 5 a day, whatever the addresses', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    for (let i = 0; i < 5; i++) expect((await changeEmail(user, stranger())).status).toBe(200);
    const limited = await changeEmail(user, stranger());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as ErrorBody).error.message).toMatch(/Too many confirmation messages/);
  });

  it('one address gets at most 3 a day, whatever the accounts and networks', async () => {
    const victim = stranger();
    for (let i = 0; i < 3; i++)
      expect((await changeEmail(await createTestUser({ roles: ['volunteer'] }), victim)).status).toBe(200);
    expect((await changeEmail(await createTestUser({ roles: ['volunteer'] }), victim)).status).toBe(429);
    expect(await listMail(env.DB, { to: victim })).toHaveLength(3);
  });

  it('greets the new address, not the name the account chose', async () => {
    const user = await createTestUser({ roles: ['volunteer'], name: 'Click here now' });
    const victim = stranger();
    expect((await changeEmail(user, victim)).status).toBe(200);
    const [mail] = await listMail(env.DB, { to: victim, limit: 1 });
    expect(mail!.text).not.toContain('Click here now');
    expect(mail!.html).not.toContain('Click here now');
    expect(mail!.text).toContain(`Hello, ${victim}!`);
  });
});

describe('registration and newsletter mail to unproven addresses', () => {
  it("a registration's link greets the address, not the typed name", async () => {
    const email = stranger();
    expect((await register({ first_name: 'Жми сюда', email })).status).toBeLessThan(300);
    const [mail] = await listMail(env.DB, { to: email, limit: 1 });
    expect(mail!.text).not.toContain('Жми сюда');
  });

  it('one address gets at most 3 newsletter confirmations a day, from any networks', async () => {
    const victim = stranger();
    for (let i = 0; i < 3; i++) expect((await subscribe(victim)).status).toBe(202);
    const limited = await subscribe(victim);
    expect(limited.status).toBe(429);
    expect(await listMail(env.DB, { to: victim })).toHaveLength(3);
  });
});

describe('a name with a link or a domain is refused as a name', () => {
  it('at registration and in the profile, with a localized message', async () => {
    for (const name of [
      'evil.example',
      'https://evil.example/x',
      'Win at www.x',
      'me@evil.example',
      'evil。example',
      '203.0.113.9',
    ]) {
      const res = await register({ first_name: name, email: stranger() });
      expect(res.status, name).toBe(400);
      expect(JSON.stringify(await res.json()), name).toContain('Имя не может содержать адрес сайта');
    }
    const user = await createTestUser({ roles: ['volunteer'] });
    const put = (name: string) =>
      SELF.fetch(`${HOSTS.intl}/api/profile/personal`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ name, phoneCountry: 'RU', phone: '' }),
      });
    const refused = await put('Visit evil.example');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('A name cannot contain a web address');
    for (const ok of ['J. R. R. Tolkien', 'Анна-Мария', 'Ñandú S.A.']) expect((await put(ok)).status, ok).toBe(200);
  });
});
