/**
 * The public finder API for guests and the mobile app (docs/api/recycling-points-finder.md):
 * GET /api/v1/recycling-points?near=LAT,LNG&q=&material=&open=now&limit=&offset=
 * GET /api/v1/recycling-points/near?near=LAT,LNG → the street near a position (reverse geocoding).
 * The owner's JSON:API calls stay under /api/web/v1/facility (facility-api.ts).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { parseLatLng } from '../../ui/shared/finder/geo';
import { finderIndex, runFinder } from '../services/finder';
import { parseFinderQuery } from '../services/finder-query';
import { reverseGeocoder } from '../services/reverse-geocode';

export const finderApi = new Hono<AppEnv>();

/** Guests share one short-lived cached answer; the ETag carries the data version and the minute. */
function cacheHeaders(c: Context<AppEnv>, version: string, at: Date): string {
  const etag = `W/"f${version}.${Math.floor(at.getTime() / 60_000)}.${hash(c.req.url)}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', c.get('sessionUser') ? 'private, no-store' : 'public, max-age=30, s-maxage=30');
  c.header('Vary', 'Accept-Language, Cookie');
  return etag;
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

finderApi.get('/api/v1/recycling-points', async (c) => {
  const index = await finderIndex(c.env.DB);
  const url = new URL(c.req.url);
  const parsed = parseFinderQuery(url, index.materialSlugs);
  if (!parsed.ok) throw new AppError(400, 'invalid_parameter', parsed.key);
  const at = new Date();
  const etag = cacheHeaders(c, index.version, at);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  const { query } = parsed;
  const result = runFinder(index, query, at, query.near);
  const edition = c.get('edition');
  const locale = c.get('locale');
  return c.json({
    data: result.items.map((item) => ({
      id: item.id,
      name: item.name,
      address: item.address,
      lat: item.lat,
      lng: item.lng,
      ...(item.distanceM !== undefined ? { distanceM: item.distanceM } : {}),
      openNow: item.openNow,
      open: item.open,
      status: item.status,
      materials: item.materials,
      url: url.origin + localizedPath(edition, locale, `/recycling-points/${item.id}`),
    })),
    total: result.total,
  });
});

finderApi.get('/api/v1/recycling-points/near', async (c) => {
  const position = parseLatLng(c.req.query('near') ?? '');
  if (!position) throw new AppError(400, 'invalid_parameter', 'finder.invalid.near');
  const place = await reverseGeocoder((c.env as { REVERSE_GEOCODE_URL?: string }).REVERSE_GEOCODE_URL).reverse(position, c.get('locale').slice(0, 2));
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data: { street: place?.street ?? null, countryCode: place?.countryCode ?? null } });
});
