import { PROFILE_IMAGE_MAX_BYTES } from '../../ui/shared/profile-fields';
import { checkImage, deleteImage, mediaUrl, putImage } from '../data/media';
import { setOrganisationLogo, setUserImage } from '../data/profile';
import { AppError } from '../lib/errors';

/**
 * Avatar and organisation logo uploads: accepted by content (JPEG/PNG/WebP magic bytes, the
 * events issue's checks in worker/data/media.ts), size-limited, stored in the MEDIA bucket under a
 * fresh key (URLs are immutable and cached for a year). The replaced object is deleted.
 */
const OWNED_PREFIXES = ['/media/avatars/', '/media/org-logos/'];

function keyOf(url: string | null): string | null {
  if (!url || !OWNED_PREFIXES.some((p) => url.startsWith(p))) return null;
  return url.slice('/media/'.length);
}

async function storeImage(bucket: R2Bucket, prefix: string, bytes: Uint8Array): Promise<{ key: string; url: string }> {
  const check = checkImage(bytes, PROFILE_IMAGE_MAX_BYTES);
  if (!check.ok) {
    throw new AppError(
      check.reason === 'too_large' ? 413 : 422,
      `image_${check.reason}`,
      `profile.media.errors.${check.reason}`,
      { mb: PROFILE_IMAGE_MAX_BYTES / 1024 / 1024 },
    );
  }
  const key = `${prefix}/${crypto.randomUUID()}.${check.ext}`;
  await putImage(bucket, key, bytes, check.type);
  return { key, url: mediaUrl(key)! };
}

async function removeOld(bucket: R2Bucket, url: string | null): Promise<void> {
  const key = keyOf(url);
  if (key) await deleteImage(bucket, key).catch(() => undefined);
}

export async function replaceAvatar(
  env: { DB: D1Database; MEDIA: R2Bucket },
  userId: string,
  bytes: Uint8Array | null,
): Promise<string | null> {
  const stored = bytes ? await storeImage(env.MEDIA, `avatars/${userId}`, bytes) : null;
  const res = await setUserImage(env.DB, userId, stored?.url ?? null);
  if (!res) {
    if (stored) await deleteImage(env.MEDIA, stored.key);
    throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  }
  await removeOld(env.MEDIA, res.previous);
  return stored?.url ?? null;
}

export async function replaceOrganisationLogo(
  env: { DB: D1Database; MEDIA: R2Bucket },
  orgId: string,
  bytes: Uint8Array | null,
  actorId: string | null = null,
): Promise<string | null> {
  const stored = bytes ? await storeImage(env.MEDIA, `org-logos/${orgId}`, bytes) : null;
  const res = await setOrganisationLogo(env.DB, orgId, stored?.url ?? null, actorId);
  if (!res) {
    if (stored) await deleteImage(env.MEDIA, stored.key);
    throw new AppError(404, 'not_found', 'errors.notFoundShort');
  }
  await removeOld(env.MEDIA, res.previous);
  return stored?.url ?? null;
}
