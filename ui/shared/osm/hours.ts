/**
 * "Open now" for an OpenStreetMap point from what the importer made of its opening_hours
 * (scripts/lib/osm/hours.mjs, docs/decisions/140-osm-opening-hours.md): the point hours model,
 * weekly minute ranges, or wall-clock ranges for a dated year. Unparsable or out of range → unknown,
 * never a guess.
 */
import type { DayHours, Weekday } from '../facility/model';
import { WEEKDAYS } from '../facility/model';
import { openStatus, wallClock, type NextOpening, type OpenStatus } from '../finder/open-now';

export type OsmHoursKind = 'none' | 'weekly' | 'intervals' | 'dated' | 'raw';
export type OsmOpenStatus = OpenStatus | { state: 'unknown' };

/** [start, end, unknown?] in minutes. */
type Range = [number, number, number?];
export interface OsmIntervals {
  ranges: Range[];
  /** Dated only: first and last wall-clock minute (since 1970) the ranges answer for. */
  from?: number;
  until?: number;
}

const DAY = 1440;
const WEEK = 7 * DAY;
const hhmm = (m: number) =>
  `${String(Math.floor((((m % DAY) + DAY) % DAY) / 60)).padStart(2, '0')}:${String(((m % 60) + 60) % 60).padStart(2, '0')}`;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** Wall-clock minutes since 1970 of `at` in `timeZone` (as if the wall clock were UTC). */
export function wallMinute(at: Date, timeZone: string): number {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    dateFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return Math.round(
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute)) / 60_000,
  );
}

/**
 * The first known opening after today, up to a week on ("opens tomorrow at 10:00"), as the owners'
 * hours give it (ui/shared/finder/open-now.ts). `wrap` is the week for weekly ranges (a start
 * before `m` comes round again), null for dated ones (wall-clock minutes since 1970, a Thursday).
 */
function nextAfterToday(ranges: Range[], m: number, dayStart: number, wrap: number | null): NextOpening | undefined {
  let best: number | null = null;
  for (const [s, , unknown] of ranges) {
    const start = wrap !== null && s <= m ? s + wrap : s;
    if (unknown || start < dayStart + DAY || start - m > WEEK) continue;
    if (best === null || start < best) best = start;
  }
  if (best === null) return undefined;
  const dayIndex = wrap !== null ? Math.floor((best % WEEK) / DAY) : (Math.floor(best / DAY) + 3) % 7;
  return { day: WEEKDAYS[dayIndex]!, at: hhmm(best), inDays: Math.floor(best / DAY) - Math.floor(dayStart / DAY) };
}

/** Ranges holding minute `m` (ranges may pass the end of the week: compared a week back too). */
function statusFrom(ranges: Range[], m: number, dayStart: number, wrap: number | null): OsmOpenStatus {
  for (const [s, e, unknown] of ranges) {
    const inside = (s <= m && m < e) || (wrap !== null && s <= m + wrap && m + wrap < e);
    if (inside)
      return unknown ? { state: 'unknown' } : e - s >= WEEK ? { state: 'open' } : { state: 'open', until: hhmm(e) };
  }
  const later = ranges.filter(([s]) => s > m && s < dayStart + DAY).sort((a, b) => a[0] - b[0])[0];
  if (later) return later[2] ? { state: 'unknown' } : { state: 'opensLater', at: hhmm(later[0]) };
  const next = nextAfterToday(ranges, m, dayStart, wrap);
  return next ? { state: 'closedToday', next } : { state: 'closedToday' };
}

export function osmOpenStatus(
  kind: OsmHoursKind,
  hours: Partial<Record<Weekday, DayHours>>,
  intervals: OsmIntervals | null,
  timeZone: string,
  at: Date,
): OsmOpenStatus {
  if (kind === 'weekly') return openStatus(hours, at, timeZone);
  if (kind === 'intervals' && intervals) {
    const { day, minute } = wallClock(at, timeZone);
    const m = WEEKDAYS.indexOf(day) * DAY + minute;
    return statusFrom(intervals.ranges, m, m - minute, WEEK);
  }
  if (kind === 'dated' && intervals) {
    const m = wallMinute(at, timeZone);
    if (intervals.from === undefined || intervals.until === undefined || m < intervals.from || m >= intervals.until)
      return { state: 'unknown' };
    return statusFrom(intervals.ranges, m, m - (m % DAY), null);
  }
  return { state: 'unknown' };
}
