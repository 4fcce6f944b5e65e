/**
 * Map tiles per deployment (docs/decisions/062-finder-map.md): MAP_TILE_URL is a Leaflet URL
 * template; unset means public OpenStreetMap tiles, '' turns the map off (list only). The CSP's
 * img-src follows the configured origin, so no other origin can serve images.
 */
import type { Context } from 'hono';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTileUrl = (env: Env): string => (env as { MAP_TILE_URL?: string }).MAP_TILE_URL ?? DEFAULT_TILE_URL;

/** CSP source for the tile server: its origin (with {s} subdomains widened to a wildcard). */
export function mapTileOrigin(c: Context): string {
  const template = mapTileUrl(c.env as Env);
  if (!template) return "'self'";
  try {
    const url = new URL(template.replace('{s}.', 'sub.'));
    return template.includes('{s}.') ? `${url.protocol}//*.${url.host.slice(4)}` : url.origin;
  } catch {
    return "'self'";
  }
}
