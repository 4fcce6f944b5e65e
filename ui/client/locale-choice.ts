import type { Locale } from '../../editions/types';

/**
 * Remembers the visitor's language for this browser session: session storage as docs/product.md §4.9 says,
 * mirrored into a session cookie (no Max-Age) so the worker renders the same choice.
 */
export function rememberLocaleChoice(locale: Locale): void {
  try {
    sessionStorage.setItem('locale', locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, set at once; the Cookie Store API is asynchronous and not in every browser we serve
  document.cookie = `locale=${locale}; path=/; SameSite=Lax`;
}
