#!/usr/bin/env node
/**
 * Writes the default share images (docs/product.md §9: 1200×600 PNG) to ui/public/share/: one per edition
 * (ru.png, kz.png, international.png) and one per form that `?modal=` can open (question.png,
 * write-to-us.png). No image library: a tiny rasteriser and a PNG encoder on node:zlib.
 *   node scripts/make-share-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const W = 1200;
const H = 600;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../ui/public/share');

// ── PNG encoding ─────────────────────────────────────────────────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(width, height, rgb) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── Drawing ──────────────────────────────────────────────────────────────
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
function canvas() {
  const px = Buffer.alloc(W * H * 3);
  const blend = (x, y, [r, g, b], a = 1) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 3;
    px[i] = Math.round(px[i] * (1 - a) + r * a);
    px[i + 1] = Math.round(px[i + 1] * (1 - a) + g * a);
    px[i + 2] = Math.round(px[i + 2] * (1 - a) + b * a);
  };
  return {
    px,
    gradient(top, bottom) {
      const [a, b] = [hex(top), hex(bottom)];
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          const t = (y / H) * 0.7 + (x / W) * 0.3;
          blend(
            x,
            y,
            a.map((v, k) => v + (b[k] - v) * t),
          );
        }
    },
    /** Anti-aliased filled circle. */
    circle(cx, cy, r, colour, alpha = 1) {
      const c = hex(colour);
      for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++)
        for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
          const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
          const cover = Math.max(0, Math.min(1, r - d + 0.5));
          if (cover > 0) blend(x, y, c, cover * alpha);
        }
    },
    /** A leaf: the intersection of two circles (a vesica), rotated 45°. */
    leaf(cx, cy, size, colour) {
      const c = hex(colour);
      const r = size * 0.75;
      const off = r - size * 0.35;
      for (let y = Math.floor(cy - size); y <= cy + size; y++)
        for (let x = Math.floor(cx - size); x <= cx + size; x++) {
          const dx = x - cx;
          const dy = y - cy;
          const u = (dx + dy) / Math.SQRT2;
          const v = (dx - dy) / Math.SQRT2;
          const inside = Math.hypot(u, v - off) < r && Math.hypot(u, v + off) < r;
          const vein = Math.abs(v) < size * 0.03 && Math.abs(u) < size * 0.6;
          if (inside && !vein) blend(x, y, c);
        }
    },
    rect(x0, y0, w, h, colour, alpha = 1) {
      const c = hex(colour);
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) blend(x, y, c, alpha);
    },
  };
}

// 5×7 bitmap font, only the letters the images use.
const FONT = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};
function text(c, str, x, y, scale, colour) {
  const col = hex(colour);
  let cx = x;
  for (const ch of str) {
    const glyph = FONT[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const px = cx + gx * scale + dx;
            const py = y + gy * scale + dy;
            if (px >= 0 && py >= 0 && px < W && py < H) {
              const i = (py * W + px) * 3;
              [c.px[i], c.px[i + 1], c.px[i + 2]] = col;
            }
          }
      });
    });
    cx += 6 * scale;
  }
  return cx - x - scale;
}
const textWidth = (str, scale) => str.length * 6 * scale - scale;

function image({ top, bottom, accent, title, tag }) {
  const c = canvas();
  c.gradient(top, bottom);
  // Soft decorative bubbles.
  c.circle(1080, 80, 220, '#ffffff', 0.07);
  c.circle(1150, 520, 160, '#ffffff', 0.06);
  c.circle(90, 560, 140, '#ffffff', 0.05);
  // Emblem: a white disc with the leaf.
  c.circle(220, 300, 120, '#ffffff');
  c.leaf(220, 300, 150, accent);
  // Brand and tag.
  const scale = 14;
  text(c, title, 400, 300 - 7 * scale - 12, scale, '#ffffff');
  const tagScale = 8;
  const tw = textWidth(tag, tagScale) + 48;
  c.rect(400, 330, tw, 7 * tagScale + 40, '#ffffff', 0.18);
  text(c, tag, 424, 350, tagScale, '#ffffff');
  c.rect(0, H - 12, W, 12, accent);
  return encodePng(W, H, c.px);
}

const IMAGES = {
  'ru.png': { top: '#37927B', bottom: '#1F5C4C', accent: '#37927B', title: 'ECOPORTAL', tag: 'RU' },
  'kz.png': { top: '#2F8AA0', bottom: '#1B4F63', accent: '#2F8AA0', title: 'ECOPORTAL', tag: 'QAZAQSTAN' },
  'international.png': { top: '#37927B', bottom: '#234E6B', accent: '#37927B', title: 'ECOPORTAL', tag: 'RECYCLE' },
  'question.png': { top: '#37927B', bottom: '#1F5C4C', accent: '#37927B', title: 'ECOPORTAL', tag: 'ASK A QUESTION' },
  'write-to-us.png': { top: '#37927B', bottom: '#1F5C4C', accent: '#37927B', title: 'ECOPORTAL', tag: 'WRITE TO US' },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(out, { recursive: true });
  for (const [name, spec] of Object.entries(IMAGES)) {
    const png = image(spec);
    fs.writeFileSync(path.join(out, name), png);
    console.log(`${name}: ${png.length} bytes`);
  }
}
