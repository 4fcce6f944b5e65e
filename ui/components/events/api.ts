import { authenticatedFetch } from '../../client/authenticated-fetch';

/**
 * Browser calls to /api/web/v1/charity-event (same origin; the session cookie authenticates),
 * through the docs/product.md §4.2 wrapper: a 401/403 opens the login prompt and repeats the call after
 * sign-in; a closed prompt throws `ApiError(0, 'cancelled')`.
 */
export const EVENTS_API = '/api/web/v1/charity-event';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function callApi<T = unknown>(
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    const result = await authenticatedFetch(`${EVENTS_API}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: body ?? null,
    });
    if (result.state === 'cancelled') throw new ApiError(0, 'cancelled', '');
    res = result.response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'network', '');
  }
  const data = (await res.json().catch(() => null)) as {
    error?: { code: string; message: string; fields?: Record<string, string> };
  } | null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      data?.error?.code ?? `http_${res.status}`,
      data?.error?.message ?? '',
      data?.error?.fields ?? {},
    );
  return data as T;
}

/** The login prompt of the request wrapper was closed: nothing failed, nothing to show. */
export const isCancelled = (error: unknown): boolean => error instanceof ApiError && error.code === 'cancelled';
