import type { MiddlewareHandler } from 'hono';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
/** Image uploads also take the raw file as the body (covers, avatars, logos). */
const RAW_UPLOAD = /\/(cover|avatar|logo)\/?$/;
const RAW_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/;

/**
 * Bodies are checked once, before any handler (docs/decisions/044-request-bodies.md):
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
  if (!type) {
    // No declared type: fine only without a body (logout, ticket, read-all …).
    if (length && length !== '0') throw new AppError(415, 'unsupported_media_type', 'security.errors.unsupportedMediaType');
    if (!length && c.req.raw.body && (await c.req.arrayBuffer()).byteLength > 0) {
      throw new AppError(415, 'unsupported_media_type', 'security.errors.unsupportedMediaType');
    }
    return next();
  }
  const path = splitLocalePrefix(c.req.path).rest;
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
