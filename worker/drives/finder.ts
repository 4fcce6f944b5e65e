/**
 * Collection drives in the finder (docs/decisions/233-collection-drives-own-table.md): the accepted
 * drives shown now around the origin, read from their own small table and put before the points
 * on the first page, the map and the API. Nothing is written when a drive's window opens or closes:
 * the read compares its stored instants with `at`, and the edge cache's key follows the local days
 * (docs/decisions/232-collection-drives-in-the-finder.md).
 */
import type { EditionId } from '../../editions/types';
import { driveOpenStatus, drivePhase, hoursOn, localDate, type DriveEntry } from '../../ui/shared/drives/model';
import { distanceM, type LatLng } from '../../ui/shared/finder/geo';
import type { Bbox, DriveRecord } from './sql';
import { drivesShownAt } from './shown';
import type { FinderCatalogue } from '../services/finder';
import { materialMask } from '../services/finder-check';
import type { FinderQuery } from '../services/finder-query';
import { foldText } from '../services/item-search';

/** How far around the origin drives are listed: about 55 km north and south. */
const REACH_DEG = 0.5;
/** Drives listed before the points: the nearest few. */
const DRIVES_LISTED = 5;

function boxAround(origin: LatLng, deg = REACH_DEG): Bbox {
  const lngDeg = Math.min(180, deg / Math.max(0.1, Math.cos((origin.lat * Math.PI) / 180)));
  return {
    south: origin.lat - deg,
    north: origin.lat + deg,
    west: origin.lng - lngDeg,
    east: origin.lng + lngDeg,
  };
}

/** The entry the finder shows for a drive at `at`: its dates, its phase, today's hours on its calendar, open now. */
export function driveEntry(d: DriveRecord, at: number, origin: LatLng | null, distances: boolean): DriveEntry | null {
  const phase = drivePhase(d, at);
  if (phase !== 'upcoming' && phase !== 'on') return null;
  const today = hoursOn(d.hours, d.startDate, d.endDate, localDate(at, d.timeZone));
  return {
    kind: 'drive',
    id: d.id,
    title: d.title,
    address: d.address,
    lat: d.lat,
    lng: d.lng,
    ...(origin && distances ? { distanceM: Math.round(distanceM(origin, d)) } : {}),
    timeZone: d.timeZone,
    startDate: d.startDate,
    endDate: d.endDate,
    phase,
    today: today ? { start: today.start, end: today.end } : null,
    open: driveOpenStatus(d, at),
    materials: d.materials,
    items: d.items,
  };
}

/**
 * The drives a finder query lists: shown at `at`, around the origin (the whole edition without
 * one), taking every chosen material or the item the words name, whose title or address has the
 * other words, open now when asked; nearest first.
 */
export async function drivesForFinder(
  db: D1Database,
  cat: FinderCatalogue,
  query: FinderQuery,
  at: Date,
  place: { edition: EditionId; origin: LatLng | null; distances: boolean },
  item: { slug: string; materials: string[] } | null = null,
): Promise<DriveEntry[]> {
  if (query.offset > 0) return [];
  const now = at.getTime();
  const rows = await drivesShownAt(db, place.edition, now, place.origin ? boxAround(place.origin) : null);
  if (!rows.length) return [];
  const required = query.materials.map((slug) => cat.materials.find((m) => m.slug === slug)?.id ?? -1);
  const mask = required.includes(-1) ? -1 : materialMask(required);
  const words = item ? [] : foldText(query.q).split(/\s+/).filter(Boolean);
  const takes = (d: DriveRecord) => {
    if (item && d.items.includes(item.slug)) return true;
    if (mask === -1) return false;
    if (item && !item.materials.length) return false;
    return (d.materialMask & mask) === mask;
  };
  const entries = rows
    .filter(takes)
    .filter((d) => words.every((w) => foldText(`${d.title} ${d.address}`).includes(w)))
    .map((d) => driveEntry(d, now, place.origin, place.distances))
    .filter((e): e is DriveEntry => e !== null)
    .filter((e) => !query.openNow || e.open.state === 'open');
  if (place.origin) {
    const o = place.origin;
    entries.sort((a, b) => distanceM(o, a) - distanceM(o, b) || a.id.localeCompare(b.id));
  }
  return entries.slice(0, DRIVES_LISTED);
}
