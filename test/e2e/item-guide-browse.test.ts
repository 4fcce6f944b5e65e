/**
 * Browsing the item guide by category and by letter in Chromium (ADR 214), with the keyboard only:
 * kk-KZ (Kazakh letters, with JavaScript) and en-US (Latin letters, without JavaScript). A category
 * lists its items, a letter within it narrows them to names starting with that letter, "all
 * categories" keeps the letter, a letter no name starts with is not a link.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeCookies, launch, newContext, waitForHydration, watchConsole } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Follows a link with the keyboard: focus, Enter, and wait for the URL it names. */
async function enter(page: Page, link: ReturnType<Page['locator']>, url: RegExp) {
  await link.focus();
  await Promise.all([page.waitForURL(url), page.keyboard.press('Enter')]);
}

const itemNames = (page: Page) => page.locator('[data-testid="guide-list"] ul a').allTextContents();

const CASES = [
  {
    locale: 'kk-KZ',
    edition: 'kz',
    javaScriptEnabled: true,
    category: 'plastic',
    categoryName: 'Пластик',
    kazakh: ['Ә', 'Ғ', 'Қ', 'Ң', 'Ө', 'Ұ', 'Ү', 'Һ', 'І'],
  },
  {
    locale: 'en-US',
    edition: 'intl',
    javaScriptEnabled: false,
    category: 'glass',
    categoryName: 'Glass and ceramics',
    kazakh: [],
  },
] as const;

describe('item guide browse in Chromium', () => {
  for (const c of CASES) {
    it(`${c.locale}${c.javaScriptEnabled ? '' : ' without JavaScript'}: a category, then a letter in it`, async () => {
      const context = await newContext(browser, { locale: c.locale, javaScriptEnabled: c.javaScriptEnabled });
      await closeCookies(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${baseUrl(c.edition)}/what-goes-where`);
      if (c.javaScriptEnabled) await waitForHydration(page);
      // The landing page lists no item: it asks for a category or a letter.
      await expect(page.locator('[data-testid="guide-pick"]').isVisible()).resolves.toBe(true);
      const letters = await page.locator('[data-testid="guide-letters"] li').allTextContents();
      for (const l of c.kazakh) expect(letters).toContain(l);
      if (c.locale === 'en-US') expect(letters.slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

      const cats = page.locator('[data-testid="guide-categories"]');
      await enter(page, cats.getByRole('link', { name: c.categoryName }), new RegExp(`\\?category=${c.category}$`));
      if (c.javaScriptEnabled) await waitForHydration(page);
      await expect(cats.locator('a[aria-current="page"]').textContent()).resolves.toContain(c.categoryName);
      const inCategory = await itemNames(page);
      expect(inCategory.length).toBeGreaterThan(0);

      // The first letter that has items in this category: every listed name starts with it.
      const letterLink = page.locator('[data-testid="guide-letters"] a[href*="letter="]').first();
      const letter = (await letterLink.textContent())!.trim();
      await enter(page, letterLink, new RegExp(`category=${c.category}&letter=`));
      if (c.javaScriptEnabled) await waitForHydration(page);
      const inLetter = await itemNames(page);
      expect(inLetter.length).toBeGreaterThan(0);
      expect(inLetter.length).toBeLessThanOrEqual(inCategory.length);
      for (const name of inLetter) expect(name.trim().charAt(0).toLocaleUpperCase()).toBe(letter);
      // A letter no name of this category starts with is shown but is not a link.
      const disabled = page.locator('[data-testid="guide-letters"] span[aria-disabled="true"]');
      expect(await disabled.count()).toBeGreaterThan(0);

      // "All categories" keeps the letter.
      await enter(page, cats.locator('a').first(), /\?letter=/);
      expect(new URL(page.url()).searchParams.get('category')).toBeNull();
      expect(new URL(page.url()).searchParams.get('letter')).toBe(letter);
      for (const name of await itemNames(page)) expect(name.trim().charAt(0).toLocaleUpperCase()).toBe(letter);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
