/**
 * The second product audit ("what the pages get wrong"), each checked where a visitor meets it:
 * the places count after a cancellation, headings that break mid-word, overlays over the home's
 * main actions, `?modal=` dialogs before the scripts, the events filters on a phone, the map's
 * attribution, the language picker, the share button on OpenStreetMap points, the event summary.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeCookies,
  holdRequests,
  launch,
  newContext,
  waitForHydration,
  watchConsole,
  serveStandInTiles,
} from './browser';
import { registerVolunteer, signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');

/** A published event with `capacity` places (the creator's API and the dev-only review route). */
async function publishedEvent(
  capacity: number,
  summary = 'Проверяем счётчик мест',
  description = 'Одно место на всех.',
): Promise<string> {
  const creator = await newContext(browser, { locale: 'ru-RU' });
  await signInAs(creator, 'event creator');
  const start = new Date(Date.now() + 6 * 86400_000);
  const day = start.toISOString().slice(0, 10);
  const created = await creator.request.post(`${origin}/api/web/v1/charity-event`, {
    headers: { origin },
    data: {
      title: `Счётчик ${Date.now().toString(36)}`,
      summary,
      description,
      category: 'cleanup',
      startsAt: `${day}T10:00`,
      endsAt: `${day}T12:00`,
      timeZone: 'Europe/Moscow',
      address: 'Чистые пруды, 1',
      city: 'Москва',
      capacity,
      rewardPoints: 10,
      contactName: 'Анна',
      contactPhone: '+7 495 555-01-23',
      contactEmail: 'anna@example.org',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (
      await creator.request.post(`${origin}/api/web/v1/charity-event/${id}/send-to-review`, { headers: { origin } })
    ).status(),
  ).toBe(200);
  await creator.close();
  const manager = await newContext(browser);
  await signInAs(manager, 'manager');
  expect(
    (
      await manager.request.post(`${origin}/api/dev/charity-event/${id}/review`, {
        data: { decision: 'publish' },
        headers: { origin },
      })
    ).status(),
  ).toBe(200);
  await manager.close();
  return id;
}

describe('the event page counts places as the server does', () => {
  it('after a cancellation hands the place to the first in line, the page says no places are left', {
    timeout: 120_000,
  }, async () => {
    const id = await publishedEvent(1);
    const holder = await newContext(browser, { locale: 'ru-RU' });
    await closeCookies(holder);
    await registerVolunteer(holder, 'count');
    const h = await holder.newPage();
    const problems = watchConsole(h);
    await h.goto(`${origin}/charity-event/${id}`);
    await waitForHydration(h);
    await h.getByTestId('signup-button').click();
    await h.getByTestId('signed-up').waitFor();
    expect(await h.getByTestId('places-left').textContent()).toBe('Мест не осталось');

    // Someone joins the line (through the API: only the count on the holder's page matters here).
    const waiter = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(waiter, 'volunteer');
    const joined = await waiter.request.post(`${origin}/api/web/v1/charity-event/${id}/signup`, {
      headers: { origin },
    });
    expect(((await joined.json()) as { waiting: boolean }).waiting).toBe(true);

    await h.getByTestId('signup-cancel').click();
    await h.getByTestId('confirm-yes').click();
    await h.getByTestId('waitlist-join').waitFor();
    expect(await h.getByTestId('places-left').textContent()).toBe('Мест не осталось');
    expect(problems).toEqual([]);
    await Promise.all([holder.close(), waiter.close()]);
  });
});

describe('the event page', () => {
  it('shows the summary once when the description opens with it', { timeout: 120_000 }, async () => {
    const summary = 'Убираем берег пруда всей семьёй';
    const id = await publishedEvent(10, summary, `${summary}.\n\nВозьмите перчатки и воду.`);
    const context = await newContext(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${origin}/charity-event/${id}`);
    const text = await page.getByTestId('event-page').innerText();
    expect(text.split(summary).length - 1).toBe(1);
    expect(await page.getByTestId('event-description').innerText()).toBe('Возьмите перчатки и воду.');
    await context.close();
  });
});

describe('an OpenStreetMap point page', () => {
  it('has a Share button that shares the point itself', { timeout: 60_000 }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await closeCookies(context);
    // No native share on this "device": the dialog shows the link that would be shared.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/recycling-points/osm-node-9100000002`);
    await waitForHydration(page);
    await page.getByTestId('share-button').click();
    const link = await page.getByTestId('share-dialog').getByTestId('share-link').inputValue();
    expect(link).toContain('/recycling-points/osm-node-9100000002');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the language picker', () => {
  it('names each language in that language, never by a country code', { timeout: 60_000 }, async () => {
    const context = await newContext(browser, { locale: 'kk-KZ' });
    await closeCookies(context);
    const page = await context.newPage();
    for (const [path, label] of [
      ['/', 'Қаз'],
      ['/ru-kz', 'Рус'],
    ] as const) {
      await page.goto(`${baseUrl('kz')}${path}`);
      expect(await page.getByTestId('language-picker').locator('button span[lang]').textContent()).toBe(label);
    }
    await context.close();
  });
});

describe("the finder map's attribution", () => {
  it("is in the page's language, credits OpenStreetMap and carries no Leaflet prefix", {
    timeout: 60_000,
  }, async () => {
    const context = await newContext(browser, { locale: 'kk-KZ', viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    const page = await context.newPage();
    // Every tile from the test (a 1×1 PNG), as a deployment's tile server would serve it.
    await serveStandInTiles(page);
    for (const [path, credit] of [
      ['/recycling-points', '© OpenStreetMap қатысушылары'],
      ['/ru-kz/recycling-points', '© участники OpenStreetMap'],
    ] as const) {
      await page.goto(`${baseUrl('kz')}${path}`);
      await waitForHydration(page);
      await expect
        .poll(() => page.locator('[data-testid="finder-map-area"]').getAttribute('data-state'), { timeout: 10_000 })
        .toBe('ready');
      const control = page.locator('[data-testid="finder-map"] .leaflet-control-attribution');
      expect((await control.innerText()).trim()).toBe(credit);
      expect(await control.locator('a[href="https://www.openstreetmap.org/copyright"]').count()).toBe(1);
      expect(await control.locator('svg, a[href*="leafletjs"]').count()).toBe(0);
    }
    await context.close();
  });
});

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

describe('?modal= dialogs', () => {
  it('are open in the server HTML (visible while the scripts are held), and stay the same dialog after hydration', {
    timeout: 90_000,
  }, async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    for (const [path, id] of [
      ['/?modal=question', 'modal-question'],
      ['/get-app?modal=write-to-us', 'modal-write-to-us'],
    ] as const) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const release = await holdRequests(page, /\.js$/);
      await page.goto(`${baseUrl('intl')}${path}`, { waitUntil: 'domcontentloaded' });
      const modal = page.getByTestId(id);
      expect(await modal.isVisible()).toBe(true);
      await modal.getByTestId('field-name').fill('Kim');
      release();
      await waitForHydration(page);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(await modal.isVisible()).toBe(true);
      expect(await modal.getByTestId('field-name').inputValue()).toBe('Kim');
      await page.getByTestId(`${id}-close`).click();
      await modal.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});

describe('the registration form', () => {
  it('has no two controls of one name (html-validate form-dup-name) besides its one checkbox group', {
    timeout: 60_000,
  }, async () => {
    const { HtmlValidate, StaticConfigLoader } = await import('html-validate');
    // The roles are one checkbox group (a fieldset with a legend, one name, one value each): the
    // rule's default shares names only for radios and buttons, so checkboxes are added here.
    // Renaming them `roles[]` stopped hydration of a page with a role chosen: kept as `roles`.
    const validator = new HtmlValidate(
      new StaticConfigLoader({
        rules: { 'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }] },
      }),
    );
    for (const path of ['/registration', '/registration?role=user']) {
      const html = await (await fetch(`${origin}${path}`)).text();
      const report = await validator.validateString(html);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.message} (${m.selector ?? ''})`));
      expect(messages, path).toEqual([]);
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
