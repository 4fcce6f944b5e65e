/**
 * The second product audit ("what the pages get wrong"), each checked where a visitor meets it:
 * the places count after a cancellation, `?modal=` dialogs before the scripts, the map's
 * attribution, the language picker, the share button on OpenStreetMap points, the event summary,
 * the registration form's names. Headings, overlays and the phone's layout are in
 * audit-round-two-layout.test.ts.
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
