/**
 * The browser step of the geolocation chain (docs/product.md §7, constants §9): a cached position (one hour
 * in local storage), else navigator.geolocation with high accuracy, a 1,000 ms timeout and a
 * 6,000 ms maximum age. Errors are logged (debounced 500 ms), never shown as an error page; a
 * denied or revoked permission reports code 1 and the caller falls back to the edge position.
 */
import type { LatLng } from '../shared/finder/geo';

const GEO_CACHE_KEY = 'eco.geolocation';
const GEO_CACHE_MS = 3_600_000;
const GEO_TIMEOUT_MS = 1000;
const GEO_MAX_AGE_MS = 6000;
const GEO_ERROR_DEBOUNCE_MS = 500;
const PERMISSION_DENIED = 1;

export type GeoOutcome = { ok: true; position: LatLng; cached: boolean } | { ok: false; code: number };

function cachedPosition(now = Date.now()): LatLng | null {
  try {
    const raw = JSON.parse(localStorage.getItem(GEO_CACHE_KEY) ?? 'null') as {
      lat: number;
      lng: number;
      at: number;
    } | null;
    if (raw && typeof raw.lat === 'number' && typeof raw.lng === 'number' && now - raw.at < GEO_CACHE_MS)
      return { lat: raw.lat, lng: raw.lng };
  } catch {
    /* storage unavailable or corrupt: ask again */
  }
  return null;
}

function remember(position: LatLng) {
  try {
    localStorage.setItem(GEO_CACHE_KEY, JSON.stringify({ ...position, at: Date.now() }));
  } catch {
    /* private mode: no cache */
  }
}

function forgetPosition() {
  try {
    localStorage.removeItem(GEO_CACHE_KEY);
  } catch {
    /* nothing to forget */
  }
}

let lastLogged = 0;
function logError(code: number, message: string) {
  const now = Date.now();
  if (now - lastLogged < GEO_ERROR_DEBOUNCE_MS) return;
  lastLogged = now;
  console.warn(`geolocation failed (code ${code}): ${message}`);
}

export function browserPosition(): Promise<GeoOutcome> {
  const cached = cachedPosition();
  if (cached) return Promise.resolve({ ok: true, position: cached, cached: true });
  if (!('geolocation' in navigator)) return Promise.resolve({ ok: false, code: 2 });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const position = { lat: p.coords.latitude, lng: p.coords.longitude };
        remember(position);
        resolve({ ok: true, position, cached: false });
      },
      (error) => {
        logError(error.code, error.message);
        if (error.code === PERMISSION_DENIED) forgetPosition();
        resolve({ ok: false, code: error.code });
      },
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS, maximumAge: GEO_MAX_AGE_MS },
    );
  });
}

/** navigator.connection.saveData: the visitor asked for less data (docs/product.md §9), so heavy extras wait. */
export const saveDataRequested = () =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
