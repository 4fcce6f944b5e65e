import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createTranslator, type Translator } from '../../ui/shared/i18n';
import { localeForPrefix, splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { messagesFor } from '../i18n/messages';
import { AppError } from '../lib/errors';
import { isMachinePath } from '../lib/machine-paths';
import { renderPage } from '../render/render-page';
import { editionForHost } from '../../editions';
import { parseVars } from '../env';
import { escapeHtml } from '../lib/escape-html';

/** JSON answers for the API and machine endpoints; pages everywhere else. */
function wantsJson(c: Context<AppEnv>): boolean {
  const path = splitLocalePrefix(new URL(c.req.url).pathname).rest;
  if (isMachinePath(path)) return true;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Errors can happen before the locale middleware ran (e.g. CSRF): fall back to the edition default. */
function translatorFor(c: Context<AppEnv>): Translator {
  const existing = c.get('i18n');
  if (existing) return existing;
  const vars = parseVars(c.env);
  const edition =
    c.get('edition') ?? editionForHost(new URL(c.req.url).hostname, vars.EDITION_HOSTS, vars.DEFAULT_EDITION);
  return createTranslator(edition.defaultLocale, messagesFor(edition.defaultLocale, edition.defaultLocale));
}

/**
 * The path the visitor asked for, without the locale prefix only when that prefix is one the
 * edition offers: an unknown prefix (/xx-yy/events) is part of what was not found.
 */
function askedPath(c: Context<AppEnv>): string {
  const { pathname } = new URL(c.req.url);
  const { prefix, rest } = splitLocalePrefix(pathname);
  const edition = c.get('edition');
  return prefix && edition && localeForPrefix(edition, prefix) ? rest : pathname;
}

const renderNotFound = (c: Context<AppEnv>) => {
  const path = askedPath(c);
  if (wantsJson(c) || !c.get('locale')) {
    const t = translatorFor(c);
    return c.json({ error: { code: 'not_found', message: t.t('errors.pageNotFound', { path }) } }, 404);
  }
  return renderPage(c, { page: 'notFound', titleKey: 'notFound', status: 404, data: { path } });
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => renderNotFound(c);

/**
 * The one error handler. Expected failures (AppError/HTTPException) keep their status and get a
 * localized message; anything else is logged once and answered with a bare 500 that leaks nothing
 * but a request id to quote (docs/decisions/209).
 */
export const handleError: ErrorHandler<AppEnv> = async (err, c) => {
  if (err instanceof HTTPException && err.status === 404 && !wantsJson(c)) return renderNotFound(c);
  const t = translatorFor(c);
  if (err instanceof AppError) {
    if (err.retryAfter) c.header('retry-after', String(err.retryAfter));
    const message = err.localize(t);
    // A browser form post (pages, not the API) gets a page it can show, with the same status.
    if (!wantsJson(c) && c.req.method !== 'GET' && (c.req.header('accept') ?? '').includes('text/html')) {
      return c.html(errorPage(t, String(err.status), message), err.status);
    }
    return c.json({ error: { code: err.code, message, ...err.details(t) } }, err.status);
  }
  if (err instanceof HTTPException) {
    const code = `http_${err.status}`;
    if (wantsJson(c) || err.status < 500)
      return c.json({ error: { code, message: t.t('errors.badRequest') } }, err.status);
  }
  if (isDatabaseUnavailable(err)) {
    // A locked, overloaded or unreachable D1 (docs/decisions/048): a localized 503 with
    // Retry-After. Writes go through db.batch (one transaction), so nothing is half-written.
    console.warn('database unavailable', err instanceof Error ? err.message : err);
    c.header('retry-after', '30');
    const message = t.t('security.errors.serviceUnavailable');
    if (wantsJson(c)) return c.json({ error: { code: 'service_unavailable', message } }, 503);
    return c.html(errorPage(t, t.t('security.errors.serviceUnavailableTitle'), message), 503);
  }
  // One structured line per unexpected error, under the id the visitor sees (docs/decisions/209).
  const requestId = requestIdOf(c);
  logUnexpected(c, requestId, err);
  c.header('x-request-id', requestId);
  const reference = t.t('errors.reference', { id: requestId });
  if (wantsJson(c)) return c.json({ error: { code: 'internal', message: t.t('errors.internal'), requestId } }, 500);
  return c.html(errorPage(t, 'Internal Server Error', t.t('errors.internal'), reference), 500);
};

/** Cloudflare's ray id when the edge gave one (it also names the request in Workers Logs), else a random one. */
function requestIdOf(c: Context<AppEnv>): string {
  const ray = c.req.header('cf-ray');
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** The path without its query: queries may carry tokens or personal data. */
function logUnexpected(c: Context<AppEnv>, requestId: string, err: unknown): void {
  const error =
    err instanceof Error
      ? { name: err.name, message: err.message, stack: err.stack }
      : { name: typeof err, message: String(err) };
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'unhandled',
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error,
    }),
  );
}

/** Static on purpose: the page that shows when rendering itself may be what failed. */
function errorPage(t: Translator, title: string, message: string, reference?: string): string {
  const ref = reference ? `<p data-testid="error-reference">${escapeHtml(reference)}</p>` : '';
  return `<!doctype html><html lang="${t.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><meta name="robots" content="none"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${ref}<p><a href="/">${escapeHtml(t.t('errors.backHome'))}</a></p></body></html>`;
}

/**
 * Failures of the database itself rather than of our SQL: busy/locked, overloaded, reset or
 * unreachable. A bad statement (no such table, constraint) stays a 500: that is a bug to see.
 */
function isDatabaseUnavailable(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}` : String(err);
  return /SQLITE_BUSY|database is locked|D1 DB is overloaded|overloaded|Network connection lost|storage caused object to be reset|D1_RESET_DO|timed? ?out|Durable Object reset|internal error; reference/i.test(
    text,
  );
}
