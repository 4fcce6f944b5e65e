/**
 * The item guide's bridge to the finder: "the nearest points that take all of these materials"
 * and "points whose name or address match". THE ONLY PLACE the guide calls the finder's back end
 * (finderIndex + runFinder of worker/services/finder.ts); when the finder moves to another index,
 * re-point these two functions and nothing else in the guide changes.
 */
import type { EditionId, Locale } from '../../editions/types';
import { DEFAULT_CENTER, type LatLng } from '../../ui/shared/finder/geo';
import type { FinderEntry } from '../../ui/shared/finder/page-data';
import { finderIndex, runFinder } from './finder';

/** The finder page's fallback centre per edition (kept in step with worker/routes/finder-pages.tsx). */
export function guideDefaultCentre(edition: EditionId, locale: Locale): LatLng {
  if (edition === 'kz') return { lat: 43.2389, lng: 76.8897 };
  if (edition === 'international') return locale === 'es-AR' ? { lat: -34.6037, lng: -58.3816 } : { lat: 40.7128, lng: -74.006 };
  return DEFAULT_CENTER;
}

export interface GuidePoints {
  entries: FinderEntry[];
  /** All points that take the materials (open or not). */
  total: number;
}

const SCAN = 20;

/**
 * Up to `limit` points nearest to `origin` that accept every material: open ones first, then the
 * nearest closed ones, so the answer is useful at night too. Empty for no materials or a material
 * the catalogue does not know.
 */
export async function nearestPointsFor(db: D1Database, materials: readonly string[], origin: LatLng, at: Date, limit = 5): Promise<GuidePoints> {
  if (materials.length === 0) return { entries: [], total: 0 };
  const index = await finderIndex(db);
  if (!materials.every((m) => index.materialSlugs.has(m))) return { entries: [], total: 0 };
  const result = runFinder(index, { q: '', materials: [...materials], openNow: false, near: origin, limit: SCAN, offset: 0 }, at, origin);
  const ordered = [...result.items.filter((i) => i.openNow), ...result.items.filter((i) => !i.openNow)].slice(0, limit);
  return { entries: ordered.map(({ openNow: _o, iconUrl: _i, ...entry }) => entry), total: result.total };
}

/** How many points match a name or address search (the unified search box's other half). */
export async function pointsMatching(db: D1Database, q: string, origin: LatLng, at: Date, limit = 5): Promise<GuidePoints> {
  const index = await finderIndex(db);
  const result = runFinder(index, { q, materials: [], openNow: false, near: null, limit, offset: 0 }, at, origin);
  return { entries: result.items.map(({ openNow: _o, iconUrl: _i, ...entry }) => entry), total: result.total };
}
