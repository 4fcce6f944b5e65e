import { useState } from 'react';
import { useShownBusy } from '../../stores/session';
import { authenticatedFetch } from '../../client/authenticated-fetch';
import type { NoticeState } from './Notice';

/** An answer of /api/profile/…: the body, or the `{ error: { code, message, fields } }` parts. */
export type ProfileAnswer<T> =
  | { ok: true; body: T }
  | { ok: false; status: number | null; code: string | null; message: string | null; fields: Record<string, string[]> };

/**
 * Calls the profile API through the docs/product.md §4.2 wrapper (a 401/403 opens the login prompt and the
 * call is repeated after sign-in). JSON bodies, or FormData for uploads.
 */
export async function profileRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown> | FormData,
): Promise<ProfileAnswer<T>> {
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    const result = await authenticatedFetch(`/api/profile${path}`, {
      method,
      headers,
      ...(payload ? { body: payload } : {}),
    });
    if (result.state === 'cancelled') return { ok: false, status: null, code: 'cancelled', message: null, fields: {} };
    const res = result.response;
    const data = (await res.json().catch(() => null)) as
      | (T & { error?: { code?: string; message?: string; fields?: Record<string, string[]> } })
      | null;
    if (res.ok && data) return { ok: true, body: data };
    const error = data?.error;
    return {
      ok: false,
      status: res.status,
      code: error?.code ?? null,
      message: error?.message ?? null,
      fields: error?.fields ?? {},
    };
  } catch {
    return { ok: false, status: null, code: 'network', message: null, fields: {} };
  }
}

type Failure = Extract<ProfileAnswer<unknown>, { ok: false }>;

/**
 * The save flow every profile form shares: a loader while sending, the server's per-field errors
 * beside the fields, and a success or error notice (the server's message, else `fallbackError`).
 */
export function useProfileSave(fallbackError: string) {
  const [working, setSending] = useState(false);
  const sending = useShownBusy(working) ?? false;
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  async function save<T extends { detail: string }>(
    method: 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown>,
    opts: { onSuccess?: (body: T) => void; fieldErrors?: (answer: Failure) => Record<string, string[]> } = {},
  ): Promise<void> {
    setSending(true);
    setNotice(null);
    setServerErrors({});
    const answer = await profileRequest<T>(method, path, body);
    setSending(false);
    if (answer.ok) {
      opts.onSuccess?.(answer.body);
      setNotice({ tone: 'success', text: answer.body.detail });
    } else {
      setServerErrors(opts.fieldErrors?.(answer) ?? answer.fields);
      setNotice({ tone: 'error', text: answer.message ?? fallbackError });
    }
  }
  return { sending, notice, setNotice, serverErrors, save };
}
