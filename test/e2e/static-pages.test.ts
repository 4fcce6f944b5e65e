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

describe('static pages in the browser', () => {
  it.each([
    [
      'ru',
      '/charity-events-manual/',
      ['registration', 'create-charity-event', 'charity-events-viewing-and-editing', 'faq'],
    ],
    ['kz', '/inspection-manual/', ['create-inspection', 'view-inspections']],
  ] as const)('%s %s: anchors exist and scrolling to a section updates location.hash', async (edition, path, ids) => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl(edition)}${path}`);
    await waitForHydration(page);
    for (const id of ids) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    for (const id of [...ids].reverse()) {
      await page.evaluate((target) => {
        const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
        const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height'));
        window.scrollTo(0, top - header);
      }, id);
      await expect.poll(() => page.evaluate(() => location.hash), { timeout: 3000 }).toBe(`#${id}`);
      expect(await page.locator(`[data-testid="toc-side"] a[href="#${id}"]`).getAttribute('aria-current')).toBe(
        'location',
      );
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opening a manual at #faq lands on the section and keeps the hash', async () => {
    const context = await newContext(browser, { viewport: { width: 800, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/charity-events-manual/#faq`);
    await waitForHydration(page);
    const top = await page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(150);
    expect(await page.evaluate(() => location.hash)).toBe('#faq');
    await context.close();
  });

  for (const edition of ['ru', 'kz', 'intl'] as const) {
    const policy = edition === 'ru' ? '/personal-data/' : '/privacy-policy';
    it.each([375, 768, 1440])(
      `${edition}: get-app, manual and policy hydrate cleanly at %ipx without overflow`,
      async (width) => {
        const context = await newContext(browser, { viewport: { width, height: 900 } });
        const page = await context.newPage();
        const problems = watchConsole(page);
        for (const [name, path] of [
          ['get-app', '/get-app'],
          ['manual', '/charity-events-manual/'],
          ['policy', policy],
        ] as const) {
          await page.goto(`${baseUrl(edition)}${path}`);
          await waitForHydration(page);
          await screenshot(page, `static-${name}-${edition}-${width}`);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${path} overflows`).toBeLessThanOrEqual(clientWidth);
        }
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }
});
