/**
 * "батарейки" typed into the home page's search box leads, in every edition (and in ru-KZ), to the
 * batteries card and to the nearest point that takes batteries (open ones first), with and without
 * JavaScript; typed into the finder's one box, at phone and desktop width, to the same card above
 * the points that take batteries.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, getJson, launch, newContext, screenshot, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ApiFacility {
  id: string;
  openNow: boolean;
  materials: string[];
}
/** What the guide should list first: of the edition's 20 nearest battery points (ADR 199), the first open one, else the nearest. */
async function expectedFirst(edition: 'ru' | 'kz' | 'intl', lat: number, lng: number): Promise<ApiFacility> {
  const body = await getJson<{ data: ApiFacility[] }>(
    edition,
    `/api/v1/recycling-points?near=${lat},${lng}&material=batteries&limit=20`,
  );
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
        const expected = await expectedFirst(edition, at.lat, at.lng);
        expect(expected.materials).toContain('batteries');
        const context = await newContext(browser, {
          locale,
          javaScriptEnabled,
          extraHTTPHeaders: { 'x-dev-edge-position': `${at.lat},${at.lng},${country}` },
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl(edition)}/`);
        if (javaScriptEnabled) await waitForHydration(page);
        await page.fill('#guide-q-home', 'батарейки');
        await Promise.all([page.waitForURL(/\/what-goes-where\/search\?q=/), page.press('#guide-q-home', 'Enter')]);
        expect(await page.locator('[data-testid="guide-item-card"]').getAttribute('data-slug')).toBe('batteries');
        expect(await page.locator('[data-testid="guide-item-hazard"]').count()).toBe(1);
        expect(await page.locator('[data-testid="guide-point"]').first().getAttribute('data-id')).toBe(expected.id);
        expect(await page.locator('[data-testid="guide-points-finder"]').getAttribute('href')).toMatch(
          /\/recycling-points\?material=batteries$/,
        );
        if (!javaScriptEnabled) {
          // The finder, prefiltered: its batteries chip is on (the list then holds only such points).
          await Promise.all([page.waitForURL(/material=batteries/), page.click('[data-testid="guide-points-finder"]')]);
          expect(await page.locator('[data-testid="finder-material-batteries"]').isChecked()).toBe(true);
        } else if (edition === 'ru') await screenshot(page, 'guide-batteries-ru');
        await context.close();
      }, 120_000);
    }
  }

  // The finder's one box understands items on every width (ADR 160), with and without JavaScript.
  for (const width of [375, 1280]) {
    for (const javaScriptEnabled of [true, false]) {
      it(`finder at ${width} px${javaScriptEnabled ? '' : ' without JavaScript'}: one search box; "батарейки" → the batteries card and only battery points`, async () => {
        const context = await newContext(browser, {
          locale: 'ru-RU',
          javaScriptEnabled,
          viewport: { width, height: 900 },
          extraHTTPHeaders: { 'x-dev-edge-position': '55.7558,37.6173,RU' },
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl('ru')}/recycling-points`);
        if (javaScriptEnabled) await waitForHydration(page);
        expect(await page.locator('input[type="search"]').count()).toBe(1);
        expect(await page.locator('[data-testid="finder-q"]').isVisible()).toBe(true);
        await page.fill('[data-testid="finder-q"]', 'батарейки');
        await Promise.all([page.waitForURL(/[?&]q=/), page.press('[data-testid="finder-q"]', 'Enter')]);
        expect(
          await page.locator('[data-testid="finder-item"] [data-testid="guide-item-card"]').getAttribute('data-slug'),
        ).toBe('batteries');
        expect(await page.locator('[data-testid="guide-item-hazard"]').isVisible()).toBe(true);
        expect(await page.locator('[data-testid="finder-material-batteries"]').isChecked()).toBe(true);
        const entries = page.locator('[data-testid="finder-entry"]');
        expect(await entries.count()).toBeGreaterThan(0);
        for (const text of await entries.locator('.fe-mats').allTextContents()) expect(text).toContain('Батарейки');
        await context.close();
      }, 120_000);
    }
  }

  it('kz edition, ru-KZ: /ru-kz/what-goes-where/search?q=батарейки → the batteries card and the nearest battery point', async () => {
    const at = { lat: 43.2389, lng: 76.8897 };
    const expected = await expectedFirst('kz', at.lat, at.lng);
    const context = await newContext(browser, {
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-dev-edge-position': `${at.lat},${at.lng},KZ` },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/ru-kz/`);
    await waitForHydration(page);
    expect(await page.locator('form:has(#guide-q-home)').getAttribute('action')).toBe('/ru-kz/what-goes-where/search');
    await page.fill('#guide-q-home', 'батарейки');
    await Promise.all([page.waitForURL(/\/ru-kz\/what-goes-where\/search\?q=/), page.press('#guide-q-home', 'Enter')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru-KZ');
    expect(await page.locator('[data-testid="guide-item-card"]').getAttribute('data-slug')).toBe('batteries');
    expect(await page.locator('[data-testid="guide-point"]').first().getAttribute('data-id')).toBe(expected.id);
    expect(await page.locator('[data-testid="guide-points-finder"]').getAttribute('href')).toBe(
      '/ru-kz/recycling-points?material=batteries',
    );
    await context.close();
  }, 120_000);
});
