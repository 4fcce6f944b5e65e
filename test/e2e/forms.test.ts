import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('public forms in the browser', () => {
  it('?modal=write-to-us opens the modal, leaves the URL, validates and sends', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('intl')}/get-app?modal=write-to-us`);
    await waitForHydration(page);
    const modal = page.getByTestId('modal-write-to-us');
    await modal.waitFor({ state: 'visible' });
    expect(new URL(page.url()).search).toBe('');
    expect(await modal.getByRole('heading', { level: 2 }).textContent()).toBe('Write to us');

    // Submit blocked while invalid: the messages show and nothing is sent.
    await modal.getByTestId('form-submit').click();
    await expect.poll(() => modal.getByTestId('field-error').count()).toBe(4);
    expect(await modal.getByTestId('field-error').first().textContent()).toBe('This field is required');
    await modal.getByTestId('field-email').fill('kim@');
    await modal.getByTestId('field-email').blur();
    await expect.poll(() => modal.getByText('Value is not a valid email address').count()).toBe(1);
    await screenshot(page, 'forms-write-to-us-errors');

    await modal.getByTestId('field-name').fill('Kim');
    await modal.getByTestId('field-email').fill('kim@example.org');
    await modal.getByTestId('field-city').fill('Austin');
    await modal.getByTestId('phone-number').fill('91123456789');
    await modal.getByTestId('field-text').fill('Hello from the browser');
    await modal.getByTestId('form-submit').click();
    await modal.getByTestId('modal-write-to-us-success').waitFor();
    expect(await modal.getByTestId('modal-write-to-us-success').textContent()).toContain(
      'Your request has been successfully processed',
    );
    await screenshot(page, 'forms-write-to-us-success');
    // Send again returns to an empty form.
    await modal.getByTestId('modal-write-to-us-again').click();
    expect(await modal.getByTestId('field-text').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the write-to-us page checks in the browser once used: a Moscow number with Kazakhstan chosen is refused on its field, nothing posted', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('kz')}/ru-kz/write-to-us`);
    await waitForHydration(page);
    const form = page.getByTestId('form-write-to-us');
    await form.getByTestId('field-name').pressSequentially('Айгерим');
    await expect.poll(() => form.getAttribute('data-conform')).toBe('attached');
    await form.getByTestId('field-email').fill('aigerim@example.kz');
    await form.getByTestId('field-city').fill('Алматы');
    // Kazakhstan is the Kazakh edition's default; +7 916… is a Russian mobile number.
    expect(await page.getByTestId('phone-country-button').textContent()).toContain('+7');
    await form.getByTestId('phone-number').fill('9161234567');
    await form.getByTestId('field-text').fill('Здравствуйте');
    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posted.push(req.url());
    });
    await form.getByTestId('form-submit').click();
    await expect.poll(() => form.getByTestId('field-error').count()).toBe(1);
    expect(
      await page.locator(`[id="${await form.getByTestId('phone-number').getAttribute('id')}-error"]`).count(),
    ).toBe(1);
    expect(posted).toEqual([]);
    // A Kazakh number passes, and the page posts natively.
    await form.getByTestId('phone-number').fill('7012345678');
    await expect.poll(() => form.getByTestId('field-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('phone input: digits only, capped at the country maximum', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/?modal=write-to-us`);
    await waitForHydration(page);
    const number = page.getByTestId('phone-number');
    await number.waitFor();
    // Argentina is the international default; its longest national number has 11 digits.
    expect(await page.getByTestId('phone-country-button').textContent()).toContain('+54');
    await number.pressSequentially('ab11-23 45678999x');
    expect(await number.inputValue()).toBe('11234567899');
    // Choosing Azerbaijan (9 digits) from the filterable list cuts the number.
    await page.getByTestId('phone-country-button').click();
    await page.getByTestId('phone-country-filter').fill('Azerbaijan');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('phone-country-button').textContent()).toContain('+994');
    expect(await number.inputValue()).toBe('112345678');
    await context.close();
  });

  it('phone country list is limited outside the international edition, filterable, localized', async () => {
    const ru = await newContext(browser, { locale: 'ru-RU' });
    const ruPage = await ru.newPage();
    await ruPage.goto(`${baseUrl('ru')}/?modal=write-to-us`);
    await waitForHydration(ruPage);
    await ruPage.getByTestId('phone-country-button').click();
    const options = ruPage.getByTestId('phone-country-list').getByRole('option');
    await expect.poll(() => options.count()).toBe(12);
    expect(await options.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Россия +7'), expect.stringContaining('+374')]),
    );
    await ruPage.getByTestId('phone-country-filter').fill('Аргентина');
    expect(await ruPage.getByTestId('phone-country-list').textContent()).toBe('Ничего не найдено');
    await screenshot(ruPage, 'forms-phone-list-ru');
    await ru.close();
  });

  it('the home page inquiry entry opens the inquiry modal titled by audience', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/`);
    await waitForHydration(page);
    await page.getByTestId('inquiry-recycling-companies').click();
    const modal = page.getByTestId('modal-inquiry');
    await modal.waitFor();
    expect(await modal.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Request from waste management and recycling companies',
    );
    expect(await modal.getByTestId('field-orgName').count()).toBe(1);
    await screenshot(page, 'forms-inquiry-modal');
    await context.close();
  });

  it('works with JavaScript off: the support question page posts and shows the result', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/support/question`);
    await page.getByTestId('field-name').fill('Nika');
    await page.getByTestId('field-email').fill('not-an-email');
    await page.getByTestId('form-submit').click();
    await page.waitForLoadState();
    expect(await page.getByText('Value is not a valid email address').count()).toBe(1);
    expect(await page.getByTestId('field-name').inputValue()).toBe('Nika');
    await page.getByTestId('field-email').fill('nika@example.org');
    await page.getByTestId('field-city').fill('Lima');
    await page.getByTestId('field-text').fill('How do I register a recycling point?');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-page-success').waitFor();
    expect(await page.getByTestId('form-page-success').textContent()).toContain(
      'Your question has been successfully sent for consideration',
    );
    await screenshot(page, 'forms-nojs-success');
    await context.close();
  });
});
