import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../../editions';
import { findUserByEmail } from '../../../worker/data/users';
import { requestMergeLink } from '../../../worker/google/merge-mail';
import { HOSTS } from '../helpers';
import { createTestUser, testAddress } from '../support/accounts';
import { CookieJar, followMergeLink, location, signInWithStandIn, unique } from '../support/google-flow';
import { mailTo } from '../support/mail';

/**
 * Open redirect after Google sign-in (docs/decisions/121-next-paths.md): browsers strip tabs and
 * newlines from a Location and read `\` as `/`, so `/<TAB>/evil.example` leaves the site. Every
 * such `next` lands on the profile instead, both when it is accepted and when it is used.
 */
const ATTACKS = [
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '/\r\n/evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '//evil.example/',
  '/%09/evil.example/phish',
  '/%0a/evil.example/',
  '/%5cevil.example/',
  '/%2f%2fevil.example/',
  '/%2509/evil.example/',
  'https://evil.example/',
  '/ /evil.example',
  '/nowhere-page',
];

async function linkedAccount(host: string = HOSTS.ru): Promise<string> {
  const email = unique('next');
  const jar = new CookieJar();
  await signInWithStandIn(jar, host, { email });
  await jar.fetch(`${host}/google-auth`, { form: { roles: 'user', name: 'Next Tester' } });
  return email;
}

describe('next after Google sign-in stays on a page of this site', () => {
  it('refuses control characters, backslashes, encoded variants and unknown pages', async () => {
    const email = await linkedAccount();
    for (const next of ATTACKS) {
      const res = await signInWithStandIn(new CookieJar(), HOSTS.ru, { email, next });
      expect(location(res), JSON.stringify(next)).toBe('/profile/');
    }
  });

  it('keeps a real page, with its locale prefix and query', async () => {
    const email = await linkedAccount();
    expect(
      location(await signInWithStandIn(new CookieJar(), HOSTS.ru, { email, next: '/charity-events?page=2' })),
    ).toBe('/charity-events?page=2');
    const intl = await linkedAccount(HOSTS.intl);
    expect(
      location(
        await signInWithStandIn(new CookieJar(), HOSTS.intl, { email: intl, next: '/es-ar/recycling-points/abc' }),
      ),
    ).toBe('/es-ar/recycling-points/abc');
  });

  it('/confirm-merge checks the next of its link again at redirect time', async () => {
    const owner = await createTestUser({ roles: ['volunteer'], email: unique('next-merge') });
    const user = (await findUserByEmail(env.DB, owner.email))!;
    await requestMergeLink(
      {
        db: env.DB,
        secret: (env as unknown as { JWT_SECRET: string }).JWT_SECRET,
        edition: EDITIONS.ru,
        locale: 'ru-RU',
        origin: HOSTS.ru,
        address: testAddress(),
      },
      user,
      { provider: 'google', issuer: `${HOSTS.ru}/dev/google`, subject: `sub-${owner.email}`, email: owner.email },
      '/\t/evil.example/phish',
    );
    const link = (await mailTo(owner.email))[0]!.links.find((l) => l.includes('/confirm-merge?token='))!;
    const res = await followMergeLink(new CookieJar(), link);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/profile/');
  });
});
