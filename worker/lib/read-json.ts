import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from './errors';

/**
 * The JSON body of an API call, or the house's 400 `invalid_json` with the feature's own localized
 * message (the body guard in worker/middleware/body-guard.ts has already bounded its size).
 */
export async function readJson(c: Context, messageKey: string): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', messageKey);
  }
}

/** JSON or form-encoded body as a plain object; malformed JSON is a 400, never a 500. */
export async function readFormBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = (await c.req.json()) as unknown;
      return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      throw new AppError(400, 'bad_json', 'errors.badRequest');
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const body = await c.req.parseBody();
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
    return out;
  }
  throw new AppError(415, 'unsupported_media_type', 'errors.badRequest');
}
