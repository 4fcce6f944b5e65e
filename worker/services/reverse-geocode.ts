/**
 * Reverse geocoding behind one adapter (docs/product.md §7: a public maps service returning the street and
 * country code for a position). REVERSE_GEOCODE_URL configures it per deployment, e.g.
 * `https://nominatim.openstreetmap.org/reverse?format=jsonv2&lat={lat}&lon={lng}&accept-language={lang}`;
 * empty (development, tests) turns it off. Failures are logged and answer null, never an error page.
 */
import type { LatLng } from '../../ui/shared/finder/geo';

interface ReversePlace {
  street: string | null;
  countryCode: string | null;
}

export interface ReverseGeocoder {
  reverse(position: LatLng, language: string): Promise<ReversePlace | null>;
}

const off: ReverseGeocoder = { reverse: async () => null };

/** The Nominatim-compatible adapter for a URL template; `off` when no template is configured. */
export function reverseGeocoder(template: string | undefined, fetcher: typeof fetch = fetch): ReverseGeocoder {
  if (!template) return off;
  return {
    async reverse(position, language) {
      const url = template
        .replace('{lat}', position.lat.toFixed(5))
        .replace('{lng}', position.lng.toFixed(5))
        .replace('{lang}', encodeURIComponent(language));
      try {
        const response = await fetcher(url, {
          headers: { 'user-agent': 'EcoPortal finder (reverse geocoding)' },
          signal: AbortSignal.timeout(1500),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as {
          address?: { road?: string; pedestrian?: string; country_code?: string };
        };
        return {
          street: body.address?.road ?? body.address?.pedestrian ?? null,
          countryCode: body.address?.country_code?.toUpperCase() ?? null,
        };
      } catch (error) {
        console.warn('reverse geocoding failed', error instanceof Error ? error.message : error);
        return null;
      }
    },
  };
}
