import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('events list date filter in Chromium', () => {
  it('a date choice applies at once and is kept by the language switch', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/charity-events`);
    await waitForHydration(page);
    await page.selectOption('[data-testid="filter-when"]', 'week');
    await page.waitForURL(/when=week/);
    expect(await page.inputValue('[data-testid="filter-when"]')).toBe('week');
    const href = await page.locator('[data-testid="language-picker"] a[hreflang="ru-KZ"]').getAttribute('href');
    // The switch keeps the query string as the GET form wrote it (empty fields included).
    expect(href).toMatch(/^\/ru-kz\/charity-events\?(.*&)?when=week(&|$)/);
    await context.close();
  }, 120_000);

  it('without JavaScript a date range is a plain GET form', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/charity-events`);
    await page.fill('[data-testid="filter-from"]', '2099-01-01');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/from=2099-01-01/);
    expect(await page.locator('[data-testid="events-filter-empty"]').count()).toBe(1);
    await context.close();
  }, 120_000);
});
