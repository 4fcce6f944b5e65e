import type { MiddlewareHandler } from 'hono';
import { editionForHost } from '../../editions';
import { parseVars, type AppEnv } from '../env';

/**
 * Picks the edition from the URL's hostname (not the Host header: SELF.fetch in tests sends none,
 * and the URL is what the platform routed on).
 */
export const selectEdition: MiddlewareHandler<AppEnv> = async (c, next) => {
  const vars = parseVars(c.env);
  c.set('vars', vars);
  c.set('edition', editionForHost(new URL(c.req.url).hostname, vars.EDITION_HOSTS, vars.DEFAULT_EDITION));
  await next();
};
