/** Browser calls to /api/web/v1/charity-event (same origin; the session cookie authenticates). */
export const EVENTS_API = '/api/web/v1/charity-event';

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly fields: Record<string, string> = {}) {
    super(message);
  }
}

export async function callApi<T = unknown>(path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(`${EVENTS_API}${path}`, { method: init.method ?? 'GET', headers, body: body ?? null, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', '');
  }
  const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string; fields?: Record<string, string> } } | null;
  if (!res.ok) throw new ApiError(res.status, data?.error?.code ?? `http_${res.status}`, data?.error?.message ?? '', data?.error?.fields ?? {});
  return data as T;
}
