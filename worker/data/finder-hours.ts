// Open now for the finder's rows (finder_facilities.hours, docs/finder.md): one rule for the owners'
// weekly hours and for OpenStreetMap's, answered as the point page answers them.
import type { DayHours, Weekday } from '../../ui/shared/facility/model';
import { openStatus } from '../../ui/shared/finder/open-now';
import { osmOpenStatus, type OsmIntervals, type OsmOpenStatus } from '../../ui/shared/osm/hours';

/**
 * `hours` of a row whose source knows hours it cannot give at all (OpenStreetMap's unparsable text,
 * or none mapped): it never passes "open now" and the entry says "hours not confirmed"
 * (scripts/lib/osm/finder.mjs writes it).
 */
export const UNKNOWN_HOURS = '"unknown"';

/**
 * Open now for a row's `hours`, in its own zone: the owners' weekly model, or OpenStreetMap hours
 * the model cannot hold, stored as `{"osm": "intervals" | "dated", "intervals": {ranges, from?, until?}}`
 * (weekly minute ranges, or wall-clock ranges for the year of the import) and answered as the point
 * page answers them (ui/shared/osm/hours.ts); `unknown` for UNKNOWN_HOURS, a dated row outside its
 * year, or anything unreadable: never a guess.
 */
export function finderOpenStatus(
  text: string | undefined,
  at: Date,
  clock: { day: Weekday; minute: number },
  timeZone: string,
): OsmOpenStatus {
  let hours: unknown;
  try {
    hours = JSON.parse(text ?? '{}');
  } catch {
    return { state: 'unknown' };
  }
  if (!hours || typeof hours !== 'object' || Array.isArray(hours)) return { state: 'unknown' };
  const osm = hours as { osm?: unknown; intervals?: unknown };
  if (osm.osm === 'intervals' || osm.osm === 'dated') {
    const intervals =
      osm.intervals && typeof osm.intervals === 'object' && Array.isArray((osm.intervals as OsmIntervals).ranges)
        ? (osm.intervals as OsmIntervals)
        : null;
    return osmOpenStatus(osm.osm, {}, intervals, timeZone, at);
  }
  return openStatus(hours as Partial<Record<Weekday, DayHours>>, clock, timeZone);
}
