import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';

/**
 * Stand-in map tiles for `npm run dev` (docs/decisions/131-stand-in-map-tiles-in-development.md):
 * the public tile server is the internet, which development never depends on, so `npm run dev`
 * points MAP_TILE_URL here (DEV_VARS in scripts/lib/local-worker.mjs) and a newcomer sees a working
 * map: a plain land-coloured square with a faint grid and its z/x/y, drawn as SVG (no image
 * library). Mounted on the dev sub-app, which answers 404 in production.
 */
const Tile = z
  .object({
    z: z.coerce.number().int().min(0).max(19),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((t) => t.x < 2 ** t.z && t.y < 2 ** t.z);

function devTileSvg(t: { z: number; x: number; y: number }): string {
  const lines = [64, 128, 192].map((p) => `<path d="M${p} 0V256M0 ${p}H256"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#eef2ec"/>` +
    `<g stroke="#dbe3d8" stroke-width="1" fill="none">${lines}</g>` +
    `<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#c9d4c5"/>` +
    `<text x="8" y="20" font-family="sans-serif" font-size="11" fill="#94a38f">${t.z}/${t.x}/${t.y}</text></svg>`
  );
}

export function registerDevTiles(dev: Hono<AppEnv>) {
  dev.get('/dev/tiles/:z/:x/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const tile = Tile.safeParse({ z: c.req.param('z'), x: c.req.param('x'), y: match?.[1] });
    if (!match || !tile.success) notFound();
    return c.body(devTileSvg(tile.data), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });
}
