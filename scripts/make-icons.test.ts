import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pub = path.resolve(__dirname, '../ui/public');

/** Width and height from a PNG's IHDR (after the 8-byte signature). */
function pngSize(buf: Buffer) {
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(buf.toString('ascii', 12, 16)).toBe('IHDR');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

describe('web app icons (scripts/make-icons.mjs)', () => {
  it.each([
    ['icons/icon-192.png', 192],
    ['icons/icon-512.png', 512],
    ['icons/icon-maskable-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('%s is a %ipx square PNG', (file, size) => {
    expect(pngSize(fs.readFileSync(path.join(pub, file)))).toEqual([size, size]);
  });

  it('favicon.ico holds 16, 32 and 48 px PNG entries', () => {
    const ico = fs.readFileSync(path.join(pub, 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const e = 6 + 16 * i;
      const offset = ico.readUInt32LE(e + 12);
      const png = ico.subarray(offset, offset + ico.readUInt32LE(e + 8));
      expect(pngSize(Buffer.from(png))).toEqual([ico[e]!, ico[e + 1]!]);
      return ico[e];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });
});
