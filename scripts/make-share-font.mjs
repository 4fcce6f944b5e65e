#!/usr/bin/env node
/**
 * Writes the glyph atlas the worker draws share-image text with:
 * ui/public/share-font/atlas.bin, anti-aliased 8-bit alpha bitmaps of DejaVu Sans Bold (Bitstream
 * Vera licence: free to embed and redistribute) at two sizes, for ASCII, Cyrillic with the Kazakh
 * letters, Latin-1 letters and a few typographic marks. Rasterised once with sharp (librsvg) and
 * committed; workerd only reads bytes, so no font engine runs at the edge.
 *   node scripts/make-share-font.mjs
 *
 * Format (little endian): "EPF1", u16 size count; per size: u16 cell height, u16 baseline,
 * u16 glyph count; per glyph: u32 code point, u16 width, u16 advance, then width × height alpha bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
if (!fs.existsSync(FONT_FILE)) throw new Error(`needs ${FONT_FILE} (Debian: fonts-dejavu-core)`);

const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x401, 0x401],
  [0x410, 0x44f],
  [0x451, 0x451],
];
const extra = 'ӘәҒғҚқҢңӨөҰұҮүҺһІі—–«»…№“”‘’•';
const chars = new Set();
for (const [a, b] of ranges) for (let c = a; c <= b; c++) chars.add(c);
for (const ch of extra) chars.add(ch.codePointAt(0));
const SIZES = [
  { px: 50, height: 64, baseline: 50 },
  { px: 30, height: 40, baseline: 30 },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function glyph(code, { px, height, baseline }) {
  const ch = String.fromCodePoint(code);
  const W = px * 2;
  // Advance: width of "ch" between two bars, minus the bars alone (pango measures the run).
  const svg = (text) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${height}"><text x="${px / 2}" y="${baseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${px}" fill="#fff" xml:space="preserve">${esc(text)}</text></svg>`,
    );
  const raw = async (text) => {
    const { data, info } = await sharp(svg(text)).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width };
  };
  const { data, width } = await raw(ch);
  let min = width,
    max = -1;
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++)
      if (data[y * width + x] > 8) {
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
  const offset = px / 2;
  if (max < 0) return { code, width: 0, advance: Math.round(px * 0.32), pixels: Buffer.alloc(0) };
  // Keep the glyph's left bearing relative to the pen position.
  const left = Math.min(min, offset);
  const w = max - left + 1;
  const pixels = Buffer.alloc(w * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < w; x++) pixels[y * w + x] = data[y * width + left + x];
  const advance = Math.max(w, Math.round(max - offset + 1 + px * 0.08));
  return { code, width: w, advance, pixels, bearing: left - offset };
}

const parts = [Buffer.from('EPF1'), u16(SIZES.length)];
for (const size of SIZES) {
  const glyphs = [];
  for (const code of [...chars].sort((a, b) => a - b)) glyphs.push(await glyph(code, size));
  parts.push(u16(size.height), u16(size.baseline), u16(glyphs.length));
  for (const g of glyphs) parts.push(u32(g.code), u16(g.width), u16(g.advance), g.pixels);
}
const out = Buffer.concat(parts);
fs.writeFileSync(path.join(root, 'ui/public/share-font/atlas.bin'), out);
console.log(`atlas.bin: ${out.length} bytes, ${chars.size} glyphs × ${SIZES.length} sizes`);

function u16(n) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}
