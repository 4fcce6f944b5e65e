/**
 * The edge cache's drive-day (docs/decisions/232-collection-drives-in-the-finder.md): the local
 * dates of every zone of an edition, folded into a short stamp. It changes exactly at each local
 * midnight of one of those zones, which is when a drive may appear, begin or leave (a drive's zone
 * is always one of its edition's: worker/drives/rules.ts).
 */
import { EDITION_TIME_ZONES } from '../../editions/time-zones';
import type { EditionId } from '../../editions/types';
import { localDate } from '../../ui/shared/drives/model';

/** One stamp per edition and minute at most: the zones' dates are read once a minute per isolate. */
const memo = new Map<EditionId, { minute: number; stamp: string }>();

export function editionDays(edition: EditionId, now: number): string {
  const minute = Math.floor(now / 60_000);
  const kept = memo.get(edition);
  if (kept && kept.minute === minute) return kept.stamp;
  const dates = EDITION_TIME_ZONES[edition].map((zone) => localDate(now, zone));
  // Every zone's date folded in (a short FNV-1a), after the first zone's date for readability.
  let h = 0x811c9dc5;
  for (const ch of dates.join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const stamp = `${dates[0]!.replaceAll('-', '')}${h.toString(36)}`;
  memo.set(edition, { minute, stamp });
  return stamp;
}
