/**
 * A collection drive (docs/decisions/232-collection-drives-in-the-finder.md): a drop-off point that
 * exists for a few local days. Its window is read on its own calendar: it is shown from local
 * midnight seven days before its first day until local midnight after its last, and it is open
 * by the point's weekly hours model only on its own dates.
 */
import { addDays } from '../events/date-window';
import { localToUtc, utcToLocal } from '../events/time';
import { WEEKDAYS, isWorkingDay, type DayHours, type Weekday } from '../facility/model';
import { openStatus, type OpenStatus } from '../finder/open-now';

const DRIVE_STATUSES = ['draft', 'checking', 'accepted', 'declined'] as const;
export type DriveStatus = (typeof DRIVE_STATUSES)[number];

/** Days before its first day that a drive is found ("from 2 January"). */
const SHOWN_DAYS_BEFORE = 7;

export type WeeklyHours = Record<Weekday, DayHours>;

export interface DriveWindow {
  shownFrom: number;
  startsAt: number;
  endsAt: number;
}

/** The UTC instants of a drive's window, from its local dates in its own zone; null for a bad zone or date. */
export function driveWindow(startDate: string, endDate: string, zone: string): DriveWindow | null {
  const startsAt = localToUtc(`${startDate}T00:00`, zone);
  const shownFrom = localToUtc(`${addDays(startDate, -SHOWN_DAYS_BEFORE)}T00:00`, zone);
  const endsAt = localToUtc(`${addDays(endDate, 1)}T00:00`, zone);
  if (startsAt === null || shownFrom === null || endsAt === null) return null;
  return { shownFrom, startsAt, endsAt };
}

/** Where a drive stands at `now`: before its window, announced (shown, not yet begun), on, or over. */
export type DrivePhase = 'hidden' | 'upcoming' | 'on' | 'ended';

export function drivePhase(w: DriveWindow, now: number): DrivePhase {
  if (now >= w.endsAt) return 'ended';
  if (now >= w.startsAt) return 'on';
  if (now >= w.shownFrom) return 'upcoming';
  return 'hidden';
}

/** The local date of `now` in `zone` ('YYYY-MM-DD'). */
export const localDate = (now: number, zone: string) => utcToLocal(now, zone).slice(0, 10);

const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The drive's dates up to a week from its first: each weekday it runs on, once. */
export function firstWeekDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); dates.length < 7; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (date > endDate) break;
    dates.push(date);
  }
  return dates;
}

/**
 * The drive's hours by weekday as its page lists them: null when every day it runs keeps the same
 * hours (the page says them once); otherwise one line per weekday within its dates, in date order,
 * named by its first date there (the page words the weekday), closed days with empty times.
 */
export function driveWeekLines(
  hours: WeeklyHours,
  startDate: string,
  endDate: string,
): { date: string; start: string; end: string }[] | null {
  const lines = firstWeekDates(startDate, endDate).map((date) => {
    const h = hoursOn(hours, startDate, endDate, date);
    return { date, start: h?.start ?? '', end: h?.end ?? '' };
  });
  const first = lines[0];
  return lines.every((l) => l.start === first?.start && l.end === first?.end) ? null : lines;
}

/** The day's hours when the drive is held that day: today is within its dates and a working day. */
export function hoursOn(hours: WeeklyHours, startDate: string, endDate: string, date: string): DayHours | null {
  if (date < startDate || date > endDate) return null;
  const h = hours[weekdayOf(date)];
  return h && isWorkingDay(h) ? h : null;
}

/**
 * Open now for a drive: the point's rule in the drive's zone, only on its own dates; outside them
 * closed (no "next opening" from a weekday that may fall after its last day).
 */
export function driveOpenStatus(
  d: { hours: WeeklyHours; startDate: string; endDate: string; timeZone: string },
  now: number,
): OpenStatus {
  const today = localDate(now, d.timeZone);
  if (today < d.startDate || today > d.endDate) return { state: 'closedToday' };
  const status = openStatus(d.hours, new Date(now), d.timeZone);
  // The weekly rule's "next opening" may name a day after the last date: drop it there.
  if (status.next && addDays(today, status.next.inDays) > d.endDate) return { state: status.state };
  return status;
}

/** A drive as the finder lists it (page, map and API): marked as a drive, with its dates and today's hours. */
export interface DriveEntry {
  kind: 'drive';
  id: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  distanceM?: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  /** 'upcoming': shown before its first day ("from 2 January"); 'on': within its dates. */
  phase: 'upcoming' | 'on';
  /** Its hours today on its own calendar, null when it is not held today. */
  today: { start: string; end: string } | null;
  open: OpenStatus;
  materials: string[];
  items: string[];
}

/** What the drive's public page shows (also after it ended, as a record with the amounts). */
export interface DrivePageView {
  id: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  phase: DrivePhase;
  status: DriveStatus;
  today: { start: string; end: string } | null;
  open: OpenStatus;
  /** The hours of every day it runs, when they are alike. */
  hours: { start: string; end: string } | null;
  /** Otherwise its hours by weekday (driveWeekLines). */
  week: { date: string; start: string; end: string }[] | null;
  orgName: string;
  notes: string;
  materials: { slug: string; name: string }[];
  items: { slug: string; name: string }[];
  event: { id: string; title: string } | null;
  amounts: { what: string; name: string; amount: number; unit: 'kg' | 'pieces' }[] | null;
}
