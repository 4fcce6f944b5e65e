import type { Translator } from '../../ui/shared/i18n';
import { dateFormat } from '../../ui/shared/locale-format';
import { formatDay, formatHours, type RecordFacts } from '../../ui/shared/volunteer-record';
import type { RecordPdfFonts, RecordPdfTexts } from './record-pdf';

/**
 * The PDF's words in the volunteer's locale (`record.*` keys), and its fonts from the static
 * assets. Kept apart from record-pdf.ts so that only the PDF route loads pdf-lib.
 */
export function recordPdfTexts(t: Translator, facts: RecordFacts): RecordPdfTexts {
  const locale = t.locale;
  const day = (d: string) => formatDay(d, locale);
  const hours = (m: number) => formatHours(m, locale);
  const issued = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(facts.issuedAt);
  return {
    title: t.t('record.title'),
    lines: [
      t.t('record.pdf.name', { name: facts.name }),
      t.t('record.pdf.period', { from: day(facts.from), to: day(facts.to) }),
      t.t('record.pdf.issued', { date: issued }),
    ],
    about: t.t('record.about', { brand: facts.brand }),
    columns: {
      date: t.t('record.columns.date'),
      organisation: t.t('record.columns.organisation'),
      event: t.t('record.columns.event'),
      role: t.t('record.columns.role'),
      hours: t.t('record.columns.hours'),
      status: t.t('record.columns.status'),
    },
    verified: t.t('record.verified'),
    unverified: t.t('record.unverified'),
    empty: t.t('record.pdf.empty'),
    totalsTitle: t.t('record.totals.title'),
    totals: [
      ...facts.years.map((y) =>
        t.t('record.totals.year', { year: y.year, hours: hours(y.minutes), verified: hours(y.verifiedMinutes) }),
      ),
      t.t('record.totals.all', { hours: hours(facts.minutes), verified: hours(facts.verifiedMinutes) }),
    ],
    checkTitle: t.t('record.pdf.checkTitle'),
    checkText: t.t('record.pdf.checkText'),
    day,
    hours,
  };
}

let fonts: Promise<RecordPdfFonts> | null = null;
/** The record font's two faces from the static assets (ui/public/record-font), once per isolate. */
export function loadRecordFonts(assets: Fetcher, origin: string): Promise<RecordPdfFonts> {
  const get = async (name: string) => {
    const res = await assets.fetch(new Request(`${origin}/record-font/${name}`));
    if (!res.ok) throw new Error(`record font ${name}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
  fonts ??= Promise.all([get('record-sans.ttf'), get('record-sans-bold.ttf')]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}
