/**
 * The part of fontkit that pdf-lib's font embedder uses (PDFDocument.registerFontkit), answered
 * from the worker's TrueType reader (worker/lib/truetype.ts). fontkit itself (shaping, WOFF2,
 * subsetting) would add hundreds of kilobytes to the worker for a font that is already a subset
 * (ui/public/record-font, scripts/make-record-font.mjs): it is embedded whole with `subset: false`,
 * so pdf-lib needs only glyph ids, advances, the code points a glyph stands for and the font's
 * metrics. Text is laid out a character at a glyph, without kerning or ligatures (Latin, Cyrillic
 * and Kazakh need none); a character the font lacks is drawn as '?'.
 */
import type { PDFDocument } from 'pdf-lib';
import { parseTrueType, type TrueTypeFont } from './truetype';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

const QUESTION_MARK = 63;

function fontOver(ttf: TrueTypeFont) {
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number): Glyph => {
    const id = ttf.glyphOf(codePoint) || ttf.glyphOf(QUESTION_MARK);
    let glyph = glyphs.get(id);
    // The first code point that reaches a glyph is the text it copies as (ToUnicode).
    if (!glyph) {
      glyph = { id, advanceWidth: ttf.advanceOf(id), codePoints: [ttf.glyphOf(codePoint) ? codePoint : QUESTION_MARK] };
      glyphs.set(id, glyph);
    }
    return glyph;
  };
  const [minX, minY, maxX, maxY] = ttf.bbox;
  return {
    postscriptName: ttf.postscriptName,
    unitsPerEm: ttf.unitsPerEm,
    ascent: ttf.ascent,
    descent: ttf.descent,
    capHeight: ttf.capHeight,
    xHeight: ttf.xHeight,
    italicAngle: ttf.italicAngle,
    bbox: { minX, minY, maxX, maxY },
    cff: false,
    post: { isFixedPitch: ttf.fixedPitch },
    head: { macStyle: { italic: ttf.italic } },
    'OS/2': { sFamilyClass: ttf.familyClass },
    get characterSet() {
      return ttf.codePoints();
    },
    glyphForCodePoint: glyphOf,
    layout: (text: string) => ({ glyphs: Array.from(text, (ch) => glyphOf(ch.codePointAt(0) ?? QUESTION_MARK)) }),
  };
}

/** Registered on a PDFDocument before `embedFont(bytes, { subset: false })`. */
export const trueTypeFontkit = { create: (bytes: Uint8Array) => fontOver(parseTrueType(bytes)) } as unknown as Fontkit;
