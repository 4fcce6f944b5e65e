/** Distances and positions for the finder (docs/product.md §9: Earth radius 6,371,000 m; default map centre 37 E, 55 N). */
const EARTH_RADIUS_M = 6_371_000;
export const DEFAULT_CENTER: LatLng = { lat: 55, lng: 37 };

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine on a sphere of the product description's radius). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `"55.75,37.61"` → position; null when malformed or out of range. */
export function parseLatLng(value: string): LatLng | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The URL form of a position, rounded to about 1 m. */
export const formatLatLng = (p: LatLng) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
