import { LOCALES, type Edition, type Locale } from '../../editions/types';

/** `/ru-kz/...` style prefixes: any of the five locales in lower case. */
const PREFIX = new RegExp(`^/(${LOCALES.map((l) => l.toLowerCase()).join('|')})(?=/|$)`, 'i');

export function splitLocalePrefix(pathname: string): { prefix: string | null; rest: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { prefix: null, rest: pathname };
  return { prefix: match[1]!.toLowerCase(), rest: pathname.slice(match[0].length) || '/' };
}

/** The edition's locale for a URL prefix, or null when the edition does not offer it. */
export function localeForPrefix(edition: Edition, prefix: string): Locale | null {
  if (edition.locales.length < 2) return null;
  return edition.locales.find((l) => l.toLowerCase() === prefix) ?? null;
}

/** Path of `path` in `locale`: the edition default has no prefix, others do (docs/product.md §2.1). */
export function localizedPath(edition: Edition, locale: Locale, path: string): string {
  if (edition.locales.length < 2 || locale === edition.defaultLocale) return path;
  return `/${locale.toLowerCase()}${path === '/' ? '/' : path}`;
}

/**
 * Best offered locale for an Accept-Language header: exact tag first, then same language.
 * Returns null when the visitor prefers nothing the edition offers.
 */
export function preferredLocale(edition: Edition, acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = edition.locales.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = edition.locales.find((l) => l.slice(0, 2).toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** Fallback chain of docs/product.md §4.9 /: the locale itself, then its language, then the edition default. */
export function fallbackChain(locale: Locale, editionDefault: Locale): Locale[] {
  const sameLanguage = LOCALES.find(
    (l) => l !== locale && l.slice(0, 2) === locale.slice(0, 2) && l.endsWith(l.slice(0, 2).toUpperCase()),
  );
  const chain = [editionDefault, ...(sameLanguage ? [sameLanguage] : []), locale];
  return chain.filter((l, i) => chain.indexOf(l) === i);
}
