import { describe, expect, it } from 'vitest';
import { createTranslator, type Params, type Translator } from './i18n';
import { dateFormat, numberFormat } from './locale-format';
import { formatEventDate, formatEventRange, zoneLabel } from './events/time';
import { driveDatesText } from './drives/format';
import { slotWhen } from './events/slot-lines';

/** These tests bring their own catalogues, not the product's: their keys are read untyped. */
type Loose = Omit<Translator, 't' | 'plural'> & {
  t(key: string, params?: Params): string;
  plural(key: string, count: number, params?: Params): string;
};
const make = (...args: Parameters<typeof createTranslator>) => createTranslator(...args) as unknown as Loose;

// Monday 7 December 2026, 11:00–14:00 in Almaty (UTC+5); the day after next for a two-day range.
const START = Date.UTC(2026, 11, 7, 6);
const END = Date.UTC(2026, 11, 7, 9);
const LATER = Date.UTC(2026, 11, 9, 9);
const ZONE = 'Asia/Almaty';
const LOCALES = ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'] as const;

/** ICU puts narrow/thin no-break spaces in some places; the words and order are what we check. */
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

const EXPECTED: Record<(typeof LOCALES)[number], Record<string, string>> = {
  'ru-RU': {
    range: 'пн, 7 декабря 2026 г., 11:00–14:00',
    twoDays: 'пн, 7 декабря 2026 г. в 11:00 – ср, 9 декабря 2026 г. в 14:00',
    short: '7 дек., 11:00',
    medium: '7 дек. 2026 г.',
    mediumTime: '7 дек. 2026 г., 11:00',
    zone: 'GMT+5',
    number: '12 345,5',
  },
  'ru-KZ': {
    range: 'пн, 7 декабря 2026 г., 11:00–14:00',
    twoDays: 'пн, 7 декабря 2026 г. в 11:00 – ср, 9 декабря 2026 г. в 14:00',
    short: '7 дек., 11:00',
    medium: '7 дек. 2026 г.',
    mediumTime: '7 дек. 2026 г., 11:00',
    zone: 'GMT+5',
    number: '12 345,5',
  },
  'kk-KZ': {
    range: '2026 ж. 7 желтоқсан, дс, 11:00–14:00',
    twoDays: '2026 ж. 7 желтоқсан, дс, 11:00 – 2026 ж. 9 желтоқсан, ср, 14:00',
    short: '7 жел., 11:00',
    medium: '2026 ж. 07 жел.',
    mediumTime: '2026 ж. 07 жел., 11:00',
    zone: 'GMT+5',
    number: '12 345,5',
  },
  'es-AR': {
    range: 'lun, 7 de diciembre de 2026, 11:00 a. m. – 2:00 p. m.',
    twoDays: 'lun, 7 de diciembre de 2026, 11:00 a. m. – mié, 9 de diciembre de 2026, 02:00 p. m.',
    short: '7 dic, 11:00 a. m.',
    medium: '7 dic 2026',
    mediumTime: '7 dic 2026, 11:00 a. m.',
    zone: 'GMT+5',
    number: '12.345,5',
  },
  'en-US': {
    range: 'Mon, December 7, 2026, 11:00 AM – 2:00 PM',
    twoDays: 'Mon, December 7, 2026 at 11:00 AM – Wed, December 9, 2026 at 02:00 PM',
    short: 'Dec 7, 11:00 AM',
    medium: 'Dec 7, 2026',
    mediumTime: 'Dec 7, 2026, 11:00 AM',
    zone: 'GMT+5',
    number: '12,345.5',
  },
};

describe('dates and numbers in every locale (workerd has no Kazakh ICU data: ADR 090)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: event range, short date, medium date, zone, number`, () => {
      const want = EXPECTED[locale];
      const got = {
        range: formatEventRange(locale, START, END, ZONE),
        twoDays: formatEventRange(locale, START, LATER, ZONE),
        short: formatEventDate(locale, START, ZONE),
        medium: dateFormat(locale, { dateStyle: 'medium', timeZone: ZONE }).format(START),
        mediumTime: dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(START),
        zone: zoneLabel(locale, START, ZONE),
        number: numberFormat(locale).format(12345.5),
      };
      expect(Object.fromEntries(Object.entries(got).map(([k, v]) => [k, plain(v)]))).toEqual(want);
    });
  }

  it('Kazakh is formatted from the table even where the runtime has no kk data', () => {
    // Every month and weekday name, checked by hand against CLDR kk.
    const months = Array.from({ length: 12 }, (_, m) =>
      dateFormat('kk-KZ', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)),
    );
    expect(months).toEqual([
      '15 қаңтар',
      '15 ақпан',
      '15 наурыз',
      '15 сәуір',
      '15 мамыр',
      '15 маусым',
      '15 шілде',
      '15 тамыз',
      '15 қыркүйек',
      '15 қазан',
      '15 қараша',
      '15 желтоқсан',
    ]);
    const days = Array.from({ length: 7 }, (_, i) =>
      dateFormat('kk-KZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 11, 6 + i),
      ),
    );
    expect(days).toEqual([
      '6 жел., жс',
      '7 жел., дс',
      '8 жел., сс',
      '9 жел., ср',
      '10 жел., бс',
      '11 жел., жм',
      '12 жел., сб',
    ]);
    // Midnight in the zone is 00:00, never 24:00.
    expect(
      dateFormat('kk-KZ', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: ZONE,
      }).format(Date.UTC(2026, 11, 6, 19)),
    ).toBe('7 жел., 00:00');
  });

  it('Kazakh drive dates and slot times read the same in workerd and Chromium (no "M11 8", no "Sat")', () => {
    expect(driveDatesText('kk-KZ', '2026-11-08', '2026-11-09')).toBe('8 қараша – 9 қараша');
    expect(driveDatesText('kk-KZ', '2026-01-02', '2026-01-02')).toBe('2 қаңтар');
    // Saturday 12 December 2026, 10:00–12:00 in Almaty (UTC+5).
    expect(slotWhen('kk-KZ', ZONE, Date.UTC(2026, 11, 12, 5), Date.UTC(2026, 11, 12, 7))).toBe('сб, 10:00–12:00');
  });

  it('plurals: Russian one/few/many, Kazakh and Spanish one/other', () => {
    const messages = { n: { one: '{count} one', few: '{count} few', many: '{count} many', other: '{count} other' } };
    const ru = make('ru-RU', messages);
    expect([1, 2, 5, 21].map((n) => ru.plural('n', n))).toEqual(['1 one', '2 few', '5 many', '21 one']);
    const kk = make('kk-KZ', messages);
    expect([1, 2, 5].map((n) => kk.plural('n', n))).toEqual(['1 one', '2 other', '5 other']);
    expect(plain(kk.number(1234567))).toBe('1 234 567');
    const es = make('es-AR', messages);
    expect([1, 3].map((n) => es.plural('n', n))).toEqual(['1 one', '3 other']);
  });
});
