import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { EDITIONS } from '../../editions';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { canonicalRest } from '../../ui/shared/seo';
import { facilityIn, owner } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { creator, publishedEvent } from './support/events';

/** / ADR 101: canonical, reciprocal hreflang with x-default, noindex, 301 for duplicates. */
const ORIGIN = { ru: HOSTS.ru, kz: HOSTS.kz, international: HOSTS.intl } as const;
const STATIC = [
  '/',
  '/get-app',
  '/charity-events-manual/',
  '/inspection-manual/',
  '/cookies/',
  '/personal-data/',
  '/privacy-policy',
  '/registration',
  '/support/question',
  '/write-to-us',
  '/inquiry/government',
];

const decode = (s: string) => s.replace(/&amp;/g, '&');
function head(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
  );
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
  return { canonical: canonical && decode(canonical), alternates, robots };
}

/** Every URL of a page in every edition and locale, as the test expects them. */
function expectedSet(rest: string, editions: (keyof typeof ORIGIN)[]) {
  const set: Record<string, string> = {};
  for (const id of editions)
    for (const l of EDITIONS[id].locales)
      set[l] = `${ORIGIN[id]}${localizedPath(EDITIONS[id], l, canonicalRest(rest))}`;
  set['x-default'] = editions.includes('international') ? set['en-US']! : set[EDITIONS[editions[0]!].defaultLocale]!;
  return set;
}

async function checkReciprocal(rest: string, editions: (keyof typeof ORIGIN)[]) {
  const expected = expectedSet(rest, editions);
  for (const [hreflang, url] of Object.entries(expected)) {
    if (hreflang === 'x-default') continue;
    const res = await getPage(url);
    expect(res.status, url).toBe(200);
    const tags = head(await res.text());
    expect(tags.canonical, url).toBe(url);
    // Reciprocal: every page of the set lists the same set, itself included.
    expect(tags.alternates, url).toEqual(expected);
    expect(tags.robots, url).toBe('none'); // docs/product.md §9: 'all' only in production
  }
}

describe('canonical and hreflang', () => {
  it.each(STATIC)('%s: canonical and the same alternates in every edition and locale', async (path) => {
    await checkReciprocal(path, ['ru', 'kz', 'international']);
  });

  it('event and point pages list the locales of their own edition', async () => {
    const eventId = await publishedEvent(await creator());
    await checkReciprocal(`/charity-event/${eventId}`, ['ru']);
    const point = await facilityIn(await owner(), 'accepted');
    await checkReciprocal(`/recycling-points/${point}`, ['ru']);
  });

  it("an event asked for on another edition's host answers 301 to its own edition (ADR 125)", async () => {
    const eventId = await publishedEvent(await creator());
    // The Russian locale of the Kazakhstan edition is not the Russian edition's: its page, unprefixed.
    const kz = await getPage(`${HOSTS.kz}/ru-kz/charity-event/${eventId}?utm=x`);
    expect(kz.status).toBe(301);
    expect(kz.headers.get('location')).toBe(`${HOSTS.ru}/charity-event/${eventId}?utm=x`);
    const intl = await getPage(`${HOSTS.intl}/charity-event/${eventId}`);
    expect(intl.status).toBe(301);
    expect(intl.headers.get('location')).toBe(`${HOSTS.ru}/charity-event/${eventId}`);
    // On its own host it is titled with its own brand.
    const html = await (await getPage(`${HOSTS.ru}/charity-event/${eventId}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/— ЭкоПортал$/);
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(`${HOSTS.ru}/charity-event/${eventId}`);
  });

  it('private and one-off pages carry no canonical and are noindex', async () => {
    for (const path of ['/login', '/recovery', '/registration-success', '/404/']) {
      const tags = head(await (await getPage(`${HOSTS.ru}${path}`)).text());
      expect(tags.canonical, path).toBeUndefined();
      expect(tags.alternates, path).toEqual({});
    }
  });
});

describe('one URL per page (301)', () => {
  it.each([
    [`${HOSTS.ru}/cookies`, '/cookies/'],
    [`${HOSTS.ru}/personal-data`, '/personal-data/'],
    [`${HOSTS.intl}/get-app/`, '/get-app'],
    [`${HOSTS.intl}/registration/`, '/registration'],
    [`${HOSTS.ru}/charity-events-manual`, '/charity-events-manual/'],
    [`${HOSTS.ru}/privacy-policy/?x=1`, '/privacy-policy?x=1'],
    [`${HOSTS.kz}/kk-kz/`, '/'],
    [`${HOSTS.kz}/kk-kz/get-app`, '/get-app'],
    [`${HOSTS.kz}/ru-kz`, '/ru-kz/'],
    [`${HOSTS.kz}/ru-kz/get-app/`, '/ru-kz/get-app'],
  ])('%s → %s', async (url, location) => {
    const res = await getPage(url);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('the default-locale prefix keeps the explicit choice (the cookie the prefix used to set)', async () => {
    const res = await getPage(`${HOSTS.kz}/kk-kz/get-app`, { headers: { cookie: 'locale=ru-KZ' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('set-cookie')).toContain('locale=kk-KZ');
    const page = await getPage(`${HOSTS.kz}/get-app`, { headers: { cookie: 'locale=kk-KZ' } });
    expect(page.status).toBe(200);
  });

  it('leaves APIs, guards and non-indexable pages alone', async () => {
    // /404/ is itself a page (answering 404), never redirected to another form.
    expect((await getPage(`${HOSTS.ru}/404/`)).status).toBe(404);
    expect((await getPage(`${HOSTS.ru}/profile/`)).headers.get('location')).toBe('/login');
  });
});

describe('one public origin per edition in production (ADR 100)', () => {
  const hosts = JSON.stringify({ 'eco.example.ru': 'ru', 'eco.example.kz': 'kz', 'eco.example.org': 'international' });
  const production = { ...env, ENVIRONMENT: 'production', EDITION_HOSTS: hosts };

  it('canonical, alternates, og:url and og:image use the configured hosts, whatever host the request used', async () => {
    // A request that reached the worker on another name (a workers.dev route, say) must not leak it.
    const res = await app.request(
      'http://eco.example.kz/ru-kz/get-app',
      { headers: { accept: 'text/html' } },
      production,
    );
    const html = await res.text();
    const tags = head(html);
    expect(tags.canonical).toBe('https://eco.example.kz/ru-kz/get-app');
    expect(tags.robots).toBe('all');
    expect(tags.alternates).toEqual({
      'ru-RU': 'https://eco.example.ru/get-app',
      'kk-KZ': 'https://eco.example.kz/get-app',
      'ru-KZ': 'https://eco.example.kz/ru-kz/get-app',
      'en-US': 'https://eco.example.org/get-app',
      'x-default': 'https://eco.example.org/get-app',
    });
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe('https://eco.example.kz/ru-kz/get-app');
    expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]).toBe('https://eco.example.kz/share/kz.png');
    const priv = head(
      await (await app.request('http://eco.example.kz/login', { headers: { accept: 'text/html' } }, production)).text(),
    );
    expect(priv.robots).toBe('noindex, follow');
  });
});
