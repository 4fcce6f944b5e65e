import { COVER_MAX_BYTES } from '../../ui/shared/events/model';

/**
 * Images in the MEDIA R2 bucket. Uploads are accepted by content (magic bytes), never by the
 * file name or the declared type, and are size-limited.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const EXT: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type ImageCheck =
  | { ok: true; type: ImageType; ext: string }
  | { ok: false; reason: 'empty' | 'too_large' | 'not_image' };

export function checkImage(bytes: Uint8Array, maxBytes = COVER_MAX_BYTES): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  const type = sniffImage(bytes);
  return type ? { ok: true, type, ext: EXT[type] } : { ok: false, reason: 'not_image' };
}

export async function putImage(bucket: R2Bucket, key: string, bytes: Uint8Array, type: ImageType): Promise<void> {
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
  });
}

export async function deleteImage(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(key);
}

/** Public URL of a stored object (served by worker/routes/media.ts). */
export function mediaUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}
