import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { clientManifest } from '../render/assets';
import { latestBuildId } from '../data/builds';

/** Machine endpoints: build id for the update check (docs/product.md §4.9) and robots (docs/product.md §9). */
export const system = new Hono<AppEnv>();

system.get('/builds/latest.json', async (c) => {
  const buildId = (await latestBuildId(c.env.KV)) ?? clientManifest.buildId;
  return c.json({ buildId }, 200, { 'cache-control': 'no-store' });
});

system.get('/robots.txt', (c) => {
  const production = c.get('vars').ENVIRONMENT === 'production';
  // 'all' only in production; every other environment stays out of search engines.
  // Production names the edition's sitemap at its public origin (ADR 102).
  const body = production
    ? `User-agent: *\nAllow: /\n\nSitemap: ${c.get('edition').siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
  return c.text(body, 200, { 'x-robots-tag': production ? 'all' : 'none' });
});
