/**
 * What the owner's point editor needs to place a point (ADR 200): the map's tiles and opening
 * centre, and whether address search is on. Also the geocoder for a request: the configured
 * provider, or the worker's local stand-in in development and tests (never the internet there).
 */
import type { Context } from 'hono';
import type { FacilityLocatorData } from '../../ui/shared/facility/pages';
import { devToolsEnabled, type AppEnv } from '../env';
import { devGeocodeResponse } from './geocode-stand-in';
import { mapTiles } from './finder-map';
import { mainCity } from './finder-origin';
import { geocodeConfig, geocoder, type Geocoder } from './geocode';

const configOf = (c: Context<AppEnv>) =>
  geocodeConfig(
    c.env as { GEOCODE_URL?: string; GEOCODE_USER_AGENT?: string },
    devToolsEnabled(c.get('vars')),
    c.get('edition').siteUrl,
  );

export async function facilityLocator(c: Context<AppEnv>): Promise<FacilityLocatorData> {
  const city = mainCity(c.get('edition'), c.get('locale'));
  return { search: configOf(c) !== null, mapTiles: await mapTiles(c), centre: { lat: city.lat, lng: city.lng } };
}

/** The request's geocoder, or null when address search is off. */
export function requestGeocoder(c: Context<AppEnv>): Geocoder | null {
  const config = configOf(c);
  if (!config) return null;
  // A path is the local stand-in (geocodeConfig allows it only in development and tests): answered in-process.
  const fetcher: typeof fetch = config.url.startsWith('/') ? async (input) => devGeocodeResponse(String(input)) : fetch;
  return geocoder(config, c.env.KV, fetcher);
}
