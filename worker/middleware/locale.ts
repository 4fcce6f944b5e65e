import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isLocale, type Locale } from '../../editions/types';
import { createTranslator } from '../../ui/shared/i18n';
import { localeForPrefix, localizedPath, preferredLocale, splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { messagesFor } from '../i18n/messages';
import { notFound } from '../lib/errors';

/** Session cookie: the visitor's explicit choice (docs/product.md §4.9 keeps it in session storage). */
export const LOCALE_COOKIE = 'locale';

/**
 * Locale negotiation (docs/decisions/002-locale-negotiation.md):
 * URL prefix → stored choice → edition default. Accept-Language does not switch the page by
 * itself; it drives the language prompt, so a URL always shows the same language to everyone.
 */
export const negotiateLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const edition = c.get('edition');
  const url = new URL(c.req.url);
  const { prefix, rest } = splitLocalePrefix(url.pathname);
  const stored = getCookie(c, LOCALE_COOKIE);
  const storedLocale = stored && isLocale(stored) && edition.locales.includes(stored) ? stored : null;

  let locale: Locale = edition.defaultLocale;
  if (prefix) {
    const fromPrefix = localeForPrefix(edition, prefix);
    if (!fromPrefix) {
      // A prefix the edition does not offer is a page that does not exist (rendered in the default).
      setTranslation(c, locale);
      notFound();
    }
    locale = fromPrefix;
    if (storedLocale !== locale) setCookie(c, LOCALE_COOKIE, locale, { path: '/', sameSite: 'Lax' });
  } else if (
    storedLocale &&
    storedLocale !== edition.defaultLocale &&
    isPageNavigation(c.req.method, c.req.header('accept'))
  ) {
    // The stored choice is reflected in the URL prefix (docs/product.md §4.9).
    return c.redirect(localizedPath(edition, storedLocale, rest) + url.search, 302);
  } else if (storedLocale) {
    locale = storedLocale;
  }

  setTranslation(c, locale);
  const preferred = preferredLocale(edition, c.req.header('accept-language'));
  c.set('preferredLocale', !storedLocale && !prefix && preferred && preferred !== locale ? preferred : null);
  await next();
};

function setTranslation(c: Parameters<MiddlewareHandler<AppEnv>>[0], locale: Locale) {
  const messages = messagesFor(locale, c.get('edition').defaultLocale);
  c.set('locale', locale);
  c.set('messages', messages);
  c.set('i18n', createTranslator(locale, messages));
}

function isPageNavigation(method: string, accept: string | undefined): boolean {
  return method === 'GET' && !!accept && accept.includes('text/html');
}
