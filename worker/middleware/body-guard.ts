import type { Context, MiddlewareHandler } from 'hono';
import { COVER_MAX_BYTES } from '../../ui/shared/events/model';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
/** Image uploads also take the raw file as the body (covers, avatars, logos). */
const RAW_UPLOAD = /\/(cover|avatar|logo)\/?$/;
const RAW_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/;
/**
 * The most a body may carry (docs/decisions/124-input-and-request-limits.md): 64 KB for JSON and forms,
 * the image limit (plus room for a multipart envelope) for the image upload routes.
 */
export const BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_MAX_BYTES = COVER_MAX_BYTES + 64 * 1024;

const tooLarge = (cap: number) =>
  new AppError(413, 'payload_too_large', 'security.errors.bodyTooLarge', { kb: Math.floor(cap / 1024) });

/**
 * Reads the body, counting: a declared Content-Length above the cap is refused before a byte is
 * read; a chunked body is cut as soon as it passes the cap. The bytes are handed to Hono's body
 * cache, so handlers read them (text, JSON, form data) without touching the stream again.
 */
async function readCapped(c: Context<AppEnv>, cap: number): Promise<number> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > cap)) throw tooLarge(cap);
  const stream = c.req.raw.body;
  if (!stream) return 0;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge(cap);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(bytes.buffer);
  return size;
}

/**
 * Bodies are checked once, before any handler (docs/decisions/044-request-bodies.md):
 *  - a body over its route's cap is a 413, unread or cut while read (readCapped);
 *  - a body with a type nobody here reads (text/plain, XML, …) is a 415;
 *  - JSON that does not parse, and a form or multipart body that does not parse (no boundary, a
 *    broken boundary), are a 400 with the usual error body — never a 500 deep inside a handler.
 * Parsing here fills Hono's body cache, so handlers read the same parsed body again for free.
 */
export const bodyGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WITH_BODY.has(c.req.method)) return next();
  const raw = c.req.header('content-type');
  const length = c.req.header('content-length');
  const type = raw?.split(';')[0]?.trim().toLowerCase() ?? '';
  const path = splitLocalePrefix(c.req.path).rest;
  const cap = RAW_UPLOAD.test(path) ? UPLOAD_MAX_BYTES : BODY_MAX_BYTES;
  if (!type) {
    // No declared type: fine only without a body (logout, ticket, read-all …).
    if (length && length !== '0')
      throw new AppError(415, 'unsupported_media_type', 'security.errors.unsupportedMediaType');
    if ((await readCapped(c, cap)) > 0)
      throw new AppError(415, 'unsupported_media_type', 'security.errors.unsupportedMediaType');
    return next();
  }
  if (type === 'application/json' || FORM_TYPES.has(type) || (RAW_UPLOAD.test(path) && RAW_TYPES.test(type)))
    await readCapped(c, cap);
  if (type === 'application/json') {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new AppError(400, 'invalid_json', 'security.errors.malformedBody');
      }
    }
  } else if (FORM_TYPES.has(type)) {
    try {
      await c.req.parseBody({ all: true });
    } catch {
      throw new AppError(400, 'malformed_form', 'security.errors.malformedBody');
    }
  } else if (!(RAW_UPLOAD.test(path) && RAW_TYPES.test(type))) {
    throw new AppError(415, 'unsupported_media_type', 'security.errors.unsupportedMediaType');
  }
  await next();
};
