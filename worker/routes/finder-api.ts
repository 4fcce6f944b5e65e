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
import { finderCatalogue, runFinder } from '../services/finder';
import { finderOrigin } from '../services/finder-origin';
import { drivesForFinder } from '../drives';
import { parseFinderQuery } from '../services/finder-query';
import { reverseGeocoder } from '../services/reverse-geocode';
import { OSM_COPYRIGHT_URL } from '../data/osm-facilities';

export const finderApi = new Hono<AppEnv>();

/**
 * Guests share one short-lived cached answer; the ETag is a digest of the answer itself. The
 * digest is the runtime's native SHA-1: a hash written in JavaScript over the 20–30 KB of a page
 * of results was a sixth of the API's CPU time in a profile.
 */
async function cacheHeaders(c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
  const etag = `W/"f${btoa(String.fromCharCode(...digest.subarray(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', c.get('sessionUser') ? 'private, no-store' : 'public, max-age=30, s-maxage=30');
  c.header('Vary', 'Accept-Language, Cookie');
  return etag;
}

finderApi.get('/', async (c) => {
  const catalogue = await finderCatalogue(c.env.DB);
  const url = new URL(c.req.url);
  const parsed = parseFinderQuery(url, catalogue.materialSlugs);
  if (!parsed.ok) throw new AppError(400, 'invalid_parameter', parsed.key);
  const { query } = parsed;
  const edition = c.get('edition');
  // The edition's points, nearest first from `near`, else from the edge's estimate or the main
  // city (ADR 199); distances only from `near`.
  const place = { edition: edition.id, origin: finderOrigin(c, query.near).order, distances: query.near !== null };
  const at = new Date();
  const [result, drives] = await Promise.all([
    runFinder(c.env.DB, catalogue, query, at, place),
    drivesForFinder(c.env.DB, catalogue, query, at, place),
  ]);
  const locale = c.get('locale');
  const body = JSON.stringify({
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
      ...(item.source === 'osm'
        ? { source: 'osm', attribution: '© OpenStreetMap contributors', attributionUrl: OSM_COPYRIGHT_URL }
        : {}),
      ...(item.hoursUnknown ? { hoursUnknown: true } : {}),
      url: url.origin + localizedPath(edition, locale, `/recycling-points/${item.id}`),
    })),
    total: result.total,
    // Collection drives shown now (first page only), before the points (docs/api/recycling-points-finder.md).
    drives: drives.map((d) => ({
      ...d,
      openNow: d.open.state === 'open',
      url: url.origin + localizedPath(edition, locale, `/collection-drives/${d.id}`),
    })),
  });
  // Rows D1 read for this answer (the bench reads it; nothing personal).
  c.header('x-finder-rows-read', String(result.rowsRead));
  const bytes = new TextEncoder().encode(body);
  const etag = await cacheHeaders(c, bytes);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(bytes, 200, { 'content-type': 'application/json' });
});

finderApi.get('/near', async (c) => {
  const position = parseLatLng(c.req.query('near') ?? '');
  if (!position) throw new AppError(400, 'invalid_parameter', 'finder.invalid.near');
  const place = await reverseGeocoder((c.env as { REVERSE_GEOCODE_URL?: string }).REVERSE_GEOCODE_URL).reverse(
    position,
    c.get('locale').slice(0, 2),
  );
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data: { street: place?.street ?? null, countryCode: place?.countryCode ?? null } });
});
