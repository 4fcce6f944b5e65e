/**
 * The point editor on Conform with the worker's facility schemas
 * (ui/shared/facility/form-data.ts): a bad value shows its localized error on that very field,
 * nothing is sent while the form is invalid, and the worker's 422 field problem lands on the
 * same field as the browser's own error would.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const errorOf = async (page: Page, testId: string) => {
  const id = await page.getByTestId(testId).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

describe('the point editor', () => {
  it('client errors on their fields (a contact link, hours out of order), then the worker’s 422 problem on its field', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const saves: string[] = [];
    await page.route('**/api/web/v1/facility/facility/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      saves.push(route.request().postData() ?? '');
      // What the worker answers for a material it does not know (worker/routes/facility-api.ts), without storing a point.
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'invalid_facility',
            message: 'Проверьте поля',
            problems: [{ path: 'rates.0.srmId', code: 'unknownOption', message: 'Выберите значение из списка' }],
          },
        }),
      });
    });
    await page.goto(`${baseUrl()}/profile/create-recycling-point`);
    await waitForHydration(page);
    await page
      .getByTestId('cookie-notice-close')
      .click({ timeout: 3000 })
      .catch(() => undefined);

    // A script link in a contact: refused on blur, on that field.
    const website = page.getByTestId('field-contacts.website');
    await website.fill('javascript:alert(1)');
    await website.blur();
    await expect.poll(() => website.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(page, 'field-contacts.website')).toBe('Здесь принимаются только веб-ссылки (http, https).');
    await website.fill('https://eco.example.org');
    await expect.poll(() => website.getAttribute('aria-invalid')).toBe(null);

    // Closing before opening: the completeness rules put it on Tuesday's closing time; nothing is sent.
    await page.getByTestId('field-name').fill('Conform point');
    await page.getByTestId('field-workingHours.tuesday.start').fill('18:00');
    await page.getByTestId('field-workingHours.tuesday.end').fill('09:00');
    await page.getByTestId('save-and-send').click();
    const end = page.getByTestId('field-workingHours.tuesday.end');
    await expect.poll(() => end.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(page, 'field-workingHours.tuesday.end')).toBe(
      'Время закрытия должно быть позже времени открытия',
    );
    await page.getByTestId('incomplete-summary').waitFor();
    expect(saves).toEqual([]);
    // The supervisor's phone (two parts, one hidden E.164 field) is rechecked as it is typed.
    const phone = page.getByTestId('field-supervisorContacts.phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    await phone.fill('9161234567');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe(null);

    // A draft passes the browser's rules; the worker refuses the material, and its problem shows on the material field.
    await page.getByTestId('field-rates.0.srmId').selectOption('3');
    await page.getByTestId('save-draft').click();
    const material = page.getByTestId('field-rates.0.srmId');
    await expect.poll(() => material.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(page, 'field-rates.0.srmId')).toBe('Выберите значение из списка');
    expect(saves.length).toBe(1);
    expect(JSON.parse(saves[0]!).data.attributes.rates[0].srm_id).toBe(3);
    expect(await page.getByTestId('error-dialog').isVisible()).toBe(false);
    // Choosing again revalidates with the browser's rules: the worker's error goes.
    await material.selectOption('1');
    await expect.poll(() => material.getAttribute('aria-invalid')).toBe(null);
    expect(problems.filter((p) => !/422|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });
});
