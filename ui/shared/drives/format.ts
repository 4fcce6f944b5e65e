/** A drive's dates in the reader's language: "2 January", "2–10 January" style, from local calendar dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayMonth(locale: string, date: string): string {
  let f = formatters.get(locale);
  if (!f) {
    // The dates are calendar dates of the drive's own zone: formatted as UTC so no zone shifts them.
    f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
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
