/**
 * Address search for the owner's point editor behind one adapter (docs/decisions/200-geocoder-adapter.md),
 * configured per deployment like the reverse geocoder (reverse-geocode.ts):
 *
 * - GEOCODE_URL: a Nominatim-style search template with {q} and {lang}, e.g.
 *   `https://nominatim.openstreetmap.org/search?format=jsonv2&addressdetails=1&limit=5&q={q}&accept-language={lang}`.
 *   Empty: off (the editor hides the search). A path ('/dev/geocode?…') is the worker's own local
 *   stand-in (worker/routes/dev-geocode.ts), honoured only in development and tests.
 * - GEOCODE_USER_AGENT: who the deployment is (Nominatim's usage policy asks for an identifying
 *   User-Agent); the edition's site URL goes as Referer. A remote URL without it stays off.
 *
 * Answers are cached in KV for a day per language and query, so the same search never reaches
 * the provider twice; the editor asks only when the owner submits (never as they type).
 */
import { z } from 'zod';

interface GeocodedPlace {
  /** The provider's full label, shown in the results list. */
  label: string;
  /** A short address for the form: street and number, locality, postcode. */
  address: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  /** Up to five places, [] when none; null when the provider failed (not cached). */
  search(q: string, lang: string): Promise<GeocodedPlace[] | null>;
}

export interface GeocodeConfig {
  url: string;
  userAgent: string;
  referer: string;
}

/** KV time to live of one answer: a day (addresses seldom move; the provider is spared). */
export const GEOCODE_CACHE_SECONDS = 86_400;
const RESULTS = 5;

const NominatimPlace = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().max(500).default(''),
  address: z.record(z.string(), z.string()).optional(),
});

function shortAddress(place: z.infer<typeof NominatimPlace>): string {
  const a = place.address ?? {};
  const street = [a.road ?? a.pedestrian ?? a.footway, a.house_number].filter(Boolean).join(', ');
  const locality = a.city ?? a.town ?? a.village ?? a.hamlet;
  const parts = [street, locality, a.postcode].filter((p): p is string => !!p);
  return (parts.length ? parts.join(', ') : place.display_name).slice(0, 500);
}

/** The normalised query the cache is keyed by: same words, same answer. */
const normaliseQuery = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

async function cacheKey(q: string, lang: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${lang}\n${normaliseQuery(q)}`)),
  );
  return `geocode:v1:${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The adapter for a configuration, or null when address search is off. `fetcher` reaches the
 * provider (the local stand-in in development and tests); `kv` caches its answers.
 */
export function geocoder(config: GeocodeConfig | null, kv: KVNamespace, fetcher: typeof fetch): Geocoder | null {
  if (!config) return null;
  return {
    async search(q, lang) {
      const key = await cacheKey(q, lang);
      const cached = await kv.get<GeocodedPlace[]>(key, 'json');
      if (cached) return cached;
      const url = config.url
        .replace('{q}', encodeURIComponent(normaliseQuery(q)))
        .replace('{lang}', encodeURIComponent(lang));
      try {
        const response = await fetcher(url, {
          headers: { 'user-agent': config.userAgent, referer: config.referer, accept: 'application/json' },
          signal: AbortSignal.timeout(3000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = z.array(z.unknown()).parse(await response.json());
        const places = body
          .flatMap((raw) => {
            const p = NominatimPlace.safeParse(raw);
            return p.success
              ? [
                  {
                    label: p.data.display_name || shortAddress(p.data),
                    address: shortAddress(p.data),
                    lat: p.data.lat,
                    lng: p.data.lon,
                  },
                ]
              : [];
          })
          .slice(0, RESULTS);
        await kv.put(key, JSON.stringify(places), { expirationTtl: GEOCODE_CACHE_SECONDS });
        return places;
      } catch (error) {
        console.warn('geocoding failed', error instanceof Error ? error.message : error);
        return null;
      }
    },
  };
}

/**
 * The configuration from the vars, or null (off): no URL; a local path outside development and
 * tests; a remote URL without an identifying User-Agent.
 */
export function geocodeConfig(
  env: { GEOCODE_URL?: string; GEOCODE_USER_AGENT?: string },
  devTools: boolean,
  referer: string,
): GeocodeConfig | null {
  const url = env.GEOCODE_URL?.trim() ?? '';
  if (!url) return null;
  if (url.startsWith('/')) return devTools ? { url, userAgent: 'EcoPortal local stand-in', referer } : null;
  const userAgent = env.GEOCODE_USER_AGENT?.trim() ?? '';
  return /^https:\/\//.test(url) && userAgent ? { url, userAgent, referer } : null;
}
