#!/usr/bin/env node
/**
 * Writes the raster icons of the installable web app from ui/public/favicon.svg:
 * icon-192.png, icon-512.png, icon-maskable-512.png (the mark inside the 80 % safe zone on a
 * full-bleed brand background), apple-touch-icon.png (180) and favicon.ico (16, 32, 48 as PNG entries).
 * Deterministic for a given sharp version (pinned through miniflare); the outputs are committed.
 *   node scripts/make-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'ui/public/favicon.svg'));
const outDir = path.join(root, 'ui/public');
const BRAND = '#37927B';

const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

async function maskable(size) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO whose entries are PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const files = {
  'icons/icon-192.png': await png(192),
  'icons/icon-512.png': await png(512),
  'icons/icon-maskable-512.png': await maskable(512),
  'apple-touch-icon.png': await maskable(180),
  'favicon.ico': ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))),
};
for (const [name, data] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
  fs.writeFileSync(path.join(outDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
