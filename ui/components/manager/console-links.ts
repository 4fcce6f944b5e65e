/** URL helpers of the review console: keep the locale prefix and the current filters. */
import type { Snapshot } from '../../shared/snapshot';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';

export type QueryValue = string | number | null | undefined;

export function consoleHref(snapshot: Snapshot, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return localizedPath(snapshot.edition, snapshot.locale, path) + (search ? `?${search}` : '');
}

/** Dates in the console: the current edition's zone, fixed so server and browser render alike. */
const ZONES: Record<string, string> = {
  ru: 'Europe/Moscow',
  kz: 'Asia/Almaty',
  international: 'America/Argentina/Buenos_Aires',
};

export function formatWhen(snapshot: Snapshot, ms: number | null | undefined, zone?: string | null): string {
  if (!ms) return '—';
  return dateFormat(snapshot.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone || ZONES[snapshot.edition.id] || 'UTC',
  }).format(ms);
}
