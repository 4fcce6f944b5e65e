import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { devGeocodeResponse } from '../services/geocode-stand-in';

/** /dev/geocode: the address search stand-in (services/geocode-stand-in.ts), dev sub-app only. */
export function registerDevGeocode(dev: Hono<AppEnv>) {
  dev.get('/dev/geocode', (c) => devGeocodeResponse(c.req.url));
}
