/**
 * The few facts of a TrueType font a PDF needs to set text in it (worker/lib/pdf-font.ts): which
 * glyph draws a character (the `cmap` table, format 12 or 4), how wide each glyph is (`hmtx`), and
 * the font's box and heights (`head`, `hhea`, `OS/2`). Reads only; the font itself is embedded as is.
 */
export interface TrueTypeFont {
  bytes: Uint8Array;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  /** The glyph of a code point, 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width of a glyph in font units. */
  advanceOf(glyph: number): number;
  /** Every code point the font draws, ascending. */
  codePoints(): number[];
  /** The PostScript name (the `name` table's ID 6), '' when absent. */
  postscriptName: string;
  italicAngle: number;
  xHeight: number;
  fixedPitch: boolean;
  italic: boolean;
  familyClass: number;
}

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at);
  const i16 = (at: number) => view.getInt16(at);
  const u32 = (at: number) => view.getUint32(at);
  const tables = new Map<string, number>();
  for (let i = 0, n = u16(4); i < n; i++) {
    const at = 12 + i * 16;
    tables.set(String.fromCharCode(...bytes.subarray(at, at + 4)), u32(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font has no ${tag} table`);
    return at;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const os2 = tables.get('OS/2');
  const metrics = u16(hhea + 34);
  const ascent = i16(hhea + 4);

  const glyphs = new Map<number, number>();
  const cmap = table('cmap');
  const subtables: { format: number; at: number }[] = [];
  for (let i = 0, n = u16(cmap + 2); i < n; i++) {
    const rec = cmap + 4 + i * 8;
    const platform = u16(rec);
    const encoding = u16(rec + 2);
    if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0) {
      const at = cmap + u32(rec + 4);
      subtables.push({ format: u16(at), at });
    }
  }
  const full = subtables.find((s) => s.format === 12);
  const basic = subtables.find((s) => s.format === 4);
  if (full) {
    for (let g = 0, n = u32(full.at + 12); g < n; g++) {
      const at = full.at + 16 + g * 12;
      const start = u32(at);
      const end = u32(at + 4);
      const glyph = u32(at + 8);
      for (let c = start; c <= end; c++) glyphs.set(c, glyph + c - start);
    }
  } else if (basic) {
    const segments = u16(basic.at + 6) / 2;
    const ends = basic.at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = u16(starts + s * 2);
      const end = u16(ends + s * 2);
      const delta = i16(deltas + s * 2);
      const rangeAt = offsets + s * 2;
      const range = u16(rangeAt);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph = range === 0 ? (c + delta) & 0xffff : u16(rangeAt + range + (c - start) * 2);
        if (glyph) glyphs.set(c, range === 0 ? glyph : (glyph + delta) & 0xffff);
      }
    }
  } else throw new Error('font has no Unicode cmap');

  const post = tables.get('post');
  const os2Version = os2 === undefined ? -1 : u16(os2);
  return {
    bytes,
    codePoints: () => [...glyphs.keys()].sort((a, b) => a - b),
    postscriptName: postscriptNameOf(bytes, view, tables.get('name')),
    // Fixed 16.16.
    italicAngle: post === undefined ? 0 : view.getInt32(post + 4) / 65536,
    xHeight: os2Version >= 2 ? i16(os2! + 86) : 0,
    fixedPitch: post !== undefined && u32(post + 12) !== 0,
    italic: (u16(head + 44) & 2) !== 0,
    familyClass: os2 === undefined ? 0 : i16(os2 + 30),
    unitsPerEm: u16(head + 18),
    ascent,
    descent: i16(hhea + 6),
    capHeight: os2Version >= 2 ? i16(os2! + 88) : ascent,
    bbox: [i16(head + 36), i16(head + 38), i16(head + 40), i16(head + 42)],
    glyphOf: (codePoint) => glyphs.get(codePoint) ?? 0,
    advanceOf: (glyph) => u16(hmtx + Math.min(glyph, metrics - 1) * 4),
  };
}

/** The `name` table's PostScript name (ID 6): Windows UTF-16BE or Mac Roman records. */
function postscriptNameOf(bytes: Uint8Array, view: DataView, name: number | undefined): string {
  if (name === undefined) return '';
  const count = view.getUint16(name + 2);
  const strings = name + view.getUint16(name + 4);
  for (let i = 0; i < count; i++) {
    const rec = name + 6 + i * 12;
    if (view.getUint16(rec + 6) !== 6) continue;
    const platform = view.getUint16(rec);
    const length = view.getUint16(rec + 8);
    const at = strings + view.getUint16(rec + 10);
    if (platform === 3) {
      let out = '';
      for (let j = 0; j < length; j += 2) out += String.fromCharCode(view.getUint16(at + j));
      return out;
    }
    if (platform === 1) return String.fromCharCode(...bytes.subarray(at, at + length));
  }
  return '';
}
