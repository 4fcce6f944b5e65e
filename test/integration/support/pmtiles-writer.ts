/**
 * A tiny PMTiles v3 writer for tests (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * a 127-byte header, one uncompressed root directory of varint columns (tile id deltas, run
 * lengths, lengths, offsets), JSON metadata, then the tile data. Identical tiles are stored once
 * (consecutive ones as a run). Written from the spec alone, so reading its archives back with the
 * `pmtiles` library (test/unit/pmtiles-writer.test.ts) checks both sides. Plain code: Node and workerd.
 */
import { encodePng } from '../../../worker/lib/png';

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  bytes: Uint8Array;
}

export interface ArchiveOptions {
  /** 2 PNG, 3 JPEG, 4 WebP (the spec's tile types). */
  tileType: number;
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
  metadata?: Record<string, unknown>;
}

/** Hilbert curve position of (x, y) on a 2^z grid, after all tiles of lower zooms. */
export function tileId(z: number, x: number, y: number): number {
  let id = (4 ** z - 1) / 3;
  const n = 2 ** z;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = Math.floor(x / s) % 2;
    const ry = Math.floor(y / s) % 2;
    id += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = n - 1 - x;
        y = n - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return id;
}

function varints(values: number[]): number[] {
  const out: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  }
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

export function writePmtiles(tiles: ArchiveTile[], options: ArchiveOptions): Uint8Array {
  const sorted = tiles.map((t) => ({ ...t, id: tileId(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  const contents: Uint8Array[] = [];
  const offsets: number[] = [];
  let dataLength = 0;
  const entries: { id: number; offset: number; length: number; run: number }[] = [];
  for (const tile of sorted) {
    const last = entries.at(-1);
    if (last && last.id + last.run === tile.id && sameBytes(contents[offsets.indexOf(last.offset)]!, tile.bytes)) {
      last.run += 1;
      continue;
    }
    let index = contents.findIndex((c) => sameBytes(c, tile.bytes));
    if (index < 0) {
      index = contents.push(tile.bytes) - 1;
      offsets.push(dataLength);
      dataLength += tile.bytes.length;
    }
    entries.push({ id: tile.id, offset: offsets[index]!, length: tile.bytes.length, run: 1 });
  }

  const directory = varints([
    entries.length,
    ...entries.map((e, i) => e.id - (i ? entries[i - 1]!.id : 0)),
    ...entries.map((e) => e.run),
    ...entries.map((e) => e.length),
    // 0: right after the previous entry's bytes; otherwise offset + 1.
    ...entries.map((e, i) => (i && e.offset === entries[i - 1]!.offset + entries[i - 1]!.length ? 0 : e.offset + 1)),
  ]);
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata ?? {}));

  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const leafOffset = metadataOffset + metadata.length;
  const dataOffset = leafOffset;
  const out = new Uint8Array(dataOffset + dataLength);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('PMTiles'), 0);
  out[7] = 3;
  const u64 = (at: number, value: number) => {
    view.setUint32(at, value % 2 ** 32, true);
    view.setUint32(at + 4, Math.floor(value / 2 ** 32), true);
  };
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, leafOffset);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, dataLength);
  u64(72, sorted.length);
  u64(80, entries.length);
  u64(88, contents.length);
  out[96] = 1; // clustered: tile data in tile id order
  out[97] = 1; // internal compression: none
  out[98] = 1; // tile compression: none
  out[99] = options.tileType;
  const zooms = sorted.map((t) => t.z);
  out[100] = Math.min(...zooms);
  out[101] = Math.max(...zooms);
  const [west, south, east, north] = options.bounds;
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  e7(102, west);
  e7(106, south);
  e7(110, east);
  e7(114, north);
  out[118] = Math.min(...zooms);
  e7(119, (west + east) / 2);
  e7(123, (south + north) / 2);
  out.set(directory, rootOffset);
  out.set(metadata, metadataOffset);
  for (const [i, content] of contents.entries()) out.set(content, dataOffset + offsets[i]!);
  return out;
}

/**
 * The tests' archive: PNG tiles for z0–z2 over the north-west quarter of the world (bounds stop
 * short of the equator and the prime meridian). z2 1/0 repeats 0/0 (stored once); z2 1/1 is inside
 * the bounds but left empty; z1 1/0 and 0/1 are outside them.
 */
export const SAMPLE_BOUNDS: [number, number, number, number] = [-180, 0.5, -0.5, 85];

export async function sampleTiles(): Promise<ArchiveTile[]> {
  const square = (r: number, g: number, b: number) =>
    encodePng(
      4,
      4,
      Uint8Array.from({ length: 48 }, (_, i) => [r, g, b][i % 3]!),
    );
  const [red, green, blue, yellow] = await Promise.all([
    square(200, 40, 40),
    square(40, 200, 40),
    square(40, 40, 200),
    square(220, 220, 40),
  ]);
  return [
    { z: 0, x: 0, y: 0, bytes: red! },
    { z: 1, x: 0, y: 0, bytes: green! },
    { z: 2, x: 0, y: 0, bytes: blue! },
    { z: 2, x: 1, y: 0, bytes: blue! },
    { z: 2, x: 0, y: 1, bytes: yellow! },
  ];
}
