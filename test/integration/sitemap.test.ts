import { env } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { owner, pointIn } from './facility-support';
import { HOSTS, getPage } from './helpers';
import { creator, publishedEvent } from './support/events';

/** Issue 21 / ADR 102: /sitemap.xml per edition; every URL answers 200; robots names it in production. */
interface Url { loc: string; lastmod?: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }
function parse(xml: string): Url[] {
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml) as { urlset: { url: Url[]; '@_xmlns': string } };
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url;
}

describe('sitemap', () => {
  it('lists static pages, published events and public points of the edition; every URL answers 200 with itself as canonical', async () => {
    const event = await publishedEvent(await creator());
    const point = await pointIn(await owner(), 'accepted');
    const draft = await pointIn(await owner(), 'draft');
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
    for (const url of urls) {
      const page = await getPage(url.loc);
      expect(page.status, url.loc).toBe(200);
      expect(await page.text(), url.loc).toContain(`<link rel="canonical" href="${url.loc}"/>`);
    }
  });

  it('the Kazakhstan sitemap lists each page in both locales with the same alternates, x-default included', async () => {
    const urls = parse(await (await getPage(`${HOSTS.kz}/sitemap.xml`)).text());
    const home = urls.filter((u) => u.loc === `${HOSTS.kz}/` || u.loc === `${HOSTS.kz}/ru-kz/`);
    expect(home).toHaveLength(2);
    const links = (u: Url) => Object.fromEntries(u['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]));
    expect(links(home[0]!)).toEqual(links(home[1]!));
    expect(links(home[0]!)).toMatchObject({ 'kk-KZ': `${HOSTS.kz}/`, 'ru-KZ': `${HOSTS.kz}/ru-kz/`, 'ru-RU': `${HOSTS.ru}/`, 'x-default': `${HOSTS.intl}/` });
    expect(urls.map((u) => u.loc)).toContain(`${HOSTS.kz}/privacy-policy`);
  });

  it('production robots.txt names the edition sitemap at its public origin', async () => {
    const production = { ...env, ENVIRONMENT: 'production', EDITION_HOSTS: JSON.stringify({ 'eco.example.kz': 'kz' }) };
    const robots = await (await app.request('http://eco.example.kz/robots.txt', {}, production)).text();
    expect(robots).toContain('Sitemap: https://eco.example.kz/sitemap.xml');
    expect(await (await getPage(`${HOSTS.ru}/robots.txt`)).text()).not.toContain('Sitemap:');
  });
});
