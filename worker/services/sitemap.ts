import type { Edition, EditionId } from '../../editions/types';
import { PAGE_ROUTES } from '../../ui/shared/routes';
import { absolute, alternatesFor, canonicalRest } from '../../ui/shared/seo';
import type { SitemapEntry } from '../data/sitemap';

/** Static indexable pages every edition has (ADR 101), in their canonical form. */
const SITEMAP_STATIC_PATHS = [
  '/',
  '/charity-events',
  '/get-app',
  '/charity-events-manual/',
  '/inspection-manual/',
  '/registration',
  '/support/question',
  '/write-to-us',
  '/inquiry/government',
  '/inquiry/recycling-companies',
  '/inquiry/small-and-medium-sized-business',
  // The finder once its page is in the route table.
  ...(PAGE_ROUTES.some((r) => r.path === '/recycling-points') ? ['/recycling-points'] : []),
  // The item guide's browse page (docs/item-guide.md).
  '/what-goes-where',
];

/** Policy pages: each edition lists those its menus link (docs/product.md §2.1, ADR 004). */
function policyPaths(edition: Edition): string[] {
  return edition.policyLinks.map((l) => canonicalRest(l.url));
}

export interface SitemapInput {
  edition: Edition;
  origins: Readonly<Record<EditionId, string>>;
  editions: Readonly<Record<EditionId, Edition>>;
  events: SitemapEntry[];
  points: SitemapEntry[];
  /** Accepted collection drives of the edition; absent: none listed. */
  drives?: SitemapEntry[];
  /** Item guide pages by slug (every edition has every item); absent: none listed. */
  guideItems?: SitemapEntry[];
  /** lastmod of the static pages: when this build was made. */
  staticLastmod: number | null;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** URLs per sitemap file (ADR 102): far under the protocol's 50,000 / 50 MB, small enough to build per request. */
export const SITEMAP_URLS_PER_FILE = 5_000;

interface SitemapUrl {
  locale: string;
  xml: string;
  lastmod: number | null;
}

/** One <url> per page and locale, each with the page's full set of xhtml:link alternates (the page's hreflang tags). */
function sitemapUrls(input: SitemapInput): SitemapUrl[] {
  const { edition } = input;
  const pages: { page: string; rest: string; lastmod: number | null }[] = [
    ...SITEMAP_STATIC_PATHS.map((rest) => ({
      page: rest === '/' ? 'home' : 'static',
      rest,
      lastmod: input.staticLastmod,
    })),
    ...policyPaths(edition).map((rest) => ({ page: 'static', rest, lastmod: input.staticLastmod })),
    ...input.events.map((e) => ({
      page: 'charityEvent',
      rest: `/charity-event/${encodeURIComponent(e.id)}`,
      lastmod: e.updatedAt,
    })),
    ...input.points.map((p) => ({
      page: 'recyclingPoint',
      rest: `/recycling-points/${encodeURIComponent(p.id)}`,
      lastmod: p.updatedAt,
    })),
    ...(input.drives ?? []).map((d) => ({
      page: 'collectionDrive',
      rest: `/collection-drives/${encodeURIComponent(d.id)}`,
      lastmod: d.updatedAt,
    })),
    ...(input.guideItems ?? []).map((i) => ({
      page: 'guideItem',
      rest: `/what-goes-where/${encodeURIComponent(i.id)}`,
      lastmod: i.updatedAt,
    })),
  ];
  const urls: SitemapUrl[] = [];
  for (const p of pages) {
    const links = alternatesFor({ page: p.page, edition, origins: input.origins, editions: input.editions }, p.rest)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`)
      .join('\n');
    for (const locale of edition.locales) {
      const loc = absolute(input.origins[edition.id], edition, locale, p.rest);
      urls.push({
        locale,
        lastmod: p.lastmod,
        xml: `  <url>\n    <loc>${esc(loc)}</loc>\n${p.lastmod ? `    <lastmod>${day(p.lastmod)}</lastmod>\n` : ''}${links}\n  </url>`,
      });
    }
  }
  return urls;
}

const urlset = (urls: SitemapUrl[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map((u) => u.xml).join('\n')}\n</urlset>\n`;

/** The edition's whole sitemap as one `urlset` (what /sitemap.xml is while it fits one file). */
export function buildSitemap(input: SitemapInput): string {
  return urlset(sitemapUrls(input));
}

/** File name of one part: per locale (`sitemap-kk-kz.xml`), numbered from 1 when the locale needs several. */
const sitemapPartName = (locale: string, page: number | null) =>
  `sitemap-${locale.toLowerCase()}${page === null ? '' : `-${page}`}.xml`;
/** Which paths are sitemap parts (the route answers 404 for a well-formed name the edition has not got). */
export const SITEMAP_PART_PATH = /^\/sitemap-[a-z]{2}-[a-z]{2}(?:-[1-9]\d{0,4})?\.xml$/;

export interface SitemapFiles {
  /** What /sitemap.xml answers: the single `urlset`, or a `sitemapindex` naming the parts. */
  root: string;
  /** Part name (e.g. `sitemap-ru-ru.xml`) → its `urlset`; empty while everything fits the root. */
  parts: Record<string, string>;
}

/**
 * The edition's sitemap files. While all URLs fit `limit`, /sitemap.xml is the single `urlset`;
 * beyond that it becomes a sitemap index with one part per locale, and a locale with more than
 * `limit` URLs is cut into numbered parts in a stable order (static pages, events, points, drives, guide items).
 */
export function buildSitemapFiles(input: SitemapInput, limit = SITEMAP_URLS_PER_FILE): SitemapFiles {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('sitemap limit must be a positive integer');
  const urls = sitemapUrls(input);
  if (urls.length <= limit) return { root: urlset(urls), parts: {} };
  const parts: Record<string, string> = {};
  const entries: string[] = [];
  const origin = input.origins[input.edition.id].replace(/\/+$/, '');
  for (const locale of input.edition.locales) {
    const mine = urls.filter((u) => u.locale === locale);
    const pages = Math.max(1, Math.ceil(mine.length / limit));
    for (let i = 0; i < pages; i++) {
      const chunk = mine.slice(i * limit, (i + 1) * limit);
      const name = sitemapPartName(locale, pages === 1 ? null : i + 1);
      parts[name] = urlset(chunk);
      const newest = chunk.reduce<number | null>(
        (max, u) => (u.lastmod !== null && (max === null || u.lastmod > max) ? u.lastmod : max),
        null,
      );
      entries.push(
        `  <sitemap>\n    <loc>${esc(`${origin}/${name}`)}</loc>\n${newest ? `    <lastmod>${day(newest)}</lastmod>\n` : ''}  </sitemap>`,
      );
    }
  }
  return {
    root: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
    parts,
  };
}
