import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration', () => {
  it.each([
    ['ru', 'ru-RU'],
    ['kz', 'kk-KZ'],
    ['intl', 'en-US'],
  ] as const)('the %s home page hydrates with no console errors or hydration warnings', async (edition, lang) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${baseUrl(edition)}/`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await screenshot(page, `hydration-${edition}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the kz language picker works after hydration and switches to /ru-kz/', async () => {
    const context = await newContext(browser, { locale: 'kk-KZ' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('kz')}/`);
    await waitForHydration(page);
    const picker = page.getByTestId('language-picker');
    const button = picker.getByRole('button');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await picker.getByRole('link', { name: 'Русский (Казахстан)' }).click();
    await page.waitForURL(/\/ru-kz\/$/);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ru-KZ');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the loader only after 300 ms and never once hydrated', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/`);
    await waitForHydration(page);
    expect(await page.locator('.app-loader').isVisible()).toBe(false);
    const delay = await page.locator('.app-loader').evaluate((el) => getComputedStyle(el).animationDelay);
    expect(delay).toBe('0.3s');
    await context.close();
  });
});
