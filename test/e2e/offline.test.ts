import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration } from './browser';

/** / ADR 108: the service worker answers with the offline page in the URL's language. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('service worker', () => {
  it('with the network off, a navigation gets the offline page of its locale; online pages come from the network', async () => {
    const origin = baseUrl('kz');
    const context = await newContext(browser, { locale: 'ru-RU' });
    // Outside production the worker registers only on opt-in (ADR 108).
    await context.addInitScript(() => localStorage.setItem('eco-sw', '1'));
    const page = await context.newPage();
    await page.goto(`${origin}/get-app`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    // Online, a navigation is the real page (never a cached copy).
    await page.goto(`${origin}/charity-events-manual/`);
    await waitForHydration(page);
    expect(await page.getByTestId('offline-page').count()).toBe(0);

    await context.setOffline(true);
    await page.goto(`${origin}/charity-events-manual/`);
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('kk-KZ');
    expect(await page.locator('h1').textContent()).toBe('Интернетке қосылым жоқ');
    await page.goto(`${origin}/ru-kz/profile`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru-KZ');
    expect(await page.locator('h1').textContent()).toBe('Нет подключения к интернету');
    await screenshot(page, 'offline-ru-kz');

    // API answers are never served by the worker: offline, they fail.
    const api = await page.evaluate(async () => {
      try {
        return (await fetch('/api/web/v1/charity-event')).status;
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');
    await context.setOffline(false);
    await page.goto(`${origin}/get-app`);
    await waitForHydration(page);
    expect(await page.getByTestId('offline-page').count()).toBe(0);
    await context.close();
  });
});
