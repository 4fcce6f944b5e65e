/** Link prefetch from the build meta (docs/product.md §4.9, §7). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('link prefetch', () => {
  it('only intent (hover) preloads a page: hovering a link preloads the target page\u2019s chunks named by builds/meta/{buildId}.json', async () => {
    const context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const metas: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/builds/meta/')) metas.push(r.url());
      if (r.resourceType() === 'script') scripts.push(path);
    });
    await page.goto(`${baseUrl('intl')}/`);
    await waitForHydration(page);
    const buildId = await page.evaluate(() => window.__STATE__!.buildId);
    // Node does not resolve *.localhost: read the meta from the page itself.
    const meta = (await page.evaluate((id) => fetch(`/builds/meta/${id}.json`).then((r) => r.json()), buildId)) as {
      pages: Record<string, string[]>;
    };
    // The page's own preloads may already name shared chunks: watch one only the target needs.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const preloaded = new Set(
      await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => l.getAttribute('href'))),
    );
    // Links merely in view are not prefetched: the hero links to the events
    // list and the finder, yet neither page's own chunks load before a visitor shows intent.
    const own = (id: string) => meta.pages[id]!.filter((href) => !preloaded.has(href));
    for (const id of ['charityEvents', 'recyclingPointsFinder']) {
      expect(own(id).length, `${id} has chunks of its own`).toBeGreaterThan(0);
      expect(
        scripts.filter((path) => own(id).includes(path)),
        `${id} fetched without intent`,
      ).toEqual([]);
    }
    expect(metas.length, 'the build meta waits for intent too (only the test read it so far)').toBe(1);
    const target = meta.pages.privacyPolicy!.find((href) => !preloaded.has(href))!;
    expect(target, 'the privacy page needs a chunk the home page does not preload').toBeTruthy();
    expect(await page.locator(`link[rel="modulepreload"][href="${target}"]`).count()).toBe(0);
    const link = page.locator('[data-testid="policy-links"] a[href*="privacy"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForSelector(`link[rel="modulepreload"][href="${target}"]`, { state: 'attached', timeout: 10_000 });
    await page.locator('a[href^="/charity-event"]').first().hover();
    await page.waitForTimeout(500);
    // One fetch by the prefetcher (plus the test's own read above).
    expect(metas.length).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});
