import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';

/**
 * OpenStreetMap points seeded by `npm run dev`'s importer (scripts/seed-data/osm/) in each edition:
 * the read-only page hydrates cleanly and carries the attribution and the edit link.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('OpenStreetMap point page', () => {
  for (const [edition, id, locale, name] of [
    ['ru', 'osm-node-9100000002', 'ru-RU', 'Пункт приёма «Сборка»'],
    ['kz', 'osm-node-9200000002', 'kk-KZ', 'Қағаз қабылдау пункті'],
    ['intl', 'osm-node-9300000001', 'en-US', 'Plaza de Mayo green point'],
  ] as const) {
    it(`${edition}: hydrates, names the point, credits OpenStreetMap`, async () => {
      const context = await newContext(browser, { locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems = watchConsole(page);
      const res = await page.goto(`${baseUrl(edition)}/recycling-points/${id}`);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').textContent()).toBe(name);
      const attribution = page.getByTestId('osm-attribution').getByRole('link');
      expect(await attribution.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      expect(await page.getByTestId('osm-edit').getAttribute('href')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/edit\?node=\d+$/,
      );
      await screenshot(page, `osm-point-${edition}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
