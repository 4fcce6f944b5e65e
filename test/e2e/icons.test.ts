import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration } from './browser';

/**
 * / ADR 113: icons are `<use>`s of an external sprite. In Chromium each must draw a
 * shape (non-zero box) under the page's and the sprite's own CSP, in the colour of its text.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('icon sprite in Chromium', () => {
  it('every icon on home resolves to a drawn shape, and strokes follow currentColor', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(`${baseUrl('ru')}/`);
    await waitForHydration(page);
    const sprite = await page.evaluate(() => document.querySelector('use')!.getAttribute('href')!.split('#')[0]!);
    const res = await page.request.get(`${baseUrl('ru')}${sprite}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(res.headers()['cache-control']).toContain('immutable');

    // getBBox of a <use> is the box of what it drew: zero while the reference does not resolve.
    // Icons in hidden parts (closed side menu, other breakpoints) draw nothing, so only shown ones count.
    const undrawn = () =>
      [...document.querySelectorAll('use')]
        .filter((u) => u.closest('svg')!.checkVisibility() && !(u.getBBox().width > 0))
        .map((u) => u.getAttribute('href'));
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('use')].every(
            (u) => !u.closest('svg')!.checkVisibility() || u.getBBox().width > 0,
          ),
        null,
        { polling: 100, timeout: 10_000 },
      )
      .catch(async (error) => {
        throw new Error(`${error}\nnot drawn: ${(await page.evaluate(undrawn)).join(', ')}`);
      });
    expect(
      await page.evaluate(
        () => [...document.querySelectorAll('use')].filter((u) => u.closest('svg')!.checkVisibility()).length,
      ),
    ).toBeGreaterThan(10);

    // A red text colour must come out red in the drawing (currentColor crosses the <use>).
    const icon = page.getByTestId('social-links').locator('svg').first();
    await icon.evaluate((svg) => {
      (svg as SVGElement).style.color = 'rgb(255, 0, 0)';
      (svg.parentElement as HTMLElement).style.background = 'rgb(255, 255, 255)';
    });
    const png = PNG.sync.read(await icon.screenshot());
    let red = 0;
    for (let i = 0; i < png.data.length; i += 4)
      if (png.data[i]! > 200 && png.data[i + 1]! < 80 && png.data[i + 2]! < 80) red++;
    expect(red).toBeGreaterThan(20);
    expect(violations).toEqual([]);
    await context.close();
  });
});
