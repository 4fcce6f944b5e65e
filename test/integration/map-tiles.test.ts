/**
 * The finder map's tile sources (docs/decisions/217-a-map-the-deployment-owns.md): the worker serves
 * the deployment's own PMTiles archive from R2 byte for byte, and the page's map template, credits
 * and CSP follow MAP_TILE_URL. The archive is written here (test/integration/support/pmtiles-writer.ts).
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { HOSTS, readSnapshot } from './helpers';
import { SAMPLE_BOUNDS, sampleTiles, writePmtiles } from './support/pmtiles-writer';

const PNG = 2;

async function uploadArchive() {
  const tiles = await sampleTiles();
  await env.TILES.put('map.pmtiles', writePmtiles(tiles, { tileType: PNG, bounds: SAMPLE_BOUNDS }));
  return tiles;
}

const tile = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${HOSTS.ru}/tiles/${path}`, { headers });

/** The finder page under other tile settings (a query of its own keeps the edge cache's copies apart). */
async function finderWith(vars: Record<string, unknown>, host: string = HOSTS.ru) {
  const res = await app.request(
    `${host}/recycling-points?tiles=${encodeURIComponent(JSON.stringify(vars))}`,
    { headers: { accept: 'text/html' } },
    { ...env, ...vars },
  );
  expect(res.status).toBe(200);
  const imgSrc = /img-src ([^;]+)/.exec(res.headers.get('content-security-policy')!)![1]!.split(' ');
  return { map: readSnapshot(await res.text()).data.mapTiles, imgSrc };
}

describe('the self-hosted map archive (GET /tiles/{z}/{x}/{y}.{ext})', () => {
  it('serves each tile of the archive byte for byte, as PNG, with an ETag and a long cache life', async () => {
    const tiles = await uploadArchive();
    for (const t of tiles) {
      const res = await tile(`${t.z}/${t.x}/${t.y}.png`);
      expect(res.status, `${t.z}/${t.x}/${t.y}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=604800\b/);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(t.bytes);
    }
    const first = await tile('1/0/0.png');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+-1-0-0"$/);
    await first.arrayBuffer();
    const again = await tile('1/0/0.png', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A tile is the same for everyone: a session cookie, even a dead one, is not read (nor cleared).
    const signedIn = await tile('1/0/0.png', { cookie: 'session=not-a-token' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    await signedIn.arrayBuffer();
    // Another tile has another tag.
    const other = await tile('2/0/1.png');
    expect(other.headers.get('etag')).not.toBe(etag);
    await other.arrayBuffer();
  });

  it('answers 404 outside the archive, 204 for an empty tile inside it', async () => {
    await uploadArchive();
    for (const path of ['3/0/0.png', '1/1/0.png', '1/0/1.png', '2/3/3.png', '1/0/0.webp', '1/0/0.jpg']) {
      const res = await tile(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    const empty = await tile('2/1/1.png');
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('refuses a malformed address with a localized 400', async () => {
    for (const path of [
      '1/2/0.png',
      '1/0/2.png',
      'a/0/0.png',
      '0/-1/0.png',
      '25/0/0.png',
      '0/0/0',
      '0/0/0.png.gif',
      '0/0/x.png',
    ]) {
      const res = await tile(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_tile');
      expect(body.error.message).toContain('z от 0 до 24');
    }
  });
});

describe('the map the finder page is given', () => {
  it('with the archive configured and uploaded: its tiles, zoom range and the OSM credit; CSP only self', async () => {
    await uploadArchive();
    const { map, imgSrc } = await finderWith({ MAP_TILE_URL: 'archive', MAP_TILE_ATTRIBUTION: '' });
    expect(map).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      maxNativeZoom: 2,
      credits: [{ text: '© участники OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' }],
    });
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', "'self'"]);
    const kk = await finderWith({ MAP_TILE_URL: 'archive', MAP_TILE_ATTRIBUTION: '' }, HOSTS.kz);
    expect(kk.map.credits[0].text).toBe('© OpenStreetMap қатысушылары');
  });

  it('with the archive configured but not uploaded: list only', async () => {
    const empty = { get: async () => null, head: async () => null } as unknown as R2Bucket;
    const { map, imgSrc } = await finderWith({ MAP_TILE_URL: 'archive', TILES: empty });
    expect(map.url).toBe('');
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', "'self'"]);
  });

  it("with a provider: its template with the key, its credits in the page's language, its origin in the CSP", async () => {
    const { map, imgSrc } = await finderWith({
      MAP_TILE_URL: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}',
      MAP_TILE_KEY: 'test-key',
    });
    expect(map.url).toBe('https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=test-key');
    expect(map.credits).toEqual([
      { text: 'Оформление карты © MapTiler', href: 'https://www.maptiler.com/copyright/' },
      { text: '© участники OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
    ]);
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://api.maptiler.com']);
  });

  it("with OpenStreetMap's public tile server configured, or nothing: list only, and no outside image origin", async () => {
    for (const MAP_TILE_URL of ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', '']) {
      const { map, imgSrc } = await finderWith({ MAP_TILE_URL });
      expect(map.url, MAP_TILE_URL).toBe('');
      expect(imgSrc, MAP_TILE_URL).toEqual(["'self'", 'data:', 'blob:', "'self'"]);
    }
  });
});
