/**
 * Open now / opens at / closed today for the finder, from a point's weekly hours, lunch break and
 * 24-hour flag in its own time zone. A day whose end is not after its start runs past midnight into
 * the next day (e.g. 20:00–02:00), so the previous day's hours are checked too.
 */
import { WEEKDAYS, isWorkingDay, type DayHours, type Weekday } from '../facility/model';

type FinderOpenState = 'open' | 'break' | 'opensLater' | 'closedToday';

export interface OpenStatus {
  state: FinderOpenState;
  /** Local wall-clock time the point opens (opensLater) or reopens after the break (break). */
  at?: string;
  /** Local closing time while open, unless the point works the whole day. */
  until?: string;
  /** closedToday: the next opening on the point's wall clock, 1–7 days on (absent: no hours at all). */
  next?: NextOpening;
}

export interface NextOpening {
  day: Weekday;
  /** Local opening time ('00:00' for a 24-hour day). */
  at: string;
  /** 1 = tomorrow, up to 7 = the same weekday next week. */
  inDays: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building Intl formatters dominates when thousands of points are checked. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    const options = { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }); // unknown zone: UTC rather than a 500
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Weekday and minute of the day of `at` on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: get('weekday').toLowerCase() as Weekday,
    minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const previous = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
const overnight = (h: DayHours) => !h.worksFullDay && minutes(h.end) <= minutes(h.start);

/** The first working day after `day` (up to a week on), with its opening time. */
export function nextOpening(hours: Partial<Record<Weekday, DayHours>>, day: Weekday): NextOpening | undefined {
  const from = WEEKDAYS.indexOf(day);
  for (let inDays = 1; inDays <= 7; inDays++) {
    const next = WEEKDAYS[(from + inDays) % 7]!;
    const h = hours[next];
    if (h && isWorkingDay(h)) return { day: next, at: h.worksFullDay ? '00:00' : h.start, inDays };
  }
  return undefined;
}

const closed = (hours: Partial<Record<Weekday, DayHours>>, day: Weekday): OpenStatus => {
  const next = nextOpening(hours, day);
  return next ? { state: 'closedToday', next } : { state: 'closedToday' };
};

export function openStatus(
  hours: Partial<Record<Weekday, DayHours>>,
  at: Date | { day: Weekday; minute: number },
  timeZone: string,
): OpenStatus {
  const { day, minute } = at instanceof Date ? wallClock(at, timeZone) : at;
  const yesterday = hours[previous(day)];
  // Still inside yesterday's hours that run past midnight.
  if (yesterday && isWorkingDay(yesterday) && overnight(yesterday) && minute < minutes(yesterday.end))
    return { state: 'open', until: yesterday.end };
  const today = hours[day];
  if (!today || !isWorkingDay(today)) return closed(hours, day);
  if (today.worksFullDay) return { state: 'open' };
  const start = minutes(today.start);
  const end = overnight(today) ? minutes(today.end) + 24 * 60 : minutes(today.end);
  if (minute < start) return { state: 'opensLater', at: today.start };
  if (minute >= end) return closed(hours, day);
  if (
    !today.noLunchBreak &&
    today.breakStart &&
    today.breakEnd &&
    minute >= minutes(today.breakStart) &&
    minute < minutes(today.breakEnd)
  ) {
    return { state: 'break', at: today.breakEnd, until: today.end };
  }
  return { state: 'open', until: today.end };
}
