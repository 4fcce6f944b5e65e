import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getPage, HOSTS } from './helpers';
import { createTestUser } from './support/accounts';
import { api, creator, publishedEvent, volunteer } from './support/events';

/** Edge cache for guests. */
const status = (res: Response) => res.headers.get('x-edge-cache');
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const unique = () => crypto.randomUUID().slice(0, 8);

describe('edge cache', () => {
  it("keys home and the finder by the visitor's coarse edge position (they order by it)", async () => {
    const url = `${HOSTS.ru}/recycling-points?v=${unique()}`;
    const at = (position: string) => getPage(url, { headers: { 'x-dev-edge-position': position } });
    const moscow = await at('55.71,37.61');
    await moscow.text();
    expect(status(moscow)).toBe('MISS');
    const nearby = await at('55.72,37.63'); // same 0.1° cell
    await nearby.text();
    expect(status(nearby)).toBe('HIT');
    const almaty = await at('43.24,76.89');
    await almaty.text();
    expect(status(almaty)).toBe('MISS');
  });

  it('a guest page is a miss, then a hit with the same body and a fresh CSP nonce', async () => {
    const url = `${HOSTS.ru}/cookies/?v=${unique()}`;
    const first = await getPage(url);
    expect(first.status).toBe(200);
    expect(status(first)).toBe('MISS');
    const firstHtml = await first.text();
    const second = await getPage(url);
    expect(status(second)).toBe('HIT');
    const secondHtml = await second.text();
    const n1 = nonceOf(firstHtml)!;
    const n2 = nonceOf(secondHtml)!;
    expect(n1).toBeTruthy();
    expect(n2).toBeTruthy();
    expect(n2).not.toBe(n1);
    // The hit's scripts carry the nonce its own CSP header allows, and nothing else differs.
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${n2}'`);
    expect(secondHtml).not.toContain('__EDGE_NONCE__');
    expect(secondHtml.replaceAll(n2, 'N')).toBe(firstHtml.replaceAll(n1, 'N'));
    // Headers a CDN in front would honour.
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(second.headers.get('vary')).toMatch(/Cookie/);
    expect(second.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('a request with a session bypasses the cache and stays private', async () => {
    const user = await createTestUser({ roles: ['volunteer'] });
    const url = `${HOSTS.ru}/cookies/?v=${unique()}`;
    await getPage(url);
    const signedIn = await getPage(url, { headers: { cookie: user.cookie } });
    expect(status(signedIn)).toBe('BYPASS');
    expect(signedIn.headers.get('cache-control')).toContain('private');
    const html = await signedIn.text();
    expect(html).toContain(user.email);
    // ...and what the signed-in visitor saw was not stored for guests.
    const guest = await getPage(url);
    expect(status(guest)).toBe('HIT');
    expect(await guest.text()).not.toContain(user.email);
  });

  it('cached HTML holds nothing per visitor: no cookies replayed, the language prompt is part of the key', async () => {
    const url = `${HOSTS.kz}/ru-kz/cookies/?v=${unique()}`;
    const first = await getPage(url);
    expect(status(first)).toBe('MISS');
    expect(first.headers.get('set-cookie')).toMatch(/locale=ru-KZ/);
    // A visitor who already chose the locale gets the hit without another cookie from the cache.
    const hit = await getPage(url, { headers: { cookie: 'locale=ru-KZ' } });
    expect(status(hit)).toBe('HIT');
    expect(hit.headers.get('set-cookie')).toBeNull();
    // ...and one who has not gets the locale cookie with the hit (set by the locale step, not stored).
    const fresh = await getPage(url);
    expect(status(fresh)).toBe('HIT');
    expect(fresh.headers.get('set-cookie')).toMatch(/locale=ru-KZ/);

    // The prompt depends on Accept-Language: a visitor asking for another language is another entry.
    const plain = `${HOSTS.kz}/cookies/?v=${unique()}`;
    const noPrompt = await getPage(plain);
    await noPrompt.text();
    const prompted = await getPage(plain, { headers: { 'accept-language': 'ru' } });
    expect(status(prompted)).toBe('MISS');
    expect(await prompted.text()).toContain('language-prompt');
    expect(await (await getPage(plain)).text()).not.toContain('language-prompt');
  });

  it('an event change makes new keys: the guest sees it at once', async () => {
    const owner = await creator();
    const id = await publishedEvent(owner);
    const url = `${HOSTS.ru}/charity-event/${id}`;
    expect(status(await getPage(url))).toBe('MISS');
    const cached = await getPage(url);
    expect(status(cached)).toBe('HIT');
    const before = await cached.text();

    const fan = await volunteer();
    expect((await api('POST', `/${id}/signup`, fan)).status).toBeLessThan(300);
    const after = await getPage(url);
    expect(status(after)).toBe('MISS');
    expect(await after.text()).not.toBe(before);
    expect(status(await getPage(url))).toBe('HIT');
  });

  it('public JSON is cached too; writes and non-GET requests never are', async () => {
    const url = `${HOSTS.ru}/api/web/v1/charity-event?v=${unique()}`;
    const first = await SELF.fetch(url, { headers: { accept: 'application/json' } });
    expect(first.status).toBe(200);
    expect(status(first)).toBe('MISS');
    const firstJson = await first.json();
    const second = await SELF.fetch(url, { headers: { accept: 'application/json' } });
    expect(status(second)).toBe('HIT');
    expect(await second.json()).toEqual(firstJson);
    const post = await SELF.fetch(`${HOSTS.ru}/api/web/v1/charity-event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(status(post)).toBeNull();
  });

  it('pages that are not on the list (sign-in, profile) are never cached', async () => {
    const res = await getPage(`${HOSTS.ru}/login?v=${unique()}`);
    expect(status(res)).toBeNull();
    expect(res.headers.get('cache-control')).toContain('private');
  });
});
