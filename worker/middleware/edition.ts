import type { MiddlewareHandler } from 'hono';
import { editionForHost } from '../../editions';
import { keepTestIds } from '../../ui/jsx/jsx-runtime';
import { devToolsEnabled, parseVars, type AppEnv } from '../env';
import { publicOrigin } from '../lib/public-origin';
import { googleSignInAvailable } from '../google';

/**
 * Picks the edition from the URL's hostname (not the Host header: SELF.fetch in tests sends none,
 * and the URL is what the platform routed on).
 */
export const selectEdition: MiddlewareHandler<AppEnv> = async (c, next) => {
  const vars = parseVars(c.env);
  c.set('vars', vars);
  // Test ids (data-testid) render with the development tools only (ui/jsx/jsx-runtime.ts); every
  // request of an isolate has the same vars, so the switch never flips under a render.
  keepTestIds(devToolsEnabled(vars));
  const edition = editionForHost(new URL(c.req.url).hostname, vars.EDITION_HOSTS, vars.DEFAULT_EDITION);
  // The Google link shows where the edition offers it (docs/product.md §2.4) and the deployment can honour
  // it: real credentials, or the local stand-in in development (docs/decisions/070).
  const thirdPartySignIn = edition.thirdPartySignIn && googleSignInAvailable(vars);
  // siteUrl becomes the configured public origin (ADR 100), so every absolute URL agrees.
  c.set('edition', { ...edition, thirdPartySignIn, siteUrl: publicOrigin(vars, edition.id, c.req.url) });
  await next();
};
