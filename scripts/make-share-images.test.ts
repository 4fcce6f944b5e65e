import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(__dirname, '../ui/public/share');

/** Parses a PNG far enough to prove it is a valid, complete 1200×600 image. */
function readPng(file: string) {
  const buf = fs.readFileSync(file);
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  const chunks: { type: string; data: Buffer }[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('ascii', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    const crc = buf.readUInt32BE(offset + 8 + length);
    expect(zlib.crc32(buf.subarray(offset + 4, offset + 8 + length))).toBe(crc);
    chunks.push({ type, data });
    offset += 12 + length;
  }
  const ihdr = chunks[0]!;
  expect(ihdr.type).toBe('IHDR');
  expect(chunks.at(-1)!.type).toBe('IEND');
  const width = ihdr.data.readUInt32BE(0);
  const height = ihdr.data.readUInt32BE(4);
  const pixels = zlib.inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return { width, height, bitDepth: ihdr.data[8], colourType: ihdr.data[9], pixelBytes: pixels.length };
}

describe('share images (docs/product.md §9: 1200x600 png)', () => {
  it.each(['ru', 'kz', 'international', 'question', 'write-to-us'])('%s.png is a valid 1200x600 PNG', (name) => {
    const png = readPng(path.join(dir, `${name}.png`));
    expect(png).toEqual({ width: 1200, height: 600, bitDepth: 8, colourType: 2, pixelBytes: (1200 * 3 + 1) * 600 });
  });
});
