import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, getJson, launch, newContext, screenshot, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ApiFacility {
  id: string;
  lat: number;
  lng: number;
  name: string;
}
/** The nearest public point of the edition to a position, as its API (already tested in workerd) orders them (ADR 199: each edition lists its own points). */
async function nearest(edition: 'ru' | 'kz' | 'intl', lat: number, lng: number, skip = 0): Promise<ApiFacility> {
  const body = await getJson<{ data: ApiFacility[] }>(
    edition,
    `/api/v1/recycling-points?near=${lat},${lng}&limit=${skip + 1}`,
  );
  return body.data[skip]!;
}
const firstEntry = (page: Page) => page.locator('[data-testid="finder-entry"]').first().getAttribute('data-id');

/** The URLs of every script the page requests from now on, filled in as they go. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

describe('recycling-points finder in Chromium', () => {
  it('with a granted position, "Use my location" lists the nearest point first', async () => {
    // Stand exactly on a seeded New York point that is not the first one from the city centre.
    const target = await nearest('intl', 40.7484, -73.9857, 7);
    const context = await newContext(browser, {
      permissions: ['geolocation'],
      geolocation: { latitude: target.lat, longitude: target.lng },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/recycling-points`);
    await waitForHydration(page);
    await page.click('[data-testid="finder-locate"]');
    await page.waitForURL(/near=/);
    await waitForHydration(page);
    expect(await firstEntry(page)).toBe(target.id);
    expect(await page.locator('[data-testid="finder-origin"]').getAttribute('data-source')).toBe('near');
    expect(await page.locator('[data-testid="finder-distance"]').first().textContent()).toMatch(/^0 m$/);
    // The position is cached for an hour in local storage (docs/product.md §9).
    expect(await page.evaluate(() => localStorage.getItem('eco.geolocation'))).toContain(
      String(target.lat).slice(0, 6),
    );
    await screenshot(page, 'finder-granted');
    await context.close();
  });

  it('with permission denied, the list is ordered from the edge position and the button says so', async () => {
    const edge = { lat: 51.1694, lng: 71.4491 }; // Astana
    const expected = await nearest('kz', edge.lat, edge.lng);
    const context = await newContext(browser, {
      locale: 'kk-KZ',
      extraHTTPHeaders: { 'x-dev-edge-position': `${edge.lat},${edge.lng},KZ` },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/recycling-points`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="finder-origin"]').getAttribute('data-source')).toBe('edge');
    expect(await firstEntry(page)).toBe(expected.id);
    await page.click('[data-testid="finder-locate"]');
    await expect.poll(() => page.locator('[data-testid="finder-locate"]').getAttribute('data-state')).toBe('denied');
    expect(await page.locator('[data-testid="finder-locate-status"]').textContent()).toContain('Геолокация');
    expect(await firstEntry(page)).toBe(expected.id);
    await context.close();
  });

  it('without JavaScript the server-rendered list, search, chips and open-now toggle work', async () => {
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-dev-edge-position': '55.7558,37.6173,RU' },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    // A page of ten (ADR 173), and the next page is a plain link.
    expect(await page.locator('[data-testid="finder-entry"]').count()).toBe(10);
    expect(await page.locator('[data-testid="finder-next"]').getAttribute('href')).toContain('offset=10');
    expect(await page.locator('[data-testid="finder-next"]').textContent()).toBe('Вперёд');
    await page.fill('[data-testid="finder-q"]', 'cardbord');
    await page.click('label:has([data-testid="finder-material-paper"])');
    await page.click('[data-testid="finder-submit"]');
    await page.waitForURL(/q=cardbord/);
    expect(page.url()).toContain('material=paper');
    const entries = page.locator('[data-testid="finder-entry"]');
    expect(await entries.count()).toBeGreaterThan(0);
    for (const text of await entries.allTextContents()) {
      expect(text).toContain('Картон');
      expect(text).toContain('Бумага');
    }
    await page.check('[data-testid="finder-open-now"]');
    await page.click('[data-testid="finder-submit"]');
    await page.waitForURL(/open=now/);
    for (const state of await page
      .locator('[data-testid="finder-open-state"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))))
      expect(state).toBe('open');
    // The entry links to the point page.
    const href = await page.locator('[data-testid="finder-entry-link"]').first().getAttribute('href');
    expect(href).toMatch(/^\/recycling-points\/[0-9a-f-]{36}$/);
    await context.close();
  });

  it('when the map cannot load (no tiles here) the list keeps working, and Leaflet is not first-load JavaScript', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = scriptRequests(page);
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    const firstLoad = await page
      .locator('link[rel="modulepreload"], script[src]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? e.getAttribute('src')));
    expect(firstLoad.some((src) => src?.includes('leaflet'))).toBe(false);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('failed');
    expect(scripts.some((src) => src.includes('leaflet-map'))).toBe(true);
    // Leaflet itself ran: the list's points became (clustered) markers, only the tiles are missing.
    await expect.poll(() => page.locator('[data-testid="finder-map"] .leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="finder-map"] .marker-cluster').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="finder-map-failed"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="finder-entry"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'finder-map-failed');
    // An owner's point (the list from Moscow's centre, ADR 199, may open with OpenStreetMap ones, whose page has no centred link back).
    const link = page.locator('[data-testid="finder-entry-link"]:not([href*="/osm-node-"])').first();
    const name = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/\/recycling-points\/[0-9a-f-]{36}$/);
    expect(await page.locator('h1').textContent()).toBe(name);
    // The point page links back to the finder centred on it.
    await page.click('[data-testid="point-finder-link"]');
    await page.waitForURL(/point=/);
    expect(await page.locator('[data-testid="finder-entry"][data-selected]').count()).toBe(1);
    await context.close();
  });

  it('with tiles available, markers and list entries highlight each other', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Serve every tile from the test (a 1×1 PNG), as a deployment's tile server would.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
      'base64',
    );
    await page.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png }),
    );
    await page.goto(`${baseUrl('ru')}/recycling-points?q=${encodeURIComponent('Сретенка')}&near=55.7558,37.6173`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('ready');
    const entries = page.locator('[data-testid="finder-entry"]');
    expect(await entries.count()).toBeGreaterThan(0);
    // List → map: hovering an entry marks its marker.
    await entries.first().hover();
    await expect.poll(() => page.locator('.finder-marker--active').count()).toBe(1);
    // Map → list: clicking a single marker selects its entry.
    await page.mouse.move(0, 0);
    const marker = page.locator('[data-testid="finder-map"] .finder-marker:not(.finder-marker--active)').first();
    await marker.dispatchEvent('click'); // the cookie notice may cover the map's lower half
    await expect.poll(() => page.locator('[data-testid="finder-entry"][data-selected]').count()).toBe(1);
    await screenshot(page, 'finder-map');
    await context.close();
  });

  it.each([
    ['kz', '/recycling-points', 375],
    ['kz', '/ru-kz/recycling-points', 768],
    ['ru', '/recycling-points', 1000],
    ['intl', '/recycling-points', 1440],
  ] as const)('%s %s at %ipx: list first on phones, no horizontal overflow', async (edition, path, width) => {
    const context = await newContext(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl(edition)}${path}`);
    await waitForHydration(page);
    const m = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="finder-list"]')!.getBoundingClientRect();
      const map = document.querySelector('[data-testid="finder-map-area"]')!.getBoundingClientRect();
      return {
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
        listTop: list.top,
        mapTop: map.top,
        listLeft: list.left,
        mapLeft: map.left,
      };
    });
    expect(m.scroll).toBeLessThanOrEqual(m.inner);
    if (width < 1000) expect(m.listTop).toBeLessThan(m.mapTop);
    else expect(m.listLeft).toBeLessThan(m.mapLeft);
    await context.close();
  });

  it('on a phone, Leaflet loads only when the map nears the screen, not for a visitor who reads the list', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const scripts = scriptRequests(page);
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    await waitForHydration(page);
    await page.waitForTimeout(2000);
    expect(scripts.some((src) => src.includes('leaflet-map'))).toBe(false);
    expect(await page.locator('[data-testid="finder-map-area"]').getAttribute('data-state')).toBe('waiting');
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('failed');
    expect(scripts.some((src) => src.includes('leaflet-map'))).toBe(true);
    await context.close();
  });

  it('never widens the page while the map loads, even when its stylesheet is slow', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
      'base64',
    );
    await page.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png }),
    );
    // leaflet.css arrives 1.5 s late: the map must wait for it rather than lay out unstyled tiles.
    await page.route('**/vendor/leaflet/leaflet.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl('ru')}/recycling-points`);
    await waitForHydration(page);
    // On a phone the map lies below the list and loads when it nears the screen (FinderMap.tsx).
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    let widest = 0;
    for (let i = 0; i < 40; i++) {
      const m = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        state: document.querySelector('[data-testid="finder-map-area"]')!.getAttribute('data-state'),
      }));
      widest = Math.max(widest, m.scroll);
      if (m.state === 'ready') break;
      await page.waitForTimeout(100);
    }
    expect(await page.locator('[data-testid="finder-map-area"]').getAttribute('data-state')).toBe('ready');
    expect(widest).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('is linked from the header and the home page', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/`);
    expect(await page.locator('[data-testid="site-header"] a[href="/recycling-points"]').count()).toBe(1);
    await page.click('[data-testid="home-finder"]');
    await page.waitForURL(/\/recycling-points$/);
    expect(await page.locator('[data-testid="finder"]').count()).toBe(1);
    await context.close();
  });
});
