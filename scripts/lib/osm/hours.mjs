/**
 * OSM `opening_hours` → the point hours model (docs/decisions/140-osm-opening-hours.md), with the
 * maintained opening_hours.js parser (LGPL-3.0, used here at import time only, never shipped).
 *
 *  - weekly:    the same every week and each day fits the model (one range, optionally one break,
 *               or the whole day) → `working_hours` in the shape owners' points use;
 *  - intervals: the same every week but not fitting (three ranges a day, ranges over several days)
 *               → minute-of-week ranges [start, end, unknown?] (end may pass the week's end);
 *  - dated:     varies through the year (seasons, public holidays, sunrise) → wall-clock minute
 *               ranges since 1970 for a year from the import, `until` where the answer stops;
 *  - raw:       the parser refuses it → shown as tagged, "open now" unknown, never guessed.
 * The parser reads Date's local fields, so the importer runs with TZ=UTC: every Date here is wall
 * clock in the point's own zone, written as if it were UTC.
 */
import OpeningHours from 'opening_hours';

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// About 30 KB of JSON at most: a row stays far below D1's statement size.
const MAX_DATED = 1500;

const minuteOf = (date) => Math.round(date.getTime() / 60_000);
const hhmm = (m) => `${String(Math.floor((m % DAY) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Monday 00:00 (wall clock) of the week holding `at`. */
function mondayOf(at) {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** One week's ranges as minutes from that Monday; null if the week is open throughout. */
function weekRanges(oh, monday) {
  const start = minuteOf(monday);
  // From the Sunday before to the Tuesday after, so ranges crossing the week's edges come whole.
  const from = new Date(monday.getTime() - DAY * 60_000);
  const to = new Date(monday.getTime() + (WEEK + 2 * DAY) * 60_000);
  const ranges = [];
  for (const [s, e, unknown] of oh.getOpenIntervals(from, to)) {
    const a = minuteOf(s) - start;
    const b = minuteOf(e) - start;
    if (a <= 0 && b >= WEEK) return { always: true, ranges: [[0, WEEK, unknown ? 1 : 0]] };
    if (a < 0 || a >= WEEK) continue;
    ranges.push(unknown ? [a, b, 1] : [a, b]);
  }
  return { always: false, ranges };
}

/** The model's days from weekly ranges, or null when some day does not fit. */
function toModel(ranges, always) {
  const empty = { start: '', end: '', breakStart: '', breakEnd: '', worksFullDay: false, noLunchBreak: false };
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, { ...empty }]));
  if (always) {
    if (ranges[0][2]) return null;
    for (const d of WEEKDAYS) days[d] = { ...empty, worksFullDay: true, noLunchBreak: true };
    return days;
  }
  const byDay = WEEKDAYS.map(() => []);
  for (const r of ranges) {
    if (r[2] || r[1] - r[0] > DAY) return null;
    byDay[Math.floor(r[0] / DAY)].push(r);
  }
  for (const [i, list] of byDay.entries()) {
    if (!list.length) continue;
    const base = i * DAY;
    if (list.length > 2) return null;
    const [first, second] = list;
    if (list.length === 1 && first[0] === base && first[1] === base + DAY) {
      days[WEEKDAYS[i]] = { ...empty, worksFullDay: true, noLunchBreak: true };
      continue;
    }
    const last = second ?? first;
    // An end at or past midnight is written as a wall-clock time not after the start (runs overnight).
    if (last[1] - base > DAY + first[0] - base) return null;
    days[WEEKDAYS[i]] = {
      ...empty,
      start: hhmm(first[0]),
      end: hhmm(last[1]),
      breakStart: second ? hhmm(first[1]) : '',
      breakEnd: second ? hhmm(second[0]) : '',
      noLunchBreak: !second,
    };
    if (hhmm(last[1]) === hhmm(first[0])) return null; // a full 24 h from a mid-day start: not expressible
  }
  return days;
}

/**
 * `text` as tagged; `country` (ISO code, lower case) for public holidays; `now` starts the year of
 * dated ranges. Returns { kind, workingHours, intervals }.
 */
export function osmHours(text, { country = '', lat = 0, lon = 0, now = new Date() } = {}) {
  const value = (text ?? '').trim();
  if (!value) return { kind: 'none', workingHours: {}, intervals: null };
  // The parser reports what it cannot evaluate (public holidays of a country it does not know) on
  // the console and throws, when it parses and when it evaluates; the value then stays raw, and
  // the console stays the importer's (or `npm run dev`'s, which seeds through this).
  const report = console.error;
  console.error = () => {};
  try {
    const oh = new OpeningHours(value, { lat, lon, address: { country_code: country, state: '' } }, { mode: 0 });
    const monday = mondayOf(now);
    const weeks = [0, 13, 26, 39].map((w) => weekRanges(oh, new Date(monday.getTime() + w * WEEK * 60_000)));
    const same = weeks.every((w) => JSON.stringify(w) === JSON.stringify(weeks[0]));
    if (same) {
      const model = toModel(weeks[0].ranges, weeks[0].always);
      if (model) return { kind: 'weekly', workingHours: model, intervals: null };
      return { kind: 'intervals', workingHours: {}, intervals: { ranges: weeks[0].ranges } };
    }
    const from = monday;
    const to = new Date(monday.getTime() + 371 * DAY * 60_000);
    const ranges = [];
    let until = minuteOf(to);
    for (const [s, e, unknown] of oh.getOpenIntervals(from, to)) {
      if (ranges.length === MAX_DATED) {
        until = minuteOf(s);
        break;
      }
      ranges.push(unknown ? [minuteOf(s), minuteOf(e), 1] : [minuteOf(s), minuteOf(e)]);
    }
    return { kind: 'dated', workingHours: {}, intervals: { from: minuteOf(from), until, ranges } };
  } catch {
    return { kind: 'raw', workingHours: {}, intervals: null };
  } finally {
    console.error = report;
  }
}
