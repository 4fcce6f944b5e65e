/** Opening hours on the public page: the open-now indicator in the point's own time zone. */
import { isWorkingDay, type DayHours, type Weekday } from './model';

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Weekday and minute of the day of `at` in `timeZone` (falls back to UTC for an unknown zone). */
function localClock(at: Date, timeZone: string): { day: Weekday; minute: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: get('weekday').toLowerCase() as Weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

export type OpenState = 'open' | 'break' | 'closed';

export function openState(hours: Record<Weekday, DayHours>, at: Date, timeZone: string): OpenState {
  const { day, minute } = localClock(at, timeZone);
  const today = hours[day];
  if (!today || !isWorkingDay(today)) return 'closed';
  if (today.worksFullDay) return 'open';
  if (minute < minutes(today.start) || minute >= minutes(today.end)) return 'closed';
  if (
    !today.noLunchBreak &&
    today.breakStart &&
    today.breakEnd &&
    minute >= minutes(today.breakStart) &&
    minute < minutes(today.breakEnd)
  )
    return 'break';
  return 'open';
}
