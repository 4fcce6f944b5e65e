import { Hono } from 'hono';
import { PAGE_ROUTES } from '../../ui/shared/routes';
import type { BuildMeta } from '../../ui/shared/build-meta';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { clientManifest } from '../render/assets';

/**
 * `builds/meta/{buildId}.json` (docs/product.md §4.9, §7): the page payload manifest of a build — which
 * route pattern is which page, and the files each page needs. The browser fetches it on the first
 * navigation intent to prefetch a link's chunks (ui/client/prefetch.ts). Only the running build
 * is known here; another id is a 404 (that page should reload to the current build anyway).
 */
export const buildMeta = new Hono<AppEnv>();

let cached: BuildMeta | null = null;

function meta(): BuildMeta {
  cached ??= {
    buildId: clientManifest.buildId,
    css: clientManifest.css,
    entry: clientManifest.entry,
    routes: PAGE_ROUTES.map((r) => ({ path: r.path, page: r.page })),
    pages: clientManifest.pages,
  };
  return cached;
}

buildMeta.get('/:file', (c) => {
  if (c.req.param('file') !== `${clientManifest.buildId}.json`) notFound();
  return c.json(meta(), 200, { 'cache-control': 'public, max-age=31536000, immutable' });
});
