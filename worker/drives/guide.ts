/**
 * The item guide's seasonal answer (docs/item-guide.md "Collection drives"): an item that collection
 * drives take points to the drives shown now in the edition first, nearest first; when none is
 * shown, a seasonal item says when the next one begins.
 */
import type { EditionId } from '../../editions/types';
import type { GuideItem } from '../../data/items';
import type { DriveEntry } from '../../ui/shared/drives/model';
import type { GuideDrives } from '../../ui/shared/guide/types';
import type { LatLng } from '../../ui/shared/finder/geo';
import { distanceM } from '../../ui/shared/finder/geo';
import { nextDriveTaking, type DriveRecord } from './sql';
import { drivesShownAt } from './shown';
import { driveMaterialMask } from './rules';
import { driveEntry } from './finder';

/** Items people bring to drives that happen once a season: only they look ahead to the next one. */
const SEASONAL_ITEMS = new Set([
  'christmas-tree',
  'potted-christmas-tree',
  'pumpkin',
  'school-textbooks',
  'books',
  'batteries',
  'aa-battery',
  'aaa-battery',
  'button-cell',
]);

const ACTIVE_LISTED = 3;

/** Whether a drive takes the item: by its id, or all of its catalogue materials. */
const takesItem = (d: DriveRecord, item: GuideItem, mask: number) =>
  d.items.includes(item.slug) || (mask !== 0 && (d.materialMask & mask) === mask);

export async function drivesForItem(
  db: D1Database,
  item: GuideItem,
  edition: EditionId,
  origin: LatLng | null,
  at: Date,
): Promise<GuideDrives | null> {
  const now = at.getTime();
  const mask = await driveMaterialMask(db, item.materials);
  const shown = (await drivesShownAt(db, edition, now, null)).filter((d) => takesItem(d, item, mask));
  if (origin) shown.sort((a, b) => distanceM(origin, a) - distanceM(origin, b) || a.id.localeCompare(b.id));
  const active = shown
    .map((d) => driveEntry(d, now, origin, origin !== null))
    .filter((e): e is DriveEntry => e !== null)
    .slice(0, ACTIVE_LISTED);
  if (active.length) return { active, next: null };
  if (!SEASONAL_ITEMS.has(item.slug)) return null;
  const next = await nextDriveTaking(db, edition, now, item.slug, mask);
  return next ? { active: [], next: { id: next.id, title: next.title, startDate: next.startDate } } : null;
}
