import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from '../helpers';
import { createTestUser, type TestUser } from '../support/accounts';
import { api, creator, publishedEvent, volunteer } from '../support/events';

/**
 * Only a write that changed what a cached page shows gives it a new key, and only the pages of
 * what it changed (docs/decisions/195-cache-tags-per-write.md). Redirects, refusals and writes
 * that change nothing leave every edition's cached pages cached.
 */
const status = (res: Response) => res.headers.get('x-edge-cache');
const unique = () => crypto.randomUUID().slice(0, 8);

/** Cached guest pages of all three editions: home, event lists, the finder, the guide, one event page. */
async function cachedPages(eventId: string): Promise<string[]> {
  const v = unique();
  const urls = [
    ...Object.values(HOSTS).flatMap((host) => [
      `${host}/?v=${v}`,
      `${host}/charity-events?v=${v}`,
      `${host}/recycling-points?v=${v}`,
      `${host}/what-goes-where?v=${v}`,
    ]),
    `${HOSTS.ru}/charity-event/${eventId}`,
  ];
  const pages: string[] = [];
  for (const url of urls) {
    const res = await getPage(url);
    await res.text();
    // An edition without events redirects its list to a page that is not cached: leave it out.
    if (status(res) === 'MISS') pages.push(url);
  }
  expect(pages.length).toBeGreaterThanOrEqual(10);
  // A fixture written outside a request (publishedEvent's review) reaches the isolate's version
  // memo within a second, so a page may be stored once more under its new key: at most one more miss.
  for (const url of pages) {
    let res = await getPage(url);
    if (status(res) === 'MISS') res = await getPage(url);
    await res.text();
    if (status(res) === 'MISS') res = await getPage(url);
    expect(status(res), url).toBe('HIT');
  }
  return pages;
}

async function expectAllCached(urls: string[]) {
  for (const url of urls) {
    const res = await getPage(url);
    await res.text();
    expect(status(res), url).toBe('HIT');
  }
}

const profileCall = (user: TestUser | null, method: string, path: string, body: unknown) =>
  SELF.fetch(`${HOSTS.ru}/api/profile${path}`, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: JSON.stringify(body),
  });

describe('edge cache: who can invalidate', { timeout: 60_000 }, () => {
  it('an anonymous POST to the manager console (a redirect to sign-in) empties nothing', async () => {
    const urls = await cachedPages(await publishedEvent(await creator()));
    for (const path of ['/manager', '/manager/guide', '/api/manager/requests/x/approve', '/dev/seed']) {
      const res = await SELF.fetch(`${HOSTS.ru}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(res.status, path).toBeLessThan(500);
      await res.text();
    }
    await expectAllCached(urls);
  });

  it("saving one's personal data, changed or not, changes no public page", async () => {
    const user = await createTestUser({ roles: ['volunteer'], name: 'Same Name' });
    const urls = await cachedPages(await publishedEvent(await creator()));
    for (const name of ['Same Name', 'Same Name', 'Other Name']) {
      const res = await profileCall(user, 'PUT', '/personal', { name });
      expect(res.status).toBe(200);
      await res.text();
    }
    await expectAllCached(urls);
  });

  it('a refused write (not signed in, already signed up, invalid) empties nothing', async () => {
    const id = await publishedEvent(await creator());
    const fan = await volunteer();
    expect((await api('POST', `/${id}/signup`, fan)).status).toBeLessThan(300);
    const urls = await cachedPages(id);
    expect((await api('POST', `/${id}/signup`, fan)).status).toBe(409);
    expect((await api('POST', `/${id}/signup`, null)).status).toBe(401);
    expect((await api('PUT', `/${id}`, fan, { title: '' })).status).toBeGreaterThanOrEqual(400);
    await expectAllCached(urls);
  });

  it('an organisation saved without a change keeps its event page; a new address refreshes it and not the others', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const other = await publishedEvent(await creator());
    const form = {
      name: 'Green Events',
      fullName: 'Green Events LLC',
      tin: '7707083893',
      address: 'Moscow, Tverskaya 1',
      about: '',
      about_ru: '',
      about_kk: '',
      about_es: '',
      about_en: '',
      website: '',
      vk: '',
      ok: '',
      tg: '',
      zen: '',
      phoneCountry: 'RU',
      phone: '4951234567',
    };
    expect((await profileCall(owner, 'PUT', '/organisation', form)).status).toBe(200);
    const page = `${HOSTS.ru}/charity-event/${id}`;
    const urls = await cachedPages(other);
    await (await getPage(page)).text();
    expect(status(await getPage(page))).toBe('HIT');

    expect((await profileCall(owner, 'PUT', '/organisation', form)).status).toBe(200);
    await expectAllCached([...urls, page]);

    expect((await profileCall(owner, 'PUT', '/organisation', { ...form, address: 'Moscow, Tverskaya 2' })).status).toBe(
      200,
    );
    const after = await getPage(page);
    await after.text();
    expect(status(after)).toBe('MISS');
    // Another organisation's event page and the other edition's lists keep their copies.
    await expectAllCached(
      urls.filter((u) => !u.startsWith(`${HOSTS.ru}/?`) && !u.startsWith(`${HOSTS.ru}/charity-events?`)),
    );
  });

  it('a sign-up refreshes its event page and edition lists only; the other editions keep theirs', async () => {
    const id = await publishedEvent(await creator());
    const urls = await cachedPages(id);
    expect((await api('POST', `/${id}/signup`, await volunteer())).status).toBeLessThan(300);
    const page = await getPage(`${HOSTS.ru}/charity-event/${id}`);
    await page.text();
    expect(status(page)).toBe('MISS');
    await expectAllCached(urls.filter((u) => !u.startsWith(`${HOSTS.ru}/`)));
  });
});
