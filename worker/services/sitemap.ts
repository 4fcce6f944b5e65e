import type { Edition, EditionId } from '../../editions/types';
import { PAGE_ROUTES } from '../../ui/shared/routes';
import { absolute, alternatesFor, canonicalRest } from '../../ui/shared/seo';
import type { SitemapEntry } from '../data/sitemap';

/** Static indexable pages every edition has (ADR 101), in their canonical form. */
export const SITEMAP_STATIC_PATHS = [
  '/', '/charity-events', '/get-app', '/charity-events-manual/', '/inspection-manual/', '/registration',
  '/support/question', '/write-to-us', '/inquiry/government', '/inquiry/recycling-companies', '/inquiry/small-and-medium-sized-business',
  // The finder (issue 17) once its page is in the route table.
  ...(PAGE_ROUTES.some((r) => r.path === '/recycling-points') ? ['/recycling-points'] : []),
];

/** Policy pages: each edition lists those its menus link (SPEC §2.1, ADR 004). */
function policyPaths(edition: Edition): string[] {
  return edition.policyLinks.map((l) => canonicalRest(l.url));
}

export interface SitemapInput {
  edition: Edition;
  origins: Readonly<Record<EditionId, string>>;
  editions: Readonly<Record<EditionId, Edition>>;
  events: SitemapEntry[];
  points: SitemapEntry[];
  /** lastmod of the static pages: when this build was made. */
  staticLastmod: number | null;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The edition's sitemap: one <url> per page and locale, each with the page's full set of
 * xhtml:link alternates (the same set as the page's hreflang tags).
 */
export function buildSitemap(input: SitemapInput): string {
  const { edition } = input;
  const pages: { page: string; rest: string; lastmod: number | null }[] = [
    ...SITEMAP_STATIC_PATHS.map((rest) => ({ page: rest === '/' ? 'home' : 'static', rest, lastmod: input.staticLastmod })),
    ...policyPaths(edition).map((rest) => ({ page: 'static', rest, lastmod: input.staticLastmod })),
    ...input.events.map((e) => ({ page: 'charityEvent', rest: `/charity-event/${encodeURIComponent(e.id)}`, lastmod: e.updatedAt })),
    ...input.points.map((p) => ({ page: 'recyclingPoint', rest: `/recycling-points/${encodeURIComponent(p.id)}`, lastmod: p.updatedAt })),
  ];
  const urls: string[] = [];
  for (const p of pages) {
    const links = alternatesFor({ page: p.page, edition, origins: input.origins, editions: input.editions }, p.rest)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`)
      .join('\n');
    for (const locale of edition.locales) {
      const loc = absolute(input.origins[edition.id], edition, locale, p.rest);
      urls.push(`  <url>\n    <loc>${esc(loc)}</loc>\n${p.lastmod ? `    <lastmod>${day(p.lastmod)}</lastmod>\n` : ''}${links}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
