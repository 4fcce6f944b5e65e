/** Where the finder's map opens when the visitor gave no position and the edge knows none (never a distance origin). */
import type { EditionId, Locale } from '../../editions/types';
import { DEFAULT_CENTER, type LatLng } from '../../ui/shared/finder/geo';

/** The default map coordinates (37 E, 55 N) in Russia, each edition's main city elsewhere. */
export function defaultCentre(edition: EditionId, locale: Locale): LatLng {
  if (edition === 'kz') return { lat: 43.2389, lng: 76.8897 };
  if (edition === 'international') return locale === 'es-AR' ? { lat: -34.6037, lng: -58.3816 } : { lat: 40.7128, lng: -74.006 };
  return DEFAULT_CENTER;
}
