/**
 * Localized country names for the calling-code list, made lazily (only when the list first
 * opens) per language with Intl.DisplayNames, falling back to English and then to the code
 * (docs/decisions/026-phone-country-names.md). Cached per language.
 */
const cache = new Map<string, (code: string) => string>();

export function countryNamer(locale: string): (code: string) => string {
  const language = locale.slice(0, 2).toLowerCase();
  const cached = cache.get(language);
  if (cached) return cached;
  let namer: (code: string) => string = (code) => code;
  try {
    const supported = typeof Intl.DisplayNames === 'function' ? Intl.DisplayNames.supportedLocalesOf([language]) : [];
    const names = new Intl.DisplayNames(supported.length ? [locale, language] : ['en'], {
      type: 'region',
      fallback: 'code',
    });
    namer = (code) => names.of(code) ?? code;
  } catch (error) {
    // docs/product.md §8: country data load failures are logged only.
    console.warn('country names unavailable', error);
  }
  cache.set(language, namer);
  return namer;
}
