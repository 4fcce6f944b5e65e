#!/usr/bin/env node
/**
 * Writes the font the volunteer record's PDF is set in (worker/hours/record-pdf.ts):
 * ui/public/record-font/record-sans.ttf and record-sans-bold.ttf, subsets of DejaVu Sans (Bitstream
 * Vera licence beside them: free to embed and redistribute) with ASCII, Latin-1 and Latin
 * Extended-A, Cyrillic with the Kazakh letters, and a few typographic marks. Made once with
 * subset-font (HarfBuzz) and committed; the worker reads the bytes from its static assets.
 *   node scripts/make-record-font.mjs   (Debian: fonts-dejavu-core)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONTS = {
  'record-sans.ttf': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'record-sans-bold.ttf': '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x400, 0x45f],
];
const extra = 'ӘәҒғҚқҢңӨөҰұҮүҺһІі—–«»…№“”‘’„•→−';
let text = extra;
for (const [a, b] of ranges) for (let c = a; c <= b; c++) text += String.fromCodePoint(c);

const outDir = path.join(root, 'ui/public/record-font');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, source] of Object.entries(FONTS)) {
  if (!fs.existsSync(source)) throw new Error(`needs ${source} (Debian: fonts-dejavu-core)`);
  const subset = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'sfnt', noHinting: true });
  fs.writeFileSync(path.join(outDir, name), subset);
  console.log(`${name}: ${subset.length} bytes`);
}
