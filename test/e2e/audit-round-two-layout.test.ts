/**
 * The second product audit's layout checks (audit-round-two.test.ts has the rest): headings that
 * break mid-word, overlays over the home's main actions, and on a phone the events filters, the
 * finder's placeholder and OpenStreetMap opening hours.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeCookies, launch, newContext, waitForHydration } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');

/**
 * Words of the page's headings that the browser split across lines. This Chromium has no
 * hyphenation dictionaries, so any split here is one without a hyphen.
 */
async function splitWords(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

describe('headings', () => {
  it('wrap between words and never split one without a hyphen', { timeout: 90_000 }, async () => {
    const cases = [
      { width: 1280, path: '/recycling-points/746a58c0-70cb-4116-8080-49f5dcd6877d' },
      { width: 375, path: '/charity-events' },
      { width: 375, path: '/recycling-points/746a58c0-70cb-4116-8080-49f5dcd6877d' },
      { width: 375, path: '/recycling-points/osm-node-9100000002' },
    ];
    for (const { width, path } of cases) {
      const context = await newContext(browser, { locale: 'ru-RU', viewport: { width, height: 800 } });
      await closeCookies(context);
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      expect(await splitWords(page), `${path} at ${width}px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} at ${width}px fits`,
      ).toBe(true);
      // Where a word cannot fit, the browser hyphenates by the page's language instead.
      const style = await page
        .locator('h1')
        .first()
        .evaluate((h) => {
          const s = getComputedStyle(h);
          return {
            hyphens: s.hyphens,
            overflowWrap: s.overflowWrap,
            wordBreak: s.wordBreak,
            lang: h.closest('[lang]')?.getAttribute('lang'),
          };
        });
      expect(style).toEqual({ hyphens: 'auto', overflowWrap: 'normal', wordBreak: 'normal', lang: 'ru-RU' });
      await context.close();
    }
  });
});

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('overlays', () => {
  it('on the Kazakh home at 1280×800 the language prompt and the cookie notice cover neither the search nor the main buttons, nor each other', {
    timeout: 60_000,
  }, async () => {
    // A Russian-speaking browser on the Kazakh home: the language prompt offers Russian.
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/`);
    await waitForHydration(page);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const prompt = await box('[data-testid="language-prompt"]');
    const cookies = await box('[data-testid="cookie-notice"]');
    const hero = [
      await box('#guide-q-home'),
      ...(await Promise.all(
        (await page.locator('[data-testid="home-hero"] .btn').all()).map(async (b) => (await b.boundingBox())!),
      )),
    ];
    expect(hero.length).toBeGreaterThanOrEqual(4);
    for (const target of hero) {
      expect(intersect(prompt, target), `prompt over ${JSON.stringify(target)}`).toBe(false);
      expect(intersect(cookies, target), `cookie notice over ${JSON.stringify(target)}`).toBe(false);
    }
    expect(intersect(prompt, cookies)).toBe(false);
    await context.close();
  });

  it("a toast never covers the cookie notice's button", { timeout: 60_000 }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    await signInAs(context, 'volunteer');
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const userId = await page.evaluate(
      () => (window as unknown as { __STATE__?: { user?: { id: string } } }).__STATE__?.user?.id ?? '',
    );
    for (const name of ['Первый', 'Второй', 'Третий']) {
      const res = await context.request.post(`${origin}/api/dev/notify`, {
        headers: { origin },
        data: {
          userId,
          kind: 'review',
          messageKey: 'notifications.messages.facilityAccepted',
          params: { name },
          link: '/profile/recycling-points',
        },
      });
      expect(res.status()).toBe(201);
    }
    await expect.poll(() => page.getByTestId('notification-toast').count(), { timeout: 15_000 }).toBe(3);
    const button = (await page.getByTestId('cookie-notice-close').boundingBox())!;
    for (const toast of await page.getByTestId('notification-toast').all())
      expect(intersect((await toast.boundingBox())!, button)).toBe(false);
    await context.close();
  });
});

describe('on a phone (375×667)', () => {
  const phone = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

  it('the events filters fold behind one "Filters" button with the active count, which opens without JavaScript', {
    timeout: 60_000,
  }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/charity-events`);
    const form = (await page.locator('#events-filters').boundingBox())!;
    // Folded: the button and the count, not five fields (about 520px before); the list starts on the first screen.
    expect(form.height).toBeLessThan(160);
    expect(form.y + form.height).toBeLessThan(667 - 120);
    expect(await page.getByTestId('events-filters-toggle').textContent()).toBe('Фильтры');
    expect(await page.getByTestId('filter-city').isVisible()).toBe(false);
    await page.getByTestId('events-filters-toggle').click();
    expect(await page.getByTestId('filter-city').isVisible()).toBe(true);
    const city = await page.getByTestId('filter-city').locator('option').nth(1).getAttribute('value');
    await page.goto(`${origin}/charity-events?city=${encodeURIComponent(city!)}&when=week`);
    expect(await page.getByTestId('events-filters-toggle').textContent()).toBe('Фильтры · выбрано 2');
    await context.close();
  });

  it("the finder's placeholder fits its box in every language", { timeout: 150_000 }, async () => {
    const context = await newContext(browser, { ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const url of [
      `${origin}/recycling-points`,
      `${baseUrl('kz')}/recycling-points`,
      `${baseUrl('kz')}/ru-kz/recycling-points`,
      `${baseUrl('intl')}/recycling-points`,
    ]) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const fits = await page.getByTestId('finder-q').evaluate((input: HTMLInputElement) => {
        const s = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return { text: input.placeholder, width: context2d.measureText(input.placeholder).width, room };
      });
      expect(fits.width, `${url}: "${fits.text}"`).toBeLessThanOrEqual(fits.room);
    }
    await context.close();
  });

  it('OpenStreetMap opening hours take one row per run of equal days, each at most two lines', {
    timeout: 60_000,
  }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/recycling-points/osm-node-9100000002`);
    const hours = page.getByTestId('osm-hours');
    expect(await hours.locator('dt').allTextContents()).toEqual(['Пн\u2060–\u2060Пт', 'Сб\u2060–\u2060Вс']);
    const lineHeight = await hours.evaluate((dl) => parseFloat(getComputedStyle(dl).lineHeight));
    for (const dd of await hours.locator('dd').all())
      expect((await dd.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await context.close();
  });
});
