import { encode } from 'uqr';
import type { RecordFacts } from '../../ui/shared/volunteer-record';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { trueTypeFontkit } from '../lib/pdf-font';

/**
 * The volunteer record as a PDF (ADR 227): A4, set in a subset of DejaVu Sans with Latin,
 * Cyrillic and the Kazakh letters (ui/public/record-font, scripts/make-record-font.mjs), the
 * edition's brand, the period, every activity, totals per year and in all, and the check link with
 * its QR code. Pure: the texts come translated, the fonts as bytes. Drawn with pdf-lib (the font
 * read by worker/lib/pdf-font.ts instead of fontkit) and loaded only by the PDF route (a dynamic
 * import), so no other request evaluates it.
 */

export interface RecordPdfTexts {
  title: string;
  /** "Name: …", "Period: …", "Issued: …". */
  lines: string[];
  /** What the record is: the portal's own record of verified hours. */
  about: string;
  columns: { date: string; organisation: string; event: string; role: string; hours: string; status: string };
  verified: string;
  unverified: string;
  empty: string;
  totalsTitle: string;
  /** One line per year, then the grand total. */
  totals: string[];
  checkTitle: string;
  checkText: string;
  day: (isoDay: string) => string;
  hours: (minutes: number) => string;
}

export interface RecordPdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

type Rgb = readonly [number, number, number];
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK: Rgb = [0.12, 0.16, 0.23];
const MUTED: Rgb = [0.39, 0.45, 0.55];
const GREEN: Rgb = [0.13, 0.45, 0.37];
const RULE: Rgb = [0.8, 0.84, 0.88];
const BLACK: Rgb = [0, 0, 0];
type Face = 'regular' | 'bold';
type Fonts = Record<Face, PDFFont>;
const colour = (c: Rgb) => rgb(c[0], c[1], c[2]);
/** Column widths (points) in the table's order; they add up to the text width (515). */
const WIDTHS = [64, 105, 146, 80, 50, 70] as const;

/** Lines of `text` no wider than `width`; a word longer than the line is cut by letters. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(text: string, opts: { size?: number; bold?: boolean; color?: Rgb; width?: number } = {}) {
    const size = opts.size ?? 10;
    const font = this.fonts[opts.bold ? 'bold' : 'regular'];
    for (const line of wrap(font, text, size, opts.width ?? A4.width - 2 * MARGIN)) {
      this.need(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: colour(opts.color ?? INK) });
    }
  }
  gap(points: number) {
    this.y -= points;
  }
  rule() {
    this.need(6);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: colour(RULE),
    });
    this.y -= 2;
  }
  row(cells: string[], opts: { bold?: boolean; colors?: (Rgb | undefined)[] } = {}) {
    const size = 8.5;
    const font = this.fonts[opts.bold ? 'bold' : 'regular'];
    const wrapped = cells.map((cell, i) => wrap(font, cell, size, (WIDTHS[i] ?? 50) - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.3 + 4;
    this.need(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        const y = this.y - (n + 1) * size * 1.3;
        this.page.drawText(line, { x, y, size, font, color: colour(opts.colors?.[i] ?? INK) });
      });
      x += WIDTHS[i] ?? 50;
    });
    this.y -= height;
  }
}

/** A QR code of `link` drawn as squares, its top right corner at (right, top). */
function drawQr(page: PDFPage, link: string, right: number, top: number, size: number) {
  const qr = encode(link, { ecc: 'M', border: 0 });
  const cell = size / qr.size;
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      // A hair wider than the cell, so no seam shows between dark neighbours.
      page.drawRectangle({
        x: right - size + x * cell,
        y: top - (y + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: colour(BLACK),
      });
    });
  });
}

export async function renderRecordPdf(
  facts: RecordFacts,
  texts: RecordPdfTexts,
  fonts: RecordPdfFonts,
  link: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(trueTypeFontkit);
  // The committed fonts are already the subset the record needs: embedded whole.
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: false }),
    doc.embedFont(fonts.bold, { subset: false }),
  ]);
  const w = new Writer(doc, { regular, bold });
  const QR = 86;
  const textWidth = A4.width - 2 * MARGIN - QR - 16;
  drawQr(w.page, link, A4.width - MARGIN, A4.height - MARGIN, QR);

  w.text(facts.brand, { size: 11, bold: true, color: GREEN, width: textWidth });
  w.text(texts.title, { size: 17, bold: true, width: textWidth });
  w.gap(4);
  for (const line of texts.lines) w.text(line, { size: 10, width: textWidth });
  w.y = Math.min(w.y, A4.height - MARGIN - QR - 6);
  w.gap(8);
  w.text(texts.about, { size: 9, color: MUTED });
  w.gap(10);

  const c = texts.columns;
  w.row([c.date, c.organisation, c.event, c.role, c.hours, c.status], { bold: true });
  w.rule();
  if (facts.activities.length === 0) w.text(texts.empty, { size: 9, color: MUTED });
  for (const a of facts.activities) {
    w.row(
      [
        texts.day(a.date),
        a.organisation,
        a.event,
        a.role,
        texts.hours(a.minutes),
        a.verified ? texts.verified : texts.unverified,
      ],
      { colors: [undefined, undefined, undefined, undefined, undefined, a.verified ? GREEN : MUTED] },
    );
  }
  w.rule();
  w.gap(10);
  w.text(texts.totalsTitle, { size: 11, bold: true });
  for (const line of texts.totals) w.text(line, { size: 10 });
  w.gap(14);
  w.text(texts.checkTitle, { size: 11, bold: true });
  w.text(texts.checkText, { size: 9, color: MUTED });
  w.text(link, { size: 10, color: GREEN });
  doc.setTitle(`${facts.brand} — ${texts.title}`);
  doc.setProducer(facts.brand);
  doc.setCreator(facts.brand);
  doc.setCreationDate(new Date(facts.issuedAt));
  doc.setModificationDate(new Date(facts.issuedAt));
  return doc.save();
}
