import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { AppError } from './errors';

/** First issue of a failed parse as `{ path, key, params }` (schemas put locale keys in messages). */
function firstIssue(error: z.core.$ZodError): { path: string; key: string; params: Record<string, string | number> } {
  const issue = error.issues[0];
  const raw = issue?.message ?? 'errors.badRequest';
  const bar = raw.indexOf('|');
  const key = raw.includes('.') ? (bar < 0 ? raw : raw.slice(0, bar)) : 'errors.badRequest';
  const params = bar < 0 ? {} : (JSON.parse(raw.slice(bar + 1)) as Record<string, string | number>);
  return { path: issue?.path.join('.') ?? '', key, params };
}

/** Parses with a shared schema; a failure is a localized 400 naming the first problem. */
export function parseOr400<S extends z.core.$ZodType>(schema: S, input: unknown, taxIdName?: string): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const { key, params } = firstIssue(result.error);
  throw new AppError(400, 'validation_failed', key, { ...(taxIdName ? { taxId: taxIdName } : {}), ...params });
}

/** A request body as a plain object: JSON, or form-encoded/multipart (docs/product.md §7 sign-in is form-encoded). */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = (await c.req.json()) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new Error('not an object');
    }
    const form = await c.req.parseBody({ all: true });
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string' || Array.isArray(v)));
  } catch {
    throw new AppError(400, 'bad_request', 'errors.badRequest');
  }
}

/** `?page=` as a positive integer; anything else is the first page. */
export function pageParam(raw: string | undefined): number {
  const n = Number(raw ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
