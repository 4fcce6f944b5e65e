/**
 * "батарейки" typed into the home page's search box leads, in every edition, to the batteries card
 * and to the nearest point that takes batteries (open ones first), with and without JavaScript.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ApiFacility { id: string; openNow: boolean; materials: string[] }
/** What the guide should list first: of the 20 nearest battery points, the first open one, else the nearest. */
async function expectedFirst(lat: number, lng: number): Promise<ApiFacility> {
  const res = await fetch(`${baseUrl('ru')}/api/v1/recycling-points?near=${lat},${lng}&material=batteries&limit=20`);
  const body = (await res.json()) as { data: ApiFacility[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data.find((p) => p.openNow) ?? body.data[0]!;
}

const EDITIONS = [
  { edition: 'ru', locale: 'ru-RU', at: { lat: 55.7558, lng: 37.6173 }, country: 'RU' },
  { edition: 'kz', locale: 'kk-KZ', at: { lat: 43.2389, lng: 76.8897 }, country: 'KZ' },
  { edition: 'intl', locale: 'en-US', at: { lat: 40.7128, lng: -74.006 }, country: 'US' },
] as const;

describe('item guide in Chromium', () => {
  for (const { edition, locale, at, country } of EDITIONS) {
    for (const javaScriptEnabled of [true, false]) {
      it(`${edition}${javaScriptEnabled ? '' : ' without JavaScript'}: "батарейки" → the nearest point that takes batteries`, async () => {
        const expected = await expectedFirst(at.lat, at.lng);
        expect(expected.materials).toContain('batteries');
        const context = await newContext(browser, { locale, javaScriptEnabled, extraHTTPHeaders: { 'x-dev-edge-position': `${at.lat},${at.lng},${country}` } });
        const page = await context.newPage();
        await page.goto(`${baseUrl(edition)}/`);
        if (javaScriptEnabled) await waitForHydration(page);
        await page.fill('#guide-q-home', 'батарейки');
        await Promise.all([page.waitForURL(/\/what-goes-where\/search\?q=/), page.press('#guide-q-home', 'Enter')]);
        expect(await page.locator('[data-testid="guide-item-card"]').getAttribute('data-slug')).toBe('batteries');
        expect(await page.locator('[data-testid="guide-item-hazard"]').count()).toBe(1);
        expect(await page.locator('[data-testid="guide-point"]').first().getAttribute('data-id')).toBe(expected.id);
        expect(await page.locator('[data-testid="guide-points-finder"]').getAttribute('href')).toMatch(/\/recycling-points\?material=batteries$/);
        if (!javaScriptEnabled) {
          // The finder, prefiltered: its batteries chip is on (the list then holds only such points).
          await Promise.all([page.waitForURL(/material=batteries/), page.click('[data-testid="guide-points-finder"]')]);
          expect(await page.locator('[data-testid="finder-material-batteries"]').isChecked()).toBe(true);
        } else if (edition === 'ru') await screenshot(page, 'guide-batteries-ru');
        await context.close();
      }, 120_000);
    }
  }
});
