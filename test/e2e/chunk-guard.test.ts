/**
 * The chunk reload guard (docs/product.md §4.9, §7): a page chunk that answers 404 makes
 * the page reload exactly once, never in a loop.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('chunk reload guard', () => {
  it('a page chunk that 404s triggers exactly one reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/assets/HomePage-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto(`${baseUrl('intl')}/`);
    await expect.poll(() => documents, { timeout: 15_000 }).toBe(2);
    // Give a loop every chance to show itself: the reloaded page fails the same way and stays put.
    await page.waitForTimeout(3_000);
    expect(documents).toBe(2);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await context.close();
  });
});
