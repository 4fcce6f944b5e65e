import { BoundedMap } from '../bounded-map';
import { dateFormat, isKazakh } from '../locale-format';
/**
 * Wall-clock times in an IANA zone without a date library: the organiser types a local date and
 * time for the event's zone; D1 stores the UTC instant; pages format it back in that zone.
 */
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function wallParts(instant: number, zone: string): number[] {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  // One formatToParts per instant (a card's dates ask for three instants on every render).
  const parts = f.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** Offset of the zone at an instant, in ms (wall clock minus UTC). */
function zoneOffset(instant: number, zone: string): number {
  const [y, mo, d, h, mi, s] = wallParts(instant, zone) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:mm' in `zone` → UTC ms, or null when malformed. A time skipped by DST moves forward. */
export function localToUtc(local: string, zone: string): number | null {
  const m = LOCAL_RE.exec(local);
  if (!m || !isTimeZone(zone)) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(asUtc).getUTCDate() !== d) return null;
  let guess = asUtc - zoneOffset(asUtc, zone);
  const second = zoneOffset(guess, zone);
  if (asUtc - second !== guess) guess = asUtc - second;
  return guess;
}

/** UTC ms → 'YYYY-MM-DDTHH:mm' in `zone` (the value of a datetime-local input). */
export function utcToLocal(instant: number, zone: string): string {
  const [y, mo, d, h, mi] = wallParts(instant, zone) as [number, number, number, number, number];
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(y, 4)}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}`;
}

/**
 * 'Sat, 14 June 2026, 10:00 – 14:00' style ranges in the event's zone, in the reader's locale.
 * `year: false` leaves the year out ('Sat, 14 June, 10:00 – 14:00'): a card of an event this year.
 */
export function formatEventRange(
  locale: string,
  startsAt: number,
  endsAt: number,
  zone: string,
  { year = true }: { year?: boolean } = {},
): string {
  return dateFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' as const } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).formatRange(startsAt, endsAt);
}

/** Whether every instant falls in the calendar year of `now`, in `zone` (then a card's dates need no year). */
export function allInYearOf(now: number, instants: number[], zone: string): boolean {
  const year = wallParts(now, zone)[0];
  return instants.every((at) => wallParts(at, zone)[0] === year);
}

const QUARTER_HOUR = 15 * 60_000;
const rangeTexts = new BoundedMap<string, string>(500);

interface RangeOptions {
  withZone?: boolean;
  yearIfOtherThan?: number | undefined;
}

function rangeKey(
  locale: string,
  startsAt: number,
  endsAt: number,
  zone: string,
  { withZone = true, yearIfOtherThan }: RangeOptions,
): string {
  const quarter = yearIfOtherThan === undefined ? '' : Math.floor(yearIfOtherThan / QUARTER_HOUR);
  return `${locale}|${zone}|${startsAt}|${endsAt}|${withZone}|${quarter}`;
}

/**
 * Remembers `text` as eventRangeText's answer for these arguments: the browser takes the text the
 * server rendered, so hydrating a range formats nothing (ICU's start-up, the first date formatter of
 * a page, is about 40 ms of a phone's CPU) and shows exactly the server's words.
 */
export function rememberEventRangeText(
  locale: string,
  startsAt: number,
  endsAt: number,
  zone: string,
  options: RangeOptions,
  text: string,
): void {
  rangeTexts.set(rangeKey(locale, startsAt, endsAt, zone, options), text);
}

/**
 * An event's range as its page and cards show it: `formatEventRange` plus the zone's short name
 * (`withZone`), the year left out when both ends fall in the year of `yearIfOtherThan` (the render's
 * time) in the event's zone. Remembered by locale, zone, instants and quarter hour of the render:
 * ICU's range formatting and zone names were a tenth of the home page's server CPU for eight
 * cards, and the same cards are drawn for every visitor. Every zone's offset is a multiple of
 * 15 minutes, so the render's year in any zone holds for a whole UTC quarter hour. Bounded, so it
 * never grows with the number of events.
 */
export function eventRangeText(
  locale: string,
  startsAt: number,
  endsAt: number,
  zone: string,
  options: RangeOptions = {},
): string {
  const { withZone = true, yearIfOtherThan } = options;
  const key = rangeKey(locale, startsAt, endsAt, zone, options);
  let text = rangeTexts.get(key);
  if (text === undefined) {
    const year = yearIfOtherThan === undefined || !allInYearOf(yearIfOtherThan, [startsAt, endsAt], zone);
    text =
      formatEventRange(locale, startsAt, endsAt, zone, { year }) +
      (withZone ? ` (${zoneLabel(locale, startsAt, zone)})` : '');
    rangeTexts.set(key, text);
  }
  return text;
}

export function formatEventDate(locale: string, instant: number, zone: string): string {
  return dateFormat(locale, {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** Short zone name for the reader, e.g. 'GMT+3' or 'MSK'. */
export function zoneLabel(locale: string, instant: number, zone: string): string {
  // Zone names are 'GMT+5' style in Kazakh too; en-US has them in every runtime.
  const part = new Intl.DateTimeFormat(isKazakh(locale) ? 'en-US' : locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** ISO 8601 with the zone's offset, for JSON-LD (`2026-06-14T10:00:00+03:00`). */
export function isoWithOffset(instant: number, zone: string): string {
  const off = Math.round(zoneOffset(instant, zone) / 60000);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${utcToLocal(instant, zone)}:00${sign}${p(Math.floor(abs / 60))}:${p(abs % 60)}`;
}
