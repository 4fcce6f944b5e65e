import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { RecordFacts } from '../../ui/shared/volunteer-record';
import { renderRecordPdf, type RecordPdfTexts } from './record-pdf';

/** The PDF read back by a real PDF parser (PDF.js through unpdf): its letters and numbers are text. */
const fontDir = path.resolve(__dirname, '../../ui/public/record-font');
const fonts = {
  regular: new Uint8Array(fs.readFileSync(path.join(fontDir, 'record-sans.ttf'))),
  bold: new Uint8Array(fs.readFileSync(path.join(fontDir, 'record-sans-bold.ttf'))),
};

const facts: RecordFacts = {
  name: 'Әлия Қасымова',
  brand: 'ЭкоПортал',
  from: '2026-01-01',
  to: '2026-12-31',
  activities: [
    {
      eventId: 'e1',
      slotId: '',
      date: '2026-05-16',
      organisation: 'Таза Қала',
      event: 'Сенбілік: Көкжиек саябағы ғұмыр ұзақ өңір',
      role: 'Үйлестіруші',
      minutes: 150,
      verified: true,
    },
    {
      eventId: 'e2',
      slotId: '',
      date: '2026-03-02',
      organisation: 'Зелёный двор',
      event: 'Уборка парка «Сокольники»',
      role: 'Волонтёр',
      minutes: 45,
      verified: false,
    },
  ],
  years: [{ year: '2026', minutes: 195, verifiedMinutes: 150, activities: 2 }],
  minutes: 195,
  verifiedMinutes: 150,
  issuedAt: Date.UTC(2026, 11, 1),
};

const texts: RecordPdfTexts = {
  title: 'Ерікті кітапшасы',
  lines: [`Аты-жөні: ${facts.name}`, 'Кезең: 01.01.2026 — 31.12.2026'],
  about: 'Бұл — порталдың өз жазбасы.',
  columns: { date: 'Күні', organisation: 'Ұйым', event: 'Іс-шара', role: 'Рөлі', hours: 'Сағат', status: 'Мәртебе' },
  verified: 'расталған',
  unverified: 'расталмаған',
  empty: '—',
  totalsTitle: 'Жиыны',
  totals: ['2026: 3,25 сағ', 'Барлығы: 3,25 сағ'],
  checkTitle: 'Тексеру',
  checkText: 'Сілтеме бойынша тексеріңіз.',
  day: (d) => d.split('-').reverse().join('.'),
  hours: (m) => new Intl.NumberFormat('kk-KZ', { maximumFractionDigits: 2 }).format(m / 60),
};

const LINK = 'https://kz.eco-portal.example.org/v/abcdefghjkmn';

describe('the volunteer record PDF', () => {
  it('parses back with the Kazakh and Russian letters, the hours and the check link as text', async () => {
    const bytes = await renderRecordPdf(facts, texts, fonts, LINK);
    if (process.env.RECORD_PDF_OUT) fs.writeFileSync(process.env.RECORD_PDF_OUT, bytes);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'ЭкоПортал',
      'Ерікті кітапшасы',
      'Әлия Қасымова',
      'Таза Қала',
      'Үйлестіруші',
      'ғұмыр ұзақ өңір',
      'Уборка парка «Сокольники»',
      'Волонтёр',
      'расталған',
      'расталмаған',
      '2,5',
      '0,75',
      '3,25',
      '16.05.2026',
      LINK,
    ])
      expect(flat).toContain(expected);
  });

  it('runs onto more pages when the activities do not fit on one', async () => {
    const many = { ...facts, activities: Array.from({ length: 90 }, () => facts.activities[0]!) };
    const bytes = await renderRecordPdf(many, texts, fonts, LINK);
    const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(LINK);
  });

  it('embeds the font as Identity-H glyphs with a ToUnicode map, metadata set, a missing letter as "?"', async () => {
    const emoji = { ...facts, activities: [{ ...facts.activities[0]!, event: 'Ёлки 🌲 Сокольники' }] };
    const bytes = await renderRecordPdf(emoji, texts, fonts, LINK);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(`ЭкоПортал — ${texts.title}`);
    expect(doc.getCreationDate()?.toISOString()).toBe(new Date(facts.issuedAt).toISOString());
    const fontsUsed = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o) => 'get' in o && String((o as { get(n: PDFName): unknown }).get(PDFName.of('Subtype'))) === '/Type0')
      .map((o) => o as unknown as { get(n: PDFName): unknown });
    expect(fontsUsed).toHaveLength(2);
    for (const f of fontsUsed) {
      expect(String(f.get(PDFName.of('Encoding')))).toBe('/Identity-H');
      expect(f.get(PDFName.of('ToUnicode'))).toBeDefined();
    }
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Ёлки ? Сокольники');
  });
});
