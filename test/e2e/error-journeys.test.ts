import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeCookies, launch, newContext, waitForHydration } from './browser';
import { signInAs } from './support/accounts';

/**
 * The specification's error rows that need a failure to be seen (docs/product.md §8), each with the
 * failure injected in Chromium, its handling checked and the way on taken: a chunk that fails to
 * load, the notification socket refused, geolocation failing, a picture that does not load. The
 * account rows are in error-journeys-account.test.ts.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLOW = 90_000;

function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

describe('a chunk that fails to load', () => {
  it(
    "the page's own chunk blocked once: one reload, then the page works",
    async () => {
      const context = await newContext(browser);
      await closeCookies(context);
      const page = await context.newPage();
      const documents = countDocuments(page);
      // Missing for the first page (its preload and its import), there again for the reloaded one.
      await page.route('**/assets/GetAppPage-*.js', (route) =>
        documents() === 1 ? route.abort('failed') : route.continue(),
      );
      await page.goto(`${baseUrl('intl')}/get-app`);
      await expect.poll(documents, { timeout: 15_000 }).toBe(2);
      await waitForHydration(page);
      expect(documents()).toBe(2);
      // Going on: the hydrated page answers a click (the share dialog, a chunk of its own).
      await page.getByTestId('footer-share').click();
      await expect.poll(() => page.getByTestId('share-dialog').isVisible(), { timeout: 15_000 }).toBe(true);
      await context.close();
    },
    SLOW,
  );

  it(
    'a click-only chunk that stays blocked: one reload at most, and the page stays usable',
    async () => {
      const context = await newContext(browser);
      await closeCookies(context);
      const page = await context.newPage();
      await page.route('**/assets/c/ShareDialog-*.js', (route) => route.abort('failed'));
      // The guard's window is 10 s of the page's clock: held still, a slow machine cannot outlast it.
      await page.clock.setFixedTime(new Date());
      const documents = countDocuments(page);
      await page.goto(`${baseUrl('intl')}/get-app`);
      await waitForHydration(page);
      await page.getByTestId('footer-share').click();
      // The guard reloads once for the missing chunk; the same click on the reloaded page does not loop.
      await expect.poll(documents, { timeout: 15_000 }).toBe(2);
      await waitForHydration(page);
      await page.getByTestId('footer-share').click();
      await page.waitForTimeout(1_000);
      expect(documents()).toBe(2);
      // The page is still there and its links still lead on.
      expect(await page.getByTestId('site-header').isVisible()).toBe(true);
      await page.getByTestId('logo').click();
      await page.waitForURL((url) => url.pathname === '/');
      await waitForHydration(page);
      await context.close();
    },
    SLOW,
  );
});

describe('the notification socket refused', () => {
  it(
    "shows the specification's connection problem after three attempts, then goes on by itself",
    async () => {
      const context = await newContext(browser);
      await closeCookies(context);
      await signInAs(context, 'volunteer');
      const page = await context.newPage();
      let refuse = true;
      let attempts = 0;
      await page.routeWebSocket(/\/ws\/notification\//, (ws: WebSocketRoute) => {
        attempts += 1;
        if (refuse) return void ws.close({ code: 1006 }).catch(() => undefined);
        ws.connectToServer();
      });
      await page.goto(`${baseUrl('ru')}/get-app`);
      await waitForHydration(page);
      const problem = page.getByTestId('connection-problem');
      await problem.waitFor({ timeout: 20_000 });
      expect(attempts).toBeGreaterThanOrEqual(3);
      // docs/product.md §4.8: 'connection problem' in the edition's language.
      expect(await problem.textContent()).toContain('Проблема с подключением');
      refuse = false;
      await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 20_000 });
      await problem.waitFor({ state: 'detached' });
      await context.close();
    },
    SLOW,
  );
});

describe('geolocation failing', () => {
  it(
    'a position that cannot be had says so, keeps the list, and a later try goes on',
    async () => {
      const context = await newContext(browser, { extraHTTPHeaders: { 'x-dev-edge-position': '55.7558,37.6173,RU' } });
      await closeCookies(context);
      // The browser's position source fails (code 2, position unavailable) until the test lets it answer.
      await context.addInitScript(() => {
        const w = window as unknown as { __geoOk?: boolean };
        navigator.geolocation.getCurrentPosition = (ok, fail) => {
          if (w.__geoOk)
            return ok({
              coords: { latitude: 55.75, longitude: 37.62, accuracy: 10 },
              timestamp: Date.now(),
            } as GeolocationPosition);
          fail?.({
            code: 2,
            message: 'position unavailable',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        };
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl('ru')}/recycling-points`);
      await waitForHydration(page);
      const first = await page.locator('[data-testid="finder-entry"]').first().getAttribute('data-id');
      await page.click('[data-testid="finder-locate"]');
      await expect.poll(() => page.locator('[data-testid="finder-locate"]').getAttribute('data-state')).toBe('failed');
      expect(await page.getByTestId('finder-locate-status').textContent()).toBe(
        'Местоположение сейчас недоступно; показываем пункты рядом с вашим примерным местоположением.',
      );
      expect(await page.locator('[data-testid="finder-entry"]').first().getAttribute('data-id')).toBe(first);
      await page.evaluate(() => Object.assign(window, { __geoOk: true }));
      await page.click('[data-testid="finder-locate"]');
      await page.waitForURL(/near=55\.75/);
      await waitForHydration(page);
      expect(await page.locator('[data-testid="finder-origin"]').getAttribute('data-source')).toBe('near');
      await context.close();
    },
    SLOW,
  );
});

describe('a picture that does not load', () => {
  it(
    "a point's icon shows the fallback picture",
    async () => {
      const context = await newContext(browser);
      await closeCookies(context);
      const page = await context.newPage();
      await page.route('**/icons/facility/**', (route) => route.abort('failed'));
      await page.goto(`${baseUrl('ru')}/recycling-points/a975ebf3-55d6-4fac-83e4-e9bfc57bea28`);
      await waitForHydration(page);
      const icon = page.getByTestId('public-point-icon');
      await expect.poll(() => icon.getAttribute('src')).toBe('/images/logo-fallback.svg');
      await expect
        .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await context.close();
    },
    SLOW,
  );

  it(
    "a signed-in person's photo shows the fallback avatar",
    async () => {
      const context = await newContext(browser);
      await closeCookies(context);
      await signInAs(context, 'volunteer');
      const page = await context.newPage();
      // The account's photo is one that cannot be had (as a removed upload would be).
      await page.route(/\/__test-missing-photo\.png$/, (route) => route.abort('failed'));
      await page.addInitScript(() => {
        const read = JSON.parse;
        JSON.parse = ((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
          const value = read(text, reviver) as { user?: { imageUrl?: string | null } } | null;
          if (value && typeof value === 'object' && value.user && 'imageUrl' in value.user)
            value.user.imageUrl = '/__test-missing-photo.png';
          return value;
        }) as typeof JSON.parse;
      });
      await page.goto(`${baseUrl('ru')}/get-app`);
      await waitForHydration(page);
      const avatar = page.locator('[data-testid="account-button"] img');
      await expect.poll(() => avatar.getAttribute('src'), { timeout: 15_000 }).toBe('/images/avatar-fallback.svg');
      await context.close();
    },
    SLOW,
  );
});
