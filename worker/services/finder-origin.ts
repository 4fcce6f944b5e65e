/**
 * Where the finder's map opens and where its list is ordered from (ADRs 130, 199): the visitor's
 * `near`, else the edge's estimate, else the edition's main city (an order, never a distance).
 */
import type { Context } from 'hono';
import type { Edition, EditionId, Locale, MainCity } from '../../editions/types';
import { DEFAULT_CENTER, type LatLng } from '../../ui/shared/finder/geo';
import type { AppEnv } from '../env';
import { edgePosition } from './edge-position';

/** The default map coordinates (37 E, 55 N) in Russia, each edition's main city elsewhere. */
export function defaultCentre(edition: EditionId, locale: Locale): LatLng {
  if (edition === 'kz') return { lat: 43.2389, lng: 76.8897 };
  if (edition === 'international')
    return locale === 'es-AR' ? { lat: -34.6037, lng: -58.3816 } : { lat: 40.7128, lng: -74.006 };
  return DEFAULT_CENTER;
}

/** The edition's main city for the locale: the first listed for it, else the first. */
export function mainCity(edition: Edition, locale: Locale): MainCity {
  return edition.mainCities.find((city) => !city.locales || city.locales.includes(locale)) ?? edition.mainCities[0]!;
}

export interface FinderOrigin {
  /** A real position (distances are shown from it), or null. */
  origin: { position: LatLng; source: 'near' | 'edge' } | null;
  /** The point the list is ordered from: the real position, else the main city. */
  order: LatLng;
  /** The main city's id when the list is ordered from it (the page says so), else null. */
  city: string | null;
}

/** The request's finder origin: `near` (already parsed), the edge's position, or the main city. */
export function finderOrigin(c: Context<AppEnv>, near: LatLng | null): FinderOrigin {
  if (near) return { origin: { position: near, source: 'near' }, order: near, city: null };
  const edge = edgePosition(c);
  if (edge) {
    const position = { lat: edge.lat, lng: edge.lng };
    return { origin: { position, source: 'edge' }, order: position, city: null };
  }
  const city = mainCity(c.get('edition'), c.get('locale'));
  return { origin: null, order: { lat: city.lat, lng: city.lng }, city: city.id };
}
