import { Hono } from 'hono';
import { EDITIONS } from '../../editions';
import type { AppEnv } from '../env';
import { sitemapEvents, sitemapPoints } from '../data/sitemap';
import { editionOrigins } from '../render/seo-head';
import { buildSitemap } from '../services/sitemap';

/** `/sitemap.xml` per edition (ADR 102), named in production robots.txt. */
export const sitemap = new Hono<AppEnv>();

const MAX_AGE = 3600;

sitemap.get('/sitemap.xml', async (c) => {
  const edition = c.get('edition');
  const production = c.get('vars').ENVIRONMENT === 'production';
  // At the edge in production: one build per edition and hour, whatever the request's host or query.
  const cacheKey = new Request(`${edition.siteUrl}/sitemap.xml`);
  const cache = production ? await caches.open('sitemap') : null;
  const hit = await cache?.match(cacheKey);
  if (hit) return hit;

  const [events, points] = await Promise.all([sitemapEvents(c.env.DB, edition.id), sitemapPoints(c.env.DB, edition.id)]);
  const xml = buildSitemap({ edition, origins: editionOrigins(c), editions: EDITIONS, events, points, staticLastmod: null });
  const res = new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${MAX_AGE}` },
  });
  if (cache) await cache.put(cacheKey, res.clone());
  return res;
});
