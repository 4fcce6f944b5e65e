import { useEffect, useState } from 'react';

/** True after hydration: the first client render must equal the server's (no JS-only UI before). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** POSTs a form-encoded or JSON body and reads the JSON answer; a network failure is status null. */
export async function postJson(
  url: string,
  body: Record<string, unknown>,
  form = false,
): Promise<{ status: number | null; body: unknown }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: null, body: null };
  }
}

/** The `{ error: { code, message } }` of an answer, when there is one. */
export function answerError(body: unknown): { code: string | null; message: string | null } {
  const error =
    body && typeof body === 'object' ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
  return {
    code: typeof error?.code === 'string' ? error.code : null,
    message: typeof error?.message === 'string' ? error.message : null,
  };
}
