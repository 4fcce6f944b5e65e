/**
 * Dates and numbers in the reader's locale, alike in workerd and every browser.
 *
 * workerd ships no Kazakh ICU data (`Intl.DateTimeFormat.supportedLocalesOf(['kk-KZ'])` is empty:
 * it formats in English) and Chromium claims kk-KZ but has only skeleton data ("2026 M12 7, Mon").
 * So Kazakh is formatted from a hand-checked CLDR table below, always (server and browser render
 * alike); the other four locales use Intl, which has them everywhere. Numbers in Kazakh follow the
 * CLDR kk symbols (no-break-space groups, decimal comma), which ru-KZ shares.
 */

/** The option shapes the portal uses; others fall back to the medium date (and time). */
export type DateFormatOptions = Pick<
  Intl.DateTimeFormatOptions,
  'timeZone' | 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'hourCycle' | 'dateStyle' | 'timeStyle'
>;

export interface DateFormat {
  format(instant: number | Date): string;
  formatRange(start: number | Date, end: number | Date): string;
}

// CLDR 46, locale kk (format context): months wide and abbreviated, weekdays abbreviated from Sunday.
const KK_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const KK_MONTHS_SHORT = [
  'қаң.',
  'ақп.',
  'нау.',
  'сәу.',
  'мам.',
  'мау.',
  'шіл.',
  'там.',
  'қыр.',
  'қаз.',
  'қар.',
  'жел.',
];
const KK_WEEKDAYS_SHORT = ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'];
const KK_WEEKDAYS = ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'];

export function isKazakh(locale: string): boolean {
  return locale === 'kk' || locale.startsWith('kk-');
}

interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of an instant in a zone, read through en-US (which every runtime has). */
function wall(instant: number, timeZone: string | undefined): Wall {
  const zone = timeZone ?? 'UTC';
  let f = wallFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormatters.set(zone, f);
  }
  const parts = f.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: +get('year'),
    month: +get('month'),
    day: +get('day'),
    weekday: WEEKDAY_INDEX[get('weekday')] ?? 0,
    hour: +get('hour') % 24,
    minute: +get('minute'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** CLDR kk patterns: "y 'ж'. d MMMM, EEE, HH:mm", "d MMM, HH:mm", medium "y 'ж'. dd MMM", long "y 'ж'. d MMMM". */
function kazakh(options: DateFormatOptions, w: Wall): string {
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  const hasTime = options.hour !== undefined || options.minute !== undefined || options.timeStyle !== undefined;
  let date: string;
  if (options.dateStyle === 'full') date = `${w.year} ж. ${w.day} ${KK_MONTHS[w.month - 1]}, ${KK_WEEKDAYS[w.weekday]}`;
  else if (options.dateStyle === 'long') date = `${w.year} ж. ${w.day} ${KK_MONTHS[w.month - 1]}`;
  else if (options.dateStyle === 'short') date = `${pad(w.day)}.${pad(w.month)}.${String(w.year).slice(-2)}`;
  else if (options.dateStyle === 'medium') date = `${w.year} ж. ${pad(w.day)} ${KK_MONTHS_SHORT[w.month - 1]}`;
  else if (options.month === undefined && options.day === undefined && !options.year) {
    // A weekday alone ("сб, 10:00"); time only (the end of a same-day range); or no fields at all
    // (Intl's default is the date).
    if (options.weekday) date = (options.weekday === 'long' ? KK_WEEKDAYS : KK_WEEKDAYS_SHORT)[w.weekday] ?? '';
    else date = hasTime ? '' : `${pad(w.day)}.${pad(w.month)}.${w.year}`;
  } else {
    const month =
      options.month === 'long'
        ? KK_MONTHS[w.month - 1]
        : options.month === 'short'
          ? KK_MONTHS_SHORT[w.month - 1]
          : pad(w.month);
    const dayMonth =
      options.month === 'numeric' || options.month === '2-digit' ? `${pad(w.day)}.${month}` : `${w.day} ${month}`;
    date = options.year ? `${w.year} ж. ${dayMonth}` : dayMonth;
    if (options.weekday)
      date += `, ${options.weekday === 'long' ? KK_WEEKDAYS[w.weekday] : KK_WEEKDAYS_SHORT[w.weekday]}`;
  }
  if (!hasTime) return date;
  return date ? `${date}, ${time}` : time;
}

const toMs = (x: number | Date) => (typeof x === 'number' ? x : x.getTime());

/** Intl.DateTimeFormat's format/formatRange, with Kazakh from the table. */
export function dateFormat(locale: string, options: DateFormatOptions): DateFormat {
  if (isKazakh(locale)) {
    const timeOnly: DateFormatOptions = { timeZone: options.timeZone, hour: '2-digit', minute: '2-digit' };
    return {
      format: (x) => kazakh(options, wall(toMs(x), options.timeZone)),
      formatRange(a, b) {
        const start = wall(toMs(a), options.timeZone);
        const end = wall(toMs(b), options.timeZone);
        const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
        const hasTime = options.hour !== undefined || options.timeStyle !== undefined;
        if (sameDay && hasTime) return `${kazakh(options, start)}–${kazakh(timeOnly, end)}`;
        if (sameDay) return kazakh(options, start);
        return `${kazakh(options, start)} – ${kazakh(options, end)}`;
      },
    };
  }
  const intl = new Intl.DateTimeFormat(locale, options);
  return {
    format: (x) => intl.format(x),
    // Intl's range only for one day ('11:00–14:00'); across days ICU's connectors vary by version
    // and read badly ('a el mié'), so two full dates joined by a dash.
    formatRange(a, b) {
      const range = (intl as Intl.DateTimeFormat & { formatRange?: (x: number, y: number) => string }).formatRange;
      const day = (x: number | Date) => new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone }).format(x);
      if (range && day(a) === day(b)) return range.call(intl, toMs(a), toMs(b));
      return `${intl.format(a)} – ${intl.format(b)}`;
    },
  };
}

/** Intl.NumberFormat in the reader's locale; Kazakh uses the kk symbols (shared with ru-KZ). */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(isKazakh(locale) ? 'ru-KZ' : locale, options);
}

/** Plural categories: Kazakh has one/other (CLDR), which en rules give for whole numbers too. */
export function pluralRules(locale: string): Intl.PluralRules {
  return new Intl.PluralRules(
    isKazakh(locale) && Intl.PluralRules.supportedLocalesOf([locale]).length === 0 ? 'en-US' : locale,
  );
}
