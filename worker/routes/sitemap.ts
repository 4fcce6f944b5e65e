import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EDITIONS } from '../../editions';
import type { AppEnv } from '../env';
import { sitemapDrives, sitemapEvents, sitemapGuideItems, sitemapFacilities } from '../data/sitemap';
import { editionOrigins } from '../render/seo-head';
import { guideIndex } from '../services/item-guide';
import { SITEMAP_PART_PATH, SITEMAP_URLS_PER_FILE, buildSitemapFiles } from '../services/sitemap';

/**
 * `/sitemap.xml` per edition (ADR 102), named in production robots.txt. Large editions get a
 * sitemap index there and per-locale parts at `/sitemap-<locale>[-<n>].xml`.
 */
export const sitemap = new Hono<AppEnv>();

const MAX_AGE = 3600;

/** Optional `SITEMAP_URLS_PER_FILE` (1–50,000) lowers the split point; unset or invalid keeps the default. */
const LimitSchema = z.coerce.number().int().min(1).max(50_000).catch(SITEMAP_URLS_PER_FILE);
const urlsPerFile = (env: object) => {
  const raw = (env as { SITEMAP_URLS_PER_FILE?: string }).SITEMAP_URLS_PER_FILE;
  return raw === undefined || raw === '' ? SITEMAP_URLS_PER_FILE : LimitSchema.parse(raw);
};

async function serve(c: Context<AppEnv>, file: string): Promise<Response | null> {
  const edition = c.get('edition');
  const production = c.get('vars').ENVIRONMENT === 'production';
  // At the edge in production: one build per edition and hour, whatever the request's host or query.
  const keyOf = (name: string) => new Request(`${edition.siteUrl}${name}`);
  const cache = production ? await caches.open('sitemap') : null;
  const hit = await cache?.match(keyOf(file));
  // A copy: a cached response's headers are immutable, and the security middleware adds its own.
  if (hit) return new Response(hit.body, hit);

  const [events, points, drives, guideItems] = await Promise.all([
    sitemapEvents(c.env.DB, edition.id),
    sitemapFacilities(c.env.DB, edition.id),
    sitemapDrives(c.env.DB, edition.id),
    guideIndex(c.env.DB).then((index) => sitemapGuideItems(c.env.DB, index.items.keys())),
  ]);
  const files = buildSitemapFiles(
    {
      edition,
      origins: editionOrigins(c),
      editions: EDITIONS,
      events,
      points,
      drives,
      guideItems,
      staticLastmod: null,
    },
    urlsPerFile(c.env),
  );
  const response = (xml: string) =>
    new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${MAX_AGE}` },
    });
  if (cache) {
    // The build made every file of the split: keep them all, so a crawler walking the index
    // gets each part from the cache instead of rebuilding the whole sitemap per part.
    const all: [string, string][] = [
      ['/sitemap.xml', files.root],
      ...Object.entries(files.parts).map(([n, x]) => [`/${n}`, x] as [string, string]),
    ];
    c.executionCtx.waitUntil(Promise.all(all.map(([name, xml]) => cache.put(keyOf(name), response(xml)))));
  }
  const xml = file === '/sitemap.xml' ? files.root : files.parts[file.slice(1)];
  // A part this edition has not got (fewer URLs than the name implies): the ordinary 404.
  return xml === undefined ? null : response(xml);
}

sitemap.get('/sitemap.xml', async (c) => (await serve(c, '/sitemap.xml'))!);
sitemap.get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c, next) => {
  const path = `/${c.req.param('file')}`;
  if (!SITEMAP_PART_PATH.test(path)) return next();
  return (await serve(c, path)) ?? next();
});
