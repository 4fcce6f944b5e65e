import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdRequests, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
/** A date-time-local value some days ahead (the event's own zone is chosen in the form). */
function localAhead(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(hour)}:00`;
}

async function fillEvent(page: Page, title: string) {
  await page.fill('input[name="title"]', title);
  await page.fill('input[name="summary"]', 'Убираем берег пруда вместе с соседями');
  await page.fill('textarea[name="description"]', 'Перчатки и мешки выдадим на месте. Сбор у главного входа.');
  await page.selectOption('select[name="category"]', 'cleanup');
  await page.fill('input[name="startsAt"]', localAhead(9, 10));
  await page.fill('input[name="endsAt"]', localAhead(9, 14));
  await page.selectOption('select[name="timeZone"]', 'Europe/Moscow');
  await page.fill('input[name="city"]', 'Москва');
  await page.fill('input[name="address"]', 'Чистые пруды, 1');
  await page.fill('input[name="lat"]', '55.7650');
  await page.fill('input[name="lng"]', '37.6387');
  await page.fill('input[name="capacity"]', '12');
  await page.fill('input[name="rewardPoints"]', '40');
  await page.fill('input[name="contactName"]', 'Анна Петрова');
  await page.fill('input[name="contactPhone"]', '+7 495 555-01-23');
  await page.fill('input[name="contactEmail"]', 'anna@example.org');
}

describe('charity events in Chromium', () => {
  it('the event form checks in the browser once used: an empty title is refused on its field, nothing sent', async () => {
    const creator = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(creator, 'event creator');
    const page = await creator.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/profile/create-charity-event`);
    await waitForHydration(page);
    const sent: string[] = [];
    // The notification socket asks for its ticket whenever it connects: not the form's doing.
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (req.method() !== 'GET' && pathname !== '/api/notifications/ticket') sent.push(`${req.method()} ${pathname}`);
    });
    await page.fill('input[name="summary"]', 'Без названия');
    await page.getByTestId('save-draft').click();
    await expect.poll(() => page.locator('#event-form-title-error').count()).toBe(1);
    expect(await page.getAttribute('input[name="title"]', 'aria-invalid')).toBe('true');
    expect(await page.getByTestId('event-form').getAttribute('data-conform')).toBe('attached');
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
    await creator.close();
  });

  it('a creator creates and sends an event, it is published, a volunteer finds it, signs up and sees it in their events', async () => {
    const title = `Уборка Чистых прудов ${Date.now().toString(36)}`;
    const creator = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(creator, 'event creator');
    const page = await creator.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/profile/charity-events`);
    await waitForHydration(page);
    await page.getByTestId('create-event').click();
    await page.waitForURL(/\/profile\/create-charity-event/);
    await waitForHydration(page);

    // Sending an incomplete event is refused with the product description message, and nothing typed is lost.
    await page.fill('input[name="title"]', title);
    await page.getByTestId('send-to-review').click();
    await page.waitForURL(/\/profile\/edit-charity-event\/[\w-]+\?saved=1/);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('missing-fields').textContent())
      .toContain('Заполните мероприятие полностью, чтобы отправить его на проверку');
    expect(await page.inputValue('input[name="title"]')).toBe(title);
    const id = /edit-charity-event\/([\w-]+)/.exec(page.url())![1]!;

    await fillEvent(page, title);
    await screenshot(page, 'events-editor-filled');
    await page.getByTestId('send-to-review').click();
    await page.waitForURL(/\?sent=1/);
    await waitForHydration(page);
    expect(await page.getByTestId('support-notice').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="support-notice"] a[href^="mailto:"]').count()).toBe(1);
    expect(await page.getByTestId('event-form').count()).toBe(0);
    await screenshot(page, 'events-editor-sent');
    expect(problems).toEqual([]);

    // The review (the console calls the same service; here its dev-only route).
    const manager = await newContext(browser);
    await signInAs(manager, 'manager');
    const review = await manager.request.post(`${origin}/api/dev/charity-event/${id}/review`, {
      data: { decision: 'publish' },
      headers: { origin },
    });
    expect(review.status()).toBe(200);
    await manager.close();

    const volunteer = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(volunteer, 'volunteer');
    const v = await volunteer.newPage();
    const vProblems = watchConsole(v);
    await v.goto(`${origin}/charity-events`);
    await waitForHydration(v);
    await screenshot(v, 'events-list');
    const card = v.getByTestId('event-card').filter({ hasText: title });
    expect(await card.count()).toBe(1);
    await card.getByRole('link', { name: title }).click();
    await v.waitForURL(new RegExp(`/charity-event/${id}$`));
    await waitForHydration(v);
    expect(await v.getByTestId('places-left').textContent()).toBe('Осталось 12 мест');
    await v.getByTestId('signup-button').click();
    await v.getByTestId('signed-up').waitFor();
    expect(await v.getByTestId('places-left').textContent()).toBe('Осталось 11 мест');
    await screenshot(v, 'events-page-signed-up');
    await v.goto(`${origin}/profile/my-charity-events`);
    await waitForHydration(v);
    expect(await v.getByTestId('my-events').getByText(title).count()).toBe(1);
    expect(await v.getByTestId('feed-url').inputValue()).toMatch(/\/api\/web\/v1\/charity-event\/feed\/[\w-]+\.ics$/);
    await screenshot(v, 'events-my');
    expect(vProblems).toEqual([]);
    await volunteer.close();
    await creator.close();
  });

  it('the empty-list page shows when nothing is published', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('intl')}/charity-events?city=Nowhere`);
    await waitForHydration(page);
    expect(await page.getByTestId('events-filter-empty').isVisible()).toBe(true);
    await page.goto(`${baseUrl('intl')}/charity-events/no-charity-events`);
    await waitForHydration(page);
    expect(await page.getByTestId('events-empty').getByRole('heading').textContent()).toBe('No charity events yet');
    await screenshot(page, 'events-empty');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('before hydration: a chosen filter is applied once scripts run; a value changed without an event (a restored form) is left alone', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    for (const visitor of [true, false]) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const release = await holdRequests(page, /\.js$/);
      await page.goto(`${origin}/charity-events`, { waitUntil: 'domcontentloaded' });
      const city = page.getByTestId('filter-city');
      const chosen = await city.locator('option').nth(1).getAttribute('value');
      // A visitor's choice fires input and change; a browser restoring form state fires nothing.
      if (visitor) await city.selectOption(chosen!);
      else
        await city.evaluate((select, value) => {
          (select as unknown as { value: string }).value = value;
        }, chosen!);
      release();
      await waitForHydration(page);
      if (visitor) {
        // The filters form submits on change: the visitor's choice reaches it after hydration.
        await page.waitForURL((url) => url.searchParams.get('city') === chosen);
      } else {
        await page.waitForTimeout(300);
        expect(new URL(page.url()).search).toBe('');
      }
      expect(problems).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('a deleted event’s URL lands on the deleted page', async () => {
    const creator = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(creator, 'event creator');
    const page = await creator.newPage();
    await page.goto(`${origin}/profile/create-charity-event`);
    await waitForHydration(page);
    await page.fill('input[name="title"]', 'Черновик на удаление');
    await page.getByTestId('save-draft').click();
    await page.waitForURL(/\?saved=1/);
    await waitForHydration(page);
    const id = /edit-charity-event\/([\w-]+)/.exec(page.url())![1]!;
    await page.getByTestId('delete-event').click();
    await page.getByTestId('confirm-yes').click();
    await page.waitForURL(/\/profile\/charity-events\?deleted=1/);
    await page.goto(`${origin}/charity-event/${id}`);
    await page.waitForURL(/\/charity-event-deleted\//);
    await waitForHydration(page);
    expect(await page.getByTestId('event-deleted').getByRole('heading').textContent()).toBe(
      'Мероприятие «черновик на удаление» больше недоступно',
    );
    await screenshot(page, 'events-deleted');
    await creator.close();
  });

  it('a card fills its list cell before its cover loads, however short its text (no layout shift on a phone)', async () => {
    const context = await newContext(browser, {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // Covers that never arrive: the card's width must not depend on them (Lighthouse saw a
    // 0.01 layout shift on the events list when short cards grew as their cover loaded).
    await page.route('**/covers/**', (route) => route.abort());
    await page.goto(`${origin}/charity-events`);
    const widths = await page.evaluate(() => {
      const card = document.querySelector('[data-testid="event-card"]') as HTMLElement;
      for (const el of card.querySelectorAll('h2 a, p')) el.textContent = 'A';
      return { card: card.getBoundingClientRect().width, cell: card.closest('li')!.getBoundingClientRect().width };
    });
    expect(widths.card).toBe(widths.cell);
    await context.close();
  });
});
