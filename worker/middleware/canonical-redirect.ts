import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import { canonicalRest, indexablePageFor } from '../../ui/shared/seo';
import type { AppEnv } from '../env';
import { LOCALE_COOKIE } from './locale';

/**
 * One URL per page (ADR 101): on indexable pages the other trailing-slash form and the
 * default-locale prefix (/kk-kz/… on the Kazakhstan edition) answer 301 to the canonical form.
 * Runs after the guards, so a guest-only or signed-in redirect keeps its own answer.
 */
export const canonicalRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  const { prefix, rest } = splitLocalePrefix(url.pathname);
  if (!indexablePageFor(rest)) return next();
  const edition = c.get('edition');
  const defaultPrefix = prefix !== null && prefix === edition.defaultLocale.toLowerCase();
  const canonical = canonicalRest(rest);
  const target = prefix && !defaultPrefix ? `/${prefix}${canonical}` : canonical;
  if (target === url.pathname) return next();
  if (defaultPrefix) {
    // The visitor asked for the default language explicitly: remember it, as the prefix would have.
    setCookie(c, LOCALE_COOKIE, edition.defaultLocale, { path: '/', sameSite: 'Lax' });
  }
  // no-store: a remembered 301 would skip the cookie above on the next visit.
  c.header('cache-control', 'no-store');
  return c.redirect(target + url.search, 301);
};
