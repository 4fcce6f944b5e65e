/**
 * Browser calls of the recycling point API, through the docs/product.md §4.2 wrapper (a 401/403 opens the
 * login prompt and the call is repeated after sign-in). Every call resolves; failures carry the
 * server's JSON error, a closed prompt is `code: 'cancelled'`.
 */
import { authenticatedFetch } from '../../client/authenticated-fetch';
import { FACILITY_API } from './pages';
import type { OwnerTransit } from './lifecycle';
import type { FacilityForm } from './model';
import { buildFacilityPayload, type FacilityReadDocument } from './transport';

interface ApiProblem {
  path: string;
  code: string;
  message: string;
}

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; problems: ApiProblem[] };

async function call<T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const result = await authenticatedFetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (result.state === 'cancelled') return { ok: false, status: 0, code: 'cancelled', message: '', problems: [] };
    const response = result.response;
    const json = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string; problems?: ApiProblem[] };
    } | null;
    if (response.ok) return { ok: true, data: json as T };
    return {
      ok: false,
      status: response.status,
      code: json?.error?.code ?? `http_${response.status}`,
      message: json?.error?.message ?? '',
      problems: json?.error?.problems ?? [],
    };
  } catch {
    return { ok: false, status: 0, code: 'network', message: '', problems: [] };
  }
}

/**
 * Creates or updates a point. `fromOsm` (a new point made from an OpenStreetMap point's prefilled
 * editor) goes in the query, so the document keeps its wire format; the worker records the claim.
 */
export const saveFacility = (form: FacilityForm, fromOsm: string | null = null) =>
  form.id
    ? call<FacilityReadDocument>(
        'PUT',
        `${FACILITY_API}/facility/${encodeURIComponent(form.id)}/`,
        buildFacilityPayload(form),
      )
    : call<FacilityReadDocument>(
        'POST',
        `${FACILITY_API}/facility/${fromOsm ? `?fromOsm=${encodeURIComponent(fromOsm)}` : ''}`,
        buildFacilityPayload(form),
      );

export const transitFacility = (id: string, transit: OwnerTransit, comment?: string) =>
  call<FacilityReadDocument>('POST', `${FACILITY_API}/facility/${encodeURIComponent(id)}/transit/`, {
    transit,
    payload: comment === undefined ? {} : { comment },
  });

export const removeFacility = (id: string) =>
  call<{ data: { deleted: string[] } }>(
    'POST',
    `${FACILITY_API}/facility/operation/remove_operation/?id_set=${encodeURIComponent(id)}`,
  );
