import { Hono } from 'hono';
import { getPathNoStrict } from 'hono/utils/url';
import { splitLocalePrefix } from '../ui/shared/locale-negotiation';
import type { AppEnv } from './env';
import { installIntlCache } from '../ui/shared/intl-cache';
import { d1Session } from './middleware/d1-session';
import { edgeCache } from './middleware/edge-cache';
import { selectEdition } from './middleware/edition';
import { handleError, handleNotFound } from './middleware/errors';
import { bodyGuard } from './middleware/body-guard';
import { canonicalRedirect } from './middleware/canonical-redirect';
import { guards } from './middleware/guards';
import { negotiateLocale } from './middleware/locale';
import { csrfOriginCheck, retryAfterFallback, securityHeaders } from './middleware/security';
import { sessionMiddleware } from './middleware/session';
import { documentRenderer } from './render/document';
import { registerRoutes } from './routes';
import { runScheduled } from './scheduled';

/**
 * The request pipeline, top-down (docs/architecture.md):
 *   D1 session → security headers (+ Retry-After fallback, document renderer for c.render) → CSRF
 *   → edition → locale → body guard (415/400 before any handler) → edge cache → session → guards
 *   → canonical redirect → routes
 * (D1 session and edge cache: ADRs 080, 081; body guard:; canonical redirect: ADR 101)
 * Routing ignores a leading locale prefix (/ru-kz/...), so one table serves every locale;
 * the locale middleware decides whether that prefix is valid for the edition.
 */
installIntlCache();

const app = new Hono<AppEnv>({
  // Non-strict (a trailing slash does not matter: docs/product.md links both /cookies and /cookies/).
  getPath: (request) => splitLocalePrefix(getPathNoStrict(request)).rest,
});

app.use('*', d1Session);
app.use('*', securityHeaders);
app.use('*', retryAfterFallback);
// Sets c.render for every later step, the error and not-found handlers included.
app.use('*', documentRenderer);
app.use('*', csrfOriginCheck);
app.use('*', selectEdition);
app.use('*', negotiateLocale);
app.use('*', bodyGuard);
app.use('*', edgeCache);
app.use('*', sessionMiddleware);
app.use('*', guards);
app.use('*', canonicalRedirect);

registerRoutes(app);

app.notFound(handleNotFound);
app.onError(handleError);

// fetch for requests, scheduled for the Cron Triggers of wrangler.toml (worker/scheduled/).
export default Object.assign(app, { scheduled: runScheduled });
export { NotificationHub } from './durable/notification-hub';
