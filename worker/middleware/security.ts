import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { mapTileOrigin } from '../services/finder-map';

/**
 * Secure headers with a fresh CSP nonce per response. Scripts run only with the nonce
 * ('strict-dynamic' lets the nonce'd entry load its own chunks); no 'unsafe-inline' for scripts.
 * Styles (docs/decisions/047-csp-styles.md): <style>/<link> elements need 'self' or the nonce;
 * only style ATTRIBUTES keep 'unsafe-inline' (React `style={{}}` values are computed per render,
 * so no hash list can cover them; attributes cannot run script). Static files get the same
 * family of headers from dist/client/_headers (STATIC_SECURITY_HEADERS in scripts/build.mjs).
 */
const defaultSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", NONCE],
    styleSrcElem: ["'self'", NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    // The finder's map tiles come from the deployment's tile server (MAP_TILE_URL).
    imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Browsers ignore HSTS over plain http, so local development is unaffected (ADR 047).
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
});

/**
 * The headers above, except that a route which set its own, stricter CSP keeps it: uploaded media
 * (worker/routes/media.ts) is served with `default-src 'none'`, which the page policy used to
 * overwrite, so a polyglot opened directly could have run as a page of this origin.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  let own: string | null = null;
  let ownPermissions: string | null = null;
  await defaultSecurityHeaders(c, async () => {
    await next();
    own = c.res.headers.get('content-security-policy');
    ownPermissions = c.res.headers.get('permissions-policy');
  });
  if (own) c.res.headers.set('content-security-policy', own);
  // The one page that may use the camera (the organiser's check-in scanner) says so itself.
  if (ownPermissions) c.res.headers.set('permissions-policy', ownPermissions);
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a browser always sends Origin (or Sec-Fetch-Site) on unsafe requests; reject the ones
 * that come from another site. Requests with neither are not from a browser page and carry no
 * ambient authority worth forging.
 */
export const csrfOriginCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const self = new URL(c.req.url).origin;
    const crossOrigin = origin ? origin !== self : site === 'cross-site';
    if (crossOrigin) {
      throw new AppError(403, 'csrf_rejected', 'errors.csrf');
    }
  }
  await next();
};

/**
 * GETs that change state (docs/product.md §7 keeps `GET /api/logout` and `GET /api/recovery`): a browser marks
 * a request another site started with `Sec-Fetch-Site: cross-site` (a link, an <img>, a redirect),
 * so those are refused; same-site pages, apps and scripts without the header still work
 * (docs/decisions/124-input-and-request-limits.md).
 */
export const refuseCrossSiteGet: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site')
    throw new AppError(403, 'csrf_rejected', 'errors.csrf');
  await next();
};

/**
 * Every 429 and 503 tells the client when to come back. Handlers that know the exact time set it
 * (AppError.retryAfter → handleError, or retryAfterFrom in page handlers); this fills in the rest.
 */
export const retryAfterFallback: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if ((c.res.status === 429 || c.res.status === 503) && !c.res.headers.has('retry-after')) {
    c.res.headers.set('retry-after', '60');
  }
};

/** Copies an AppError's Retry-After onto the response a page handler renders itself. */
export function retryAfterFrom(c: { header(name: string, value: string): void }, error: unknown): void {
  if (error instanceof AppError && error.retryAfter) c.header('retry-after', String(error.retryAfter));
}
