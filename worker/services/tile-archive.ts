/**
 * The deployment's own raster map (docs/decisions/217-a-map-the-deployment-owns.md): one PMTiles v3
 * archive in the TILES bucket, read in byte ranges by the `pmtiles` library through an R2 source.
 * Its header and directories stay in the isolate (ResolvedValueCache: a Worker may not share a
 * promise between requests); a replaced archive has a new ETag, which R2's `etagMatches` notices on
 * the next range read, and the library reads the new header then.
 */
import { Compression, EtagMismatch, type Header, PMTiles, ResolvedValueCache, type Source, TileType } from 'pmtiles';

/** The object the deployment uploads (docs/operations.md "Map tiles"). */
const TILE_ARCHIVE_KEY = 'map.pmtiles';

/** Raster tile types the finder's map can show, with their URL extension and content type. */
const RASTER_TYPES: ReadonlyMap<TileType, { ext: string; contentType: string }> = new Map([
  [TileType.Png, { ext: 'png', contentType: 'image/png' }],
  [TileType.Jpeg, { ext: 'jpg', contentType: 'image/jpeg' }],
  [TileType.Webp, { ext: 'webp', contentType: 'image/webp' }],
]);

class ArchiveMissing extends Error {}

let sources = 0;

class R2Source implements Source {
  /** The library's caches are keyed by this: one per bucket binding. */
  private readonly id = `${TILE_ARCHIVE_KEY}#${++sources}`;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey() {
    return this.id;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string) {
    const object = await this.bucket.get(this.key, {
      range: { offset, length },
      ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
    });
    if (!object) throw new ArchiveMissing();
    // A failed precondition answers the object's metadata without a body: the archive was replaced.
    if (!('body' in object)) throw new EtagMismatch();
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

/** Decompression the Workers runtime has natively (raster tiles are stored uncompressed). */
async function decompress(buf: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  if (compression === Compression.None || compression === Compression.Unknown) return buf;
  if (compression !== Compression.Gzip) throw new Error(`unsupported PMTiles compression ${compression}`);
  const stream = new Response(buf).body!.pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

const cache = new ResolvedValueCache(50, undefined, decompress);
const archives = new WeakMap<R2Bucket, PMTiles>();
/** A missing archive is asked for again after a minute, not on every finder page. */
const MISSING_RECHECK_MS = 60_000;
const missingUntil = new WeakMap<R2Bucket, number>();

function archiveOf(bucket: R2Bucket): PMTiles {
  let archive = archives.get(bucket);
  if (!archive) {
    archive = new PMTiles(new R2Source(bucket, TILE_ARCHIVE_KEY), cache, decompress);
    archives.set(bucket, archive);
  }
  return archive;
}

export interface ArchiveInfo {
  header: Header;
  ext: string;
  contentType: string;
}

/** The archive's header, or null when the bucket has no archive or it holds no raster tiles. */
export async function archiveInfo(bucket: R2Bucket | undefined): Promise<ArchiveInfo | null> {
  if (!bucket || (missingUntil.get(bucket) ?? 0) > Date.now()) return null;
  let header: Header;
  try {
    header = await archiveOf(bucket).getHeader();
  } catch (error) {
    if (!(error instanceof ArchiveMissing)) throw error;
    missingUntil.set(bucket, Date.now() + MISSING_RECHECK_MS);
    return null;
  }
  const type = RASTER_TYPES.get(header.tileType);
  return type ? { header, ...type } : null;
}

/** Web Mercator: the latitude of a tile row's top edge. */
const rowLat = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** Whether a tile is within the archive's zoom range and touches its bounds. */
export function tileInArchive(header: Header, z: number, x: number, y: number): boolean {
  if (z < header.minZoom || z > header.maxZoom) return false;
  const west = (x / 2 ** z) * 360 - 180;
  const east = ((x + 1) / 2 ** z) * 360 - 180;
  const north = rowLat(y, z);
  const south = rowLat(y + 1, z);
  return east >= header.minLon && west <= header.maxLon && north >= header.minLat && south <= header.maxLat;
}

/**
 * A tile's bytes: 'empty' when the archive stores none there, 'missing' when the archive itself was
 * deleted since its header was read.
 */
export async function archiveTile(
  bucket: R2Bucket,
  z: number,
  x: number,
  y: number,
): Promise<ArrayBuffer | 'empty' | 'missing'> {
  try {
    const tile = await archiveOf(bucket).getZxy(z, x, y);
    return tile && tile.data.byteLength > 0 ? tile.data : 'empty';
  } catch (error) {
    if (error instanceof ArchiveMissing) return 'missing';
    throw error;
  }
}
