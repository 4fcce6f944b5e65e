import type { MiddlewareHandler } from 'hono';
import { editionForHost } from '../../editions';
import { parseVars, type AppEnv } from '../env';
import { publicOrigin } from '../lib/public-origin';

/**
 * Picks the edition from the URL's hostname (not the Host header: SELF.fetch in tests sends none,
 * and the URL is what the platform routed on).
 */
export const selectEdition: MiddlewareHandler<AppEnv> = async (c, next) => {
  const vars = parseVars(c.env);
  c.set('vars', vars);
  const edition = editionForHost(new URL(c.req.url).hostname, vars.EDITION_HOSTS, vars.DEFAULT_EDITION);
  // siteUrl becomes the configured public origin (ADR 100), so every absolute URL agrees.
  c.set('edition', { ...edition, siteUrl: publicOrigin(vars, edition.id, c.req.url) });
  await next();
};
