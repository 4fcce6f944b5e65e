/**
 * `npm run dev` shows a working map (docs/decisions/131-stand-in-map-tiles-in-development.md): the
 * dev server's variables (DEV_VARS, as scripts/dev.mjs passes them) point the tiles at the
 * worker's own /dev/tiles, and a finder served with them draws its map with no console error.
 * The other browser tests keep the closed-port tile URL, so this one starts its own worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM script shared with the dev server
import { DEV_VARS, freePort, root, startWorker } from '../../scripts/lib/local-worker.mjs';
import { launch, newContext, waitForHydration, watchConsole } from './browser';

let browser: Browser;
let worker: { stop(): void; url(host?: string): string } | null = null;
let persistTo = '';

beforeAll(async () => {
  browser = await launch();
  persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-dev-tiles-'));
  // The migrated, seeded state the run prepared once (global-setup.ts), copied: the same as a fresh `npm run dev`.
  fs.cpSync(inject('pristineState'), persistTo, { recursive: true });
  // What scripts/dev.mjs starts (its .dev.vars switch development on; here the same, explicitly).
  worker = await startWorker({
    port: await freePort(),
    persistTo,
    vars: { ...DEV_VARS, JWT_SECRET: 'e2e-dev-tiles-secret', ENVIRONMENT: 'development' },
    logFile: path.join(root, 'test-results/dev-tiles-worker.log'),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  worker?.stop();
  if (persistTo) fs.rmSync(persistTo, { recursive: true, force: true });
});

describe("the development server's map", () => {
  it('scripts/dev.mjs starts the worker with DEV_VARS, whose tile template is /dev/tiles/…', () => {
    expect(DEV_VARS.MAP_TILE_URL).toMatch(/^\/dev\/tiles\/\{z\}\/\{x\}\/\{y\}\.svg$/);
    const dev = fs.readFileSync(path.join(root, 'scripts/dev.mjs'), 'utf8');
    expect(dev).toMatch(/startWorker\(\{[^}]*vars: DEV_VARS[,\s]/);
  });

  it('a finder served with DEV_VARS draws its map and logs no console error', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const tiles: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().includes('/dev/tiles/')) tiles.push(req.url());
    });
    await page.goto(`${worker!.url('localhost')}/recycling-points`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('ready');
    await expect.poll(() => tiles.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Errors of any kind, and anything about tiles or the map (warnings included).
    expect(errors.filter((e) => !e.startsWith('warning') || /tile|map|leaflet/i.test(e))).toEqual([]);
    await context.close();
  });
});
