import { Hono } from 'hono';
import { getPathNoStrict } from 'hono/utils/url';
import { splitLocalePrefix } from '../ui/shared/locale-negotiation';
import type { AppEnv } from './env';
import { selectEdition } from './middleware/edition';
import { handleError, handleNotFound } from './middleware/errors';
import { bodyGuard } from './middleware/body-guard';
import { guards } from './middleware/guards';
import { negotiateLocale } from './middleware/locale';
import { csrfOriginCheck, retryAfterFallback, securityHeaders } from './middleware/security';
import { sessionMiddleware } from './middleware/session';
import { registerRoutes } from './routes';

/**
 * The request pipeline, top-down (DESIGN.md):
 *   security → edition → locale → session → guards → routes
 * Routing ignores a leading locale prefix (/ru-kz/...), so one table serves every locale;
 * the locale middleware decides whether that prefix is valid for the edition.
 */
const app = new Hono<AppEnv>({
  // Non-strict (a trailing slash does not matter: SPEC links both /cookies and /cookies/).
  getPath: (request) => splitLocalePrefix(getPathNoStrict(request)).rest,
});

app.use('*', securityHeaders);
app.use('*', retryAfterFallback);
app.use('*', csrfOriginCheck);
app.use('*', selectEdition);
app.use('*', negotiateLocale);
app.use('*', bodyGuard);
app.use('*', sessionMiddleware);
app.use('*', guards);

registerRoutes(app);

app.notFound(handleNotFound);
app.onError(handleError);

export default app;
export { NotificationHub } from './durable/notification-hub';
