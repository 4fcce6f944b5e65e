import { type DateFormat, dateFormat } from '../locale-format';

/**
 * A drive's dates in the reader's language ("2 January", "2 January – 10 January"), from local
 * calendar dates. Through locale-format so Kazakh reads alike on the server (workerd has no kk
 * data) and in the browser (Chromium's kk is skeleton only: "M11 8").
 */
const formatters = new Map<string, DateFormat>();

function dayMonth(locale: string, date: string): string {
  let f = formatters.get(locale);
  if (!f) {
    // The dates are calendar dates of the drive's own zone: formatted as UTC so no zone shifts them.
    f = dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    formatters.set(locale, f);
  }
  return f.format(Date.parse(`${date}T00:00:00Z`));
}

/** One date, or "first – last" when the drive lasts several days. */
export function driveDatesText(locale: string, startDate: string, endDate: string): string {
  return startDate === endDate
    ? dayMonth(locale, startDate)
    : `${dayMonth(locale, startDate)} – ${dayMonth(locale, endDate)}`;
}

export const driveDayText = dayMonth;

/** The weekday of a calendar date ("Saturday", "Сенбі"), capitalised: it starts a line. */
const weekdayFormatters = new Map<string, DateFormat>();

export function weekdayName(locale: string, date: string): string {
  let f = weekdayFormatters.get(locale);
  if (!f) {
    f = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormatters.set(locale, f);
  }
  const name = f.format(Date.parse(`${date}T00:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
