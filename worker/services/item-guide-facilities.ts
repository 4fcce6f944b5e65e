/**
 * The item guide's bridge to the finder: "the nearest points that take all of these materials"
 * and "points whose name or address match". THE ONLY PLACE the guide calls the finder's back end
 * (finderCatalogue + runFinder of worker/services/finder.ts, over the D1 index of docs/finder.md).
 */
import type { FinderEntry } from '../../ui/shared/finder/page-data';
import { finderCatalogue, runFinder, type FinderPlace } from './finder';

export interface GuideFacilities {
  entries: FinderEntry[];
  /** All points that take the materials (open or not). */
  total: number;
}

const SCAN = 20;

/**
 * Up to `limit` points that accept every material: open ones first, then closed ones, so the
 * answer is useful at night too. The edition's points, nearest first from the place's origin (a
 * real position, else the edition's main city: then with no distances, ADRs 130 and 199).
 * Empty for no materials or a material the catalogue does not know.
 */
export async function nearestFacilitiesFor(
  db: D1Database,
  materials: readonly string[],
  place: FinderPlace,
  at: Date,
  limit = 5,
): Promise<GuideFacilities> {
  if (materials.length === 0) return { entries: [], total: 0 };
  const cat = await finderCatalogue(db);
  if (!materials.every((m) => cat.materialSlugs.has(m))) return { entries: [], total: 0 };
  const result = await runFinder(
    db,
    cat,
    { q: '', materials: [...materials], openNow: false, near: null, limit: SCAN, offset: 0 },
    at,
    place,
  );
  const ordered = [...result.items.filter((i) => i.openNow), ...result.items.filter((i) => !i.openNow)].slice(0, limit);
  return { entries: ordered.map(({ openNow: _o, iconUrl: _i, ...entry }) => entry), total: result.total };
}

/** How many points match a name or address search (the unified search box's other half). */
export async function facilitiesMatching(
  db: D1Database,
  q: string,
  place: FinderPlace,
  at: Date,
  limit = 5,
): Promise<GuideFacilities> {
  const result = await runFinder(
    db,
    await finderCatalogue(db),
    { q, materials: [], openNow: false, near: null, limit, offset: 0 },
    at,
    place,
  );
  return { entries: result.items.map(({ openNow: _o, iconUrl: _i, ...entry }) => entry), total: result.total };
}
