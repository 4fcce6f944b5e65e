import { Hono } from 'hono';
import { EVENT_FALLBACK_IMAGE } from '../../ui/shared/events/model';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';

/**
 * Uploaded images from the MEDIA bucket. A missing object answers with the fallback picture
 * (docs/product.md §8: a fallback image on load failure) instead of a broken image.
 */
export const media = new Hono<AppEnv>();

media.get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  // R2 keys are at most 1,024 bytes: a longer one cannot exist (and R2 would throw on it).
  if (key.length > 1024) notFound();
  const object = /^[\w/.-]+$/.test(key) && !key.includes('..') ? await c.env.MEDIA.get(key) : null;
  if (!object) return c.redirect(EVENT_FALLBACK_IMAGE, 302);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('content-security-policy', "default-src 'none'");
  if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=31536000, immutable');
  return new Response(object.body, { headers });
});
