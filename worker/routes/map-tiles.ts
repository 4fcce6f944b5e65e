import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { AppError, notFound } from '../lib/errors';
import { archiveInfo, archiveTile, tileInArchive } from '../services/tile-archive';

/**
 * The deployment's own map tiles (docs/decisions/217-a-map-the-deployment-owns.md): GET
 * /tiles/{z}/{x}/{y}.{png|jpg|webp} from the PMTiles archive in the TILES bucket, byte for byte.
 * A malformed address is a 400; a tile outside the archive's zooms or bounds (or no archive, or
 * another image type than the archive's) a 404; a tile inside it that the archive leaves empty
 * (open sea, often) a 204. Tiles carry an ETag and are cached for a week: a replaced archive has
 * a new ETag, so revalidation picks the new tiles up.
 */
export const mapTileRoutes = new Hono<AppEnv>();

/** Deepest zoom a PMTiles tile id can hold exactly (the library's own limit is 26). */
const MAX_ZOOM = 24;

const TileAddress = z
  .object({
    z: z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      .pipe(z.number().max(MAX_ZOOM)),
    x: z
      .string()
      .regex(/^\d{1,8}$/)
      .transform(Number),
    y: z
      .string()
      .regex(/^\d{1,8}$/)
      .transform(Number),
    ext: z.string().regex(/^[a-z]{1,5}$/),
  })
  .refine((t) => t.x < 2 ** t.z && t.y < 2 ** t.z);

const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

mapTileRoutes.get('/:z/:x/:file', async (c) => {
  const [y, ext, ...rest] = c.req.param('file').split('.');
  const parsed = TileAddress.safeParse({ z: c.req.param('z'), x: c.req.param('x'), y, ext: rest.length ? '' : ext });
  if (!parsed.success) throw new AppError(400, 'bad_tile', 'errors.badTile', { maxZoom: MAX_ZOOM });
  const tile = parsed.data;
  const bucket = c.env.TILES;
  const archive = await archiveInfo(bucket);
  const sameType = archive && (tile.ext === archive.ext || (tile.ext === 'jpeg' && archive.ext === 'jpg'));
  if (!archive || !sameType || !tileInArchive(archive.header, tile.z, tile.x, tile.y)) notFound();
  const etag = `"${(archive.header.etag ?? 'archive').replaceAll('"', '')}-${tile.z}-${tile.x}-${tile.y}"`;
  const headers = { etag, 'cache-control': CACHE_CONTROL, 'x-content-type-options': 'nosniff' };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
  const bytes = await archiveTile(bucket, tile.z, tile.x, tile.y);
  if (bytes === 'missing') notFound();
  if (bytes === 'empty') return c.body(null, 204, headers);
  return c.body(bytes, 200, { ...headers, 'content-type': archive.contentType });
});
