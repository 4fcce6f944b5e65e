/** Edition-specific display of points: route links and the currency of rates. */
import type { EditionId, Locale } from '../../../editions/types';

/** A route to the point in the map service people use in that edition's region. */
export function routeLink(edition: EditionId, coords: { lng: number; lat: number }): string {
  const { lat, lng } = coords;
  if (edition === 'ru') return `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`;
  if (edition === 'kz') return `https://2gis.kz/directions/points/%7C${lng}%2C${lat}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

const RATE_CURRENCY: Readonly<Record<EditionId, string>> = { ru: '₽', kz: '₸', international: 'US$' };

/** "12.50" → "12,50 ₽" (deterministic, so the server and the browser render the same text). */
export function formatPrice(price: string, locale: Locale, edition: EditionId): string {
  const decimalComma = !locale.startsWith('en');
  const value = decimalComma ? price.replace('.', ',') : price;
  return edition === 'international' ? `${RATE_CURRENCY[edition]} ${value}` : `${value} ${RATE_CURRENCY[edition]}`;
}
