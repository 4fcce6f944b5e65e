import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../editions';
import app from '../../worker/index';
import {
  SITEMAP_URLS_PER_FILE,
  buildSitemap,
  buildSitemapFiles,
  type SitemapInput,
} from '../../worker/services/sitemap';
import { owner, facilityIn } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { creator, publishedEvent } from './support/events';

/** / ADR 102: /sitemap.xml per edition; every URL answers 200; robots names it in production. */
interface Url {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}
function parse(xml: string): Url[] {
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml) as { urlset: { url: Url[]; '@_xmlns': string } };
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url;
}

interface IndexEntry {
  loc: string;
  lastmod?: string;
}
function parseIndex(xml: string): IndexEntry[] {
  const doc = new XMLParser({ isArray: (name) => name === 'sitemap' }).parse(xml) as {
    sitemapindex?: { sitemap: IndexEntry[] };
  };
  expect(doc.sitemapindex, 'a sitemapindex').toBeDefined();
  return doc.sitemapindex!.sitemap;
}

describe('sitemap files: single urlset while small, index with per-locale parts when large (pure builder)', () => {
  const origins = { ru: HOSTS.ru, kz: HOSTS.kz, international: HOSTS.intl };
  const entries = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, updatedAt: Date.UTC(2026, 0, 1 + i) }));
  const kz: SitemapInput = {
    edition: EDITIONS.kz,
    origins,
    editions: EDITIONS,
    events: entries('e', 10),
    points: entries('p', 7),
    staticLastmod: null,
  };
  const locs = (xml: string) => parse(xml).map((u) => u.loc);

  it('keeps the single file while every URL fits, at the default limit too', () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(5_000);
    const all = locs(buildSitemap(kz));
    expect(buildSitemapFiles(kz, all.length)).toEqual({ root: buildSitemap(kz), parts: {} });
    expect(buildSitemapFiles(kz)).toEqual({ root: buildSitemap(kz), parts: {} });
  });

  it('one URL over the limit: an index naming one part per locale, together exactly the single file', () => {
    const all = locs(buildSitemap(kz));
    const files = buildSitemapFiles(kz, all.length - 1);
    const index = parseIndex(files.root);
    expect(index.map((s) => s.loc)).toEqual([`${HOSTS.kz}/sitemap-kk-kz.xml`, `${HOSTS.kz}/sitemap-ru-kz.xml`]);
    expect(Object.keys(files.parts)).toEqual(['sitemap-kk-kz.xml', 'sitemap-ru-kz.xml']);
    expect(locs(files.parts['sitemap-kk-kz.xml']!).every((l) => !l.includes('/ru-kz/'))).toBe(true);
    expect(locs(files.parts['sitemap-ru-kz.xml']!).every((l) => l.startsWith(`${HOSTS.kz}/ru-kz/`))).toBe(true);
    expect(Object.values(files.parts).flatMap(locs).sort()).toEqual([...all].sort());
    // lastmod of a part: its newest entry.
    expect(index[0]!.lastmod).toBe('2026-01-10');
  });

  it('a locale with more URLs than the limit is cut into numbered parts, none over the limit, nothing lost or repeated', () => {
    const all = locs(buildSitemap(kz));
    const perLocale = all.length / 2;
    const files = buildSitemapFiles(kz, 8);
    const pages = Math.ceil(perLocale / 8);
    expect(Object.keys(files.parts)).toEqual([
      ...Array.from({ length: pages }, (_, i) => `sitemap-kk-kz-${i + 1}.xml`),
      ...Array.from({ length: pages }, (_, i) => `sitemap-ru-kz-${i + 1}.xml`),
    ]);
    expect(parseIndex(files.root).map((s) => s.loc)).toEqual(Object.keys(files.parts).map((n) => `${HOSTS.kz}/${n}`));
    for (const xml of Object.values(files.parts)) expect(locs(xml).length).toBeLessThanOrEqual(8);
    const joined = Object.values(files.parts).flatMap(locs);
    expect(new Set(joined).size).toBe(joined.length);
    expect(joined.sort()).toEqual([...all].sort());
    expect(() => buildSitemapFiles(kz, 0)).toThrow(RangeError);
  });
});

describe('sitemap', () => {
  it('lists static pages, published events and public points of the edition; every URL answers 200 with itself as canonical', async () => {
    const event = await publishedEvent(await creator());
    const point = await facilityIn(await owner(), 'accepted');
    const draft = await facilityIn(await owner(), 'draft');
    const res = await getPage(`${HOSTS.ru}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const urls = parse(await res.text());
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${HOSTS.ru}/`);
    expect(locs).toContain(`${HOSTS.ru}/cookies/`);
    expect(locs).toContain(`${HOSTS.ru}/charity-event/${event}`);
    expect(locs).toContain(`${HOSTS.ru}/recycling-points/${point}`);
    expect(locs.some((l) => l.includes(draft))).toBe(false);
    expect(urls.find((u) => u.loc.endsWith(event))!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The item guide adds 300+ item pages (all alike): one of them stands for the rest here.
    for (const url of urls.filter(
      (u) => !u.loc.includes('/what-goes-where/') || u.loc.endsWith('/what-goes-where/batteries'),
    )) {
      const page = await getPage(url.loc);
      expect(page.status, url.loc).toBe(200);
      expect(await page.text(), url.loc).toContain(`<link rel="canonical" href="${url.loc}"/>`);
    }
  }, 120_000);

  it('the Kazakhstan sitemap lists each page in both locales with the same alternates, x-default included', async () => {
    // One file for the whole edition (two locales × 3,000 guide items would otherwise be an index).
    const urls = parse(
      await (await app.request(`${HOSTS.kz}/sitemap.xml`, {}, { ...env, SITEMAP_URLS_PER_FILE: '50000' })).text(),
    );
    const home = urls.filter((u) => u.loc === `${HOSTS.kz}/` || u.loc === `${HOSTS.kz}/ru-kz/`);
    expect(home).toHaveLength(2);
    const links = (u: Url) => Object.fromEntries(u['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]));
    expect(links(home[0]!)).toEqual(links(home[1]!));
    expect(links(home[0]!)).toMatchObject({
      'kk-KZ': `${HOSTS.kz}/`,
      'ru-KZ': `${HOSTS.kz}/ru-kz/`,
      'ru-RU': `${HOSTS.ru}/`,
      'x-default': `${HOSTS.intl}/`,
    });
    expect(urls.map((u) => u.loc)).toContain(`${HOSTS.kz}/privacy-policy`);
  });

  it('a large edition (SITEMAP_URLS_PER_FILE lowered) serves an index; every part it names answers 200 and parses; together they are the single sitemap', async () => {
    await publishedEvent(await creator());
    const single = parse(
      await (await app.request(`${HOSTS.kz}/sitemap.xml`, {}, { ...env, SITEMAP_URLS_PER_FILE: '50000' })).text(),
    ).map((u) => u.loc);
    const small = { ...env, SITEMAP_URLS_PER_FILE: '60' };
    const root = await app.request(`${HOSTS.kz}/sitemap.xml`, {}, small);
    expect(root.status).toBe(200);
    const index = parseIndex(await root.text());
    expect(index.length).toBeGreaterThanOrEqual(4);
    expect(index.map((s) => s.loc)).toEqual(
      expect.arrayContaining([`${HOSTS.kz}/sitemap-kk-kz-1.xml`, `${HOSTS.kz}/sitemap-ru-kz-1.xml`]),
    );
    const seen: string[] = [];
    for (const { loc } of index) {
      expect(loc.startsWith(`${HOSTS.kz}/sitemap-`), loc).toBe(true);
      const part = await app.request(loc, {}, small);
      expect(part.status, loc).toBe(200);
      expect(part.headers.get('content-type'), loc).toContain('application/xml');
      const urls = parse(await part.text());
      expect(urls.length, loc).toBeGreaterThan(0);
      expect(urls.length, loc).toBeLessThanOrEqual(60);
      seen.push(...urls.map((u) => u.loc));
    }
    expect(seen.sort()).toEqual([...single].sort());
    // A part the edition has not got, and parts of an edition that fits one file: the ordinary 404.
    expect((await app.request(`${HOSTS.kz}/sitemap-kk-kz-999.xml`, {}, small)).status).toBe(404);
    expect(
      (await app.request(`${HOSTS.kz}/sitemap-kk-kz.xml`, {}, { ...env, SITEMAP_URLS_PER_FILE: '50000' })).status,
    ).toBe(404);
  }, 120_000); // ~90 parts of 60: the item guide lists 2,500 pages per locale

  it('in production one build caches every file of the split: the parts a crawler asks next come from the cache', async () => {
    const production = {
      ...env,
      ENVIRONMENT: 'production',
      EDITION_HOSTS: JSON.stringify({ 'eco.example.kz': 'kz' }),
      SITEMAP_URLS_PER_FILE: '1000',
    };
    const cache = await caches.open('sitemap');
    // The worker keys by the edition's public origin (worker/middleware/edition.ts).
    const key = (name: string) => new Request(`https://eco.example.kz${name}`);
    for (const name of ['/sitemap.xml', '/sitemap-kk-kz-1.xml', '/sitemap-ru-kz-2.xml']) await cache.delete(key(name));
    const ctx = createExecutionContext();
    const root = await app.request('https://eco.example.kz/sitemap.xml', {}, production, ctx);
    await waitOnExecutionContext(ctx);
    const names = parseIndex(await root.text()).map((s) => new URL(s.loc).pathname);
    expect(names).toEqual(expect.arrayContaining(['/sitemap-kk-kz-1.xml', '/sitemap-ru-kz-2.xml']));
    for (const name of names) {
      const cached = await cache.match(key(name));
      expect(cached, name).toBeDefined();
      const served = await app.request(`https://eco.example.kz${name}`, {}, production, createExecutionContext());
      expect(served.status, name).toBe(200);
      expect(await served.text(), name).toBe(await cached!.text());
    }
  }, 120_000);

  it('production robots.txt names the edition sitemap at its public origin', async () => {
    const production = { ...env, ENVIRONMENT: 'production', EDITION_HOSTS: JSON.stringify({ 'eco.example.kz': 'kz' }) };
    const robots = await (await app.request('http://eco.example.kz/robots.txt', {}, production)).text();
    expect(robots).toContain('Sitemap: https://eco.example.kz/sitemap.xml');
    expect(await (await getPage(`${HOSTS.ru}/robots.txt`)).text()).not.toContain('Sitemap:');
  });
});
