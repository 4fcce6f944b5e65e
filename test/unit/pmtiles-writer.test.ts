/**
 * The tests' PMTiles writer (test/integration/support/pmtiles-writer.ts) read back by the real
 * `pmtiles` library the worker uses: the header, every tile's bytes, and no tile where none was written.
 */
import { PMTiles, type Source, TileType, zxyToTileId } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BOUNDS, sampleTiles, tileId, writePmtiles } from '../integration/support/pmtiles-writer';

function memorySource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({ data: bytes.slice(offset, offset + length).buffer }),
  };
}

describe('the test PMTiles v3 writer', () => {
  it('numbers tiles along the Hilbert curve as the library does', () => {
    for (let z = 0; z <= 6; z++)
      for (let x = 0; x < 2 ** z; x += 3)
        for (let y = 0; y < 2 ** z; y += 5) expect(tileId(z, x, y), `${z}/${x}/${y}`).toBe(zxyToTileId(z, x, y));
  });

  it('writes an archive the pmtiles library reads back tile for tile', async () => {
    const tiles = await sampleTiles();
    const archive = writePmtiles(tiles, { tileType: TileType.Png, bounds: SAMPLE_BOUNDS, metadata: { name: 'test' } });
    const reader = new PMTiles(memorySource(archive));
    const header = await reader.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Png,
      minZoom: 0,
      maxZoom: 2,
      minLon: -180,
      minLat: 0.5,
      maxLon: -0.5,
      maxLat: 85,
      numAddressedTiles: 5,
      numTileContents: 4,
      clustered: true,
    });
    expect(await reader.getMetadata()).toEqual({ name: 'test' });
    for (const tile of tiles) {
      const read = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(new Uint8Array(read!.data), `${tile.z}/${tile.x}/${tile.y}`).toEqual(tile.bytes);
    }
    // The same PNG twice is stored once.
    expect(tiles[2]!.bytes).toEqual(tiles[3]!.bytes);
    expect(new Uint8Array(tiles[0]!.bytes.subarray(1, 4))).toEqual(new TextEncoder().encode('PNG'));
    // Nothing where nothing was written, nor beyond the archive's zooms.
    expect(await reader.getZxy(2, 1, 1)).toBeUndefined();
    expect(await reader.getZxy(1, 1, 0)).toBeUndefined();
    expect(await reader.getZxy(3, 0, 0)).toBeUndefined();
  });
});
