/**
 * The events list's date filter (/charity-events?when=today|weekend|week&from=YYYY-MM-DD&to=YYYY-MM-DD)
 * as a window of instants [start, end): whole days on the edition's wall clock, an event matching
 * when any part of it falls inside. `when` and a from/to range may be combined (both apply).
 */
import { localToUtc, utcToLocal } from './time';

export const WHEN_OPTIONS = ['today', 'weekend', 'week'] as const;
type When = (typeof WHEN_OPTIONS)[number];

export interface DateFilter {
  when: When | '';
  from: string;
  to: string;
}

export interface DateWindow {
  start: number | null;
  end: number | null;
}

const DAY = 86_400_000;

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday for a calendar date. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const midnight = (date: string, zone: string) => localToUtc(`${date}T00:00`, zone);

export function dateWindow(filter: DateFilter, now: number, zone: string): DateWindow {
  const today = utcToLocal(now, zone).slice(0, 10);
  let first: string | null = null;
  let afterLast: string | null = null;
  if (filter.when === 'today') [first, afterLast] = [today, addDays(today, 1)];
  else if (filter.when === 'week') [first, afterLast] = [today, addDays(today, 7)];
  else if (filter.when === 'weekend') {
    // Saturday and Sunday of this week; on a Sunday, just today.
    const day = weekday(today);
    const saturday = day === 0 ? addDays(today, -1) : addDays(today, 6 - day);
    [first, afterLast] = [day === 0 ? today : saturday, addDays(saturday, 2)];
  }
  if (filter.from && (!first || filter.from > first)) first = filter.from;
  if (filter.to && (!afterLast || addDays(filter.to, 1) < afterLast)) afterLast = addDays(filter.to, 1);
  return { start: first ? midnight(first, zone) : null, end: afterLast ? midnight(afterLast, zone) : null };
}
