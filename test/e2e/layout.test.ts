import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';

type EditionKey = 'ru' | 'kz' | 'intl';
const EDITIONS: readonly EditionKey[] = ['ru', 'kz', 'intl'];
const WIDTHS = [375, 768, 1440] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(edition: EditionKey, path = '/', options: { width?: number; locale?: string } = {}) {
  const context = await newContext(browser, {
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${baseUrl(edition)}${path}`);
  await waitForHydration(page);
  return { context, page, problems };
}

/** Horizontal overflow measured on the document, not judged from a picture. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

describe('layout shell', () => {
  for (const edition of EDITIONS) {
    it.each(WIDTHS)(`${edition} home at %ipx: screenshot, no horizontal overflow, no console errors`, async (width) => {
      const { context, page, problems } = await open(edition, '/', { width });
      // The cookie notice is part of the first visit; let it appear before the picture.
      await page.getByTestId('cookie-notice').waitFor();
      await screenshot(page, `layout-home-${edition}-${width}`);
      const measured = await overflow(page);
      expect(measured.wide).toEqual([]);
      expect(measured.scrollWidth).toBeLessThanOrEqual(measured.width);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('at 375px the menu button opens the slide-out menu; Escape closes it and focus returns', async () => {
    const { context, page, problems } = await open('ru', '/', { width: 375 });
    const button = page.getByTestId('menu-button');
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.getByTestId('account-menu').isVisible()).toBe(false);
    await button.click();
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(375, 0); // full screen on phones
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, 'layout-side-menu-ru-375');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the slide-out menu is 470px wide on larger screens and holds the sidebar list', async () => {
    const { context, page } = await open('kz', '/', { width: 700 });
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('side-menu');
    expect((await menu.boundingBox())?.width).toBeCloseTo(470, 0);
    const hrefs = await menu
      .getByTestId('sidebar-links')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/inspection-manual/');
    await context.close();
  });

  it.each([
    ['ru', true, ['/cookies/', '/personal-data/'], false],
    ['kz', false, ['/privacy-policy'], true],
    ['intl', false, ['/privacy-policy'], false],
  ] as const)(
    '%s edition: partner links %s, policy links %j, language picker %s',
    async (edition, partners, policies, picker) => {
      const { context, page } = await open(edition, '/', { width: 375 });
      expect(await page.getByTestId('language-picker').count()).toBe(picker ? 1 : 0);
      const footerPolicies = await page
        .getByTestId('policy-links')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(footerPolicies).toEqual(policies);
      await page.getByTestId('menu-button').click();
      const menu = page.getByTestId('side-menu');
      await menu.waitFor();
      expect(await menu.getByTestId('partner-links').count()).toBe(partners ? 1 : 0);
      const menuLinks = await menu
        .getByTestId('sidebar-links')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(menuLinks.filter((href) => /cookies|personal-data|privacy/.test(href ?? ''))).toEqual(policies);
      await context.close();
    },
  );

  it('the cookie notice, once closed, stays closed after a reload', async () => {
    const { context, page, problems } = await open('intl');
    const notice = page.getByTestId('cookie-notice');
    await notice.waitFor();
    await page.getByTestId('cookie-notice-close').click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the cookie notice is painted with the page: shown by the head script before the page scripts run', async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // The page's scripts never arrive: what shows is the server's markup and the head script alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    expect(await page.getAttribute('html', 'data-hydrated')).toBeNull();
    expect(await page.getByTestId('cookie-notice').isVisible()).toBe(true);
    await context.close();
  });

  it('the cookie notice stays hidden without JavaScript (nothing could close it) and once closed (no flash)', async () => {
    const noScript = await newContext(browser, { javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${baseUrl('ru')}/recycling-points`);
    expect(await bare.getByTestId('cookie-notice').count()).toBe(1);
    expect(await bare.getByTestId('cookie-notice').isVisible()).toBe(false);
    await noScript.close();
    const closed = await newContext(browser);
    await closed.addInitScript(() => localStorage.setItem('cookieNoticeClosed', '1'));
    const page = await closed.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    expect(await page.getByTestId('cookie-notice').isVisible()).toBe(false);
    await closed.close();
  });

  it('kz: the language banner offers Russian, switches to /ru-kz/ keeping the path, and stays away this session', async () => {
    const { context, page, problems } = await open('kz', '/get-app', { locale: 'ru-RU' });
    const prompt = page.getByTestId('language-prompt');
    expect(await prompt.isVisible()).toBe(true);
    await screenshot(page, 'layout-language-prompt-kz');
    await page.getByTestId('language-prompt-switch').click();
    await page.waitForURL(/\/ru-kz\/get-app$/);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ru-KZ');
    expect(await prompt.count()).toBe(0);
    await page.goto(`${baseUrl('kz')}/charity-events-manual/`);
    await waitForHydration(page);
    expect(await prompt.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('?hide-layout-ui=true removes header, footer, cookie notice and language prompt', async () => {
    const { context, page, problems } = await open('kz', '/?hide-layout-ui=true', { locale: 'ru-RU' });
    await page.waitForTimeout(300);
    for (const id of ['site-header', 'footer', 'footer-small', 'cookie-notice', 'language-prompt', 'menu-button']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.getByTestId('home-hero').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the share dialog is a modal: focus moves in, Escape closes it, focus returns', async () => {
    const context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
    // Headless Chromium may expose native share; the fallback dialog is what is under test.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('intl')}/`);
    await waitForHydration(page);
    const button = page.getByTestId('footer-share');
    await button.click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await screenshot(page, 'layout-share-dialog-intl');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
