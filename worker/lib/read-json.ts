import type { Context } from 'hono';
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
