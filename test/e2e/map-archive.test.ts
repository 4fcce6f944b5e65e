/**
 * The finder draws its map from the deployment's own tile archive (docs/decisions/217): the deploy
 * bundle with MAP_TILE_URL=archive and a PMTiles archive in its TILES bucket (written by
 * test/integration/support/pmtiles-writer.ts, the whole world at z0–z2). Chromium loads the tiles
 * from /tiles/… under the page's CSP, shows the OpenStreetMap credit and logs no error. The other
 * browser tests keep the closed-port tile URL, so this one serves its own worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the bench scripts
import { buildDeployBundle, serveDeployBundle } from '../../scripts/lib/deploy-bundle.mjs';
// @ts-expect-error plain ESM script shared with the dev server
import { root } from '../../scripts/lib/local-worker.mjs';
import { type ArchiveTile, writePmtiles } from '../integration/support/pmtiles-writer';
import { encodePng } from '../../worker/lib/png';
import { launch, newContext, waitForHydration, watchConsole } from './browser';

let browser: Browser;
let mf: Miniflare | null = null;
let base = '';
let persistTo = '';
let outdir = '';

/** Every tile of z0–z2, each a 256-pixel square of its own shade. */
async function worldTiles(): Promise<ArchiveTile[]> {
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= 2; z++)
    for (let x = 0; x < 2 ** z; x++)
      for (let y = 0; y < 2 ** z; y++) {
        const shade = [220 - z * 20, 230 - x * 10, 210 - y * 10];
        const rgb = Uint8Array.from({ length: 256 * 256 * 3 }, (_, i) => shade[i % 3]!);
        tiles.push({ z, x, y, bytes: await encodePng(256, 256, rgb) });
      }
  return tiles;
}

beforeAll(async () => {
  browser = await launch();
  persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-map-archive-'));
  fs.cpSync(inject('pristineState'), persistTo, { recursive: true });
  fs.mkdirSync(path.join(root, '.wrangler'), { recursive: true });
  outdir = fs.mkdtempSync(path.join(root, '.wrangler', 'map-archive-bundle-'));
  const served = await serveDeployBundle(buildDeployBundle(outdir, { build: false }), {
    assets: true,
    bindings: { JWT_SECRET: 'e2e-map-archive-secret', ENVIRONMENT: 'development', MAP_TILE_URL: 'archive' },
    persistTo,
    logFile: path.join(root, 'test-results/map-archive-worker.log'),
    migrate: false,
  });
  mf = served.mf;
  base = `http://localhost:${served.port}`;
  const archive = writePmtiles(await worldTiles(), { tileType: 2, bounds: [-180, -85, 180, 85] });
  // Miniflare's bucket typed loosely: the Workers types of R2Bucket clash with Node's here.
  const bucket = (await mf!.getR2Bucket('TILES')) as unknown as {
    put(key: string, value: Uint8Array): Promise<unknown>;
  };
  await bucket.put('map.pmtiles', archive);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  if (persistTo) fs.rmSync(persistTo, { recursive: true, force: true });
  if (outdir) fs.rmSync(outdir, { recursive: true, force: true });
});

describe("the finder's map from the deployment's own archive", () => {
  it('draws its tiles from /tiles/… with the OpenStreetMap credit and no console error', {
    timeout: 120_000,
  }, async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const tiles: { url: string; status: number; type: string }[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/tiles/'))
        tiles.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] ?? '' });
    });
    await page.goto(`${base}/recycling-points`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('ready');
    await page.waitForLoadState('networkidle');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      // The map opens at a city's zoom; the archive ends at z2, which Leaflet enlarges.
      expect(tile.url).toMatch(/\/tiles\/2\/\d\/\d\.png$/);
      expect(tile).toMatchObject({ status: 200, type: 'image/png' });
    }
    const credit = page.locator('[data-testid="finder-map"] .leaflet-control-attribution');
    expect((await credit.innerText()).trim()).toBe('© участники OpenStreetMap');
    expect(await credit.locator('a[href="https://www.openstreetmap.org/copyright"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
