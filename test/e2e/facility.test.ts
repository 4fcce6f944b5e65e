/**
 * browser journey: the owner creates a complete point, saves a draft, sends it to review,
 * converts it back to draft after confirming, deletes a declined one; a non-owner sees the public
 * page of an accepted point and a 404 for a draft. Uses the dev seed (scripts/seed-data).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with the seed
import { demoFacilityId } from '../../scripts/seed-facilities.mjs';
import {
  baseUrl,
  holdRequests,
  launch,
  newContext,
  screenshot,
  waitForHydration,
  watchConsole,
  serveStandInTiles,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(context: BrowserContext, email: string) {
  const res = await context.request.post(`${baseUrl()}/api/auth/email`, {
    form: { grant_type: 'password', email, password: 'Demo2024pass' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const card = (page: Page, name: string) => page.locator('[data-testid="point-card"]', { hasText: name });

describe('recycling points in Chromium', () => {
  it('owner: create complete point → draft → review → back to draft; delete a declined one', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await signIn(context, 'points@example.org');
    const page = await context.newPage();
    const problems = watchConsole(page);
    // The editor's pin map (ADR 200) draws tiles from the test deployment's closed-port template
    // (LOCAL_VARS): served here as the finder tests do, so only the page's own failures count.
    await serveStandInTiles(page);

    await page.goto(`${baseUrl()}/profile/create-recycling-point`);
    await waitForHydration(page);
    const name = `E2E point ${Date.now()}`;
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('field-address').fill('Moscow, Profsoyuznaya st. 10');
    await page.getByTestId('field-collectionRules').fill('Clean plastic only.');
    await page.getByTestId('field-contacts.phone').fill('+74955550199');
    await page.getByTestId('field-supervisorContacts.name').fill('Olga Ivanova');
    await page.getByTestId('field-supervisorContacts.email').fill('olga@example.org');
    await page.getByTestId('field-supervisorContacts.phone').fill('9161234567');
    await page.getByTestId('field-workingHours.monday.worksFullDay').check();
    await page.getByTestId('field-workingHours.tuesday.start').fill('09:00');
    await page.getByTestId('field-workingHours.tuesday.end').fill('18:00');
    await page.getByTestId('field-workingHours.tuesday.noLunchBreak').check();
    await page.getByTestId('field-rates.0.srmId').selectOption('3');
    await page.getByTestId('field-rates.0.unitsSlug').selectOption('kg');
    await page.getByTestId('field-rates.0.price').fill('12,5');
    await page.getByTestId('icon-3').check({ force: true });
    await screenshot(page, 'facility-form-filled');

    await page.getByTestId('save-draft').click();
    await page.getByTestId('notice-success').waitFor();
    await page.waitForURL(/\/profile\/edit-recycling-point\/[0-9a-f-]+$/);
    await expect.poll(() => page.getByTestId('facility-status').getAttribute('data-status')).toBe('draft');

    await page.getByTestId('save-and-send').click();
    await page.waitForURL(/\/profile\/recycling-points$/);
    await waitForHydration(page);
    await page.getByTestId('notice-success').waitFor();
    expect(await card(page, name).getAttribute('data-status')).toBe('checking');
    await screenshot(page, 'facility-list-checking');

    await card(page, name).getByTestId('action-convertToDraft').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'facility-confirm-to-draft');
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => card(page, name).getAttribute('data-status')).toBe('draft');

    const declined = page.locator(`[data-point-id="${demoFacilityId('declined')}"]`);
    await declined.getByTestId('action-delete').click();
    await page.getByTestId('confirm-yes').click();
    await declined.waitFor({ state: 'detached' });
    await page.locator('[data-testid="notice-success"]', { hasText: 'удалён' }).first().waitFor();
    await screenshot(page, 'facility-list-after-delete');

    // The list offers exactly the actions of each status.
    const accepted = page.locator(`[data-point-id="${demoFacilityId('accepted')}"]`);
    expect(
      await accepted
        .locator('[data-testid^="action-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).sort()),
    ).toEqual(['action-closePermanently', 'action-closeTemporarily']);
    await accepted.getByTestId('action-closeTemporarily').click();
    await page.getByTestId('close-dialog').waitFor();
    await page.getByTestId('close-confirm').click();
    // The dialog's schema loads with it (Conform): the answer may take a moment.
    await expect.poll(() => page.getByTestId('close-reason').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'facility-close-dialog');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('incomplete send-to-review shows the missing fields and keeps the input', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await signIn(context, 'points@example.org');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/create-recycling-point`);
    await waitForHydration(page);
    await page.getByTestId('field-name').fill('Half done');
    await page.getByTestId('save-and-send').click();
    await page.getByTestId('incomplete-summary').waitFor();
    expect(await page.getByTestId('field-address').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('field-name').inputValue()).toBe('Half done');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-address');
    await screenshot(page, 'facility-form-incomplete');
    await context.close();
  });

  it('what is typed, ticked and chosen before hydration stays, and the form works with it', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await signIn(context, 'points@example.org');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await serveStandInTiles(page);
    // The scripts wait until the visitor has filled the server's HTML (a slow connection).
    const release = await holdRequests(page, /\.js$/);
    await page.goto(`${baseUrl()}/profile/create-recycling-point`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('field-name').fill('Typed early');
    await page.getByTestId('field-collectionRules').fill('Only clean glass.');
    await page.getByTestId('field-workingHours.monday.worksFullDay').check();
    await page.getByTestId('field-supervisorContacts.phone-country').selectOption('KZ');
    release();
    await waitForHydration(page);
    // The held values are the components' state now: a render keeps them and the submit sends them.
    await page.getByTestId('save-and-send').click();
    await page.getByTestId('incomplete-summary').waitFor();
    expect(await page.getByTestId('field-name').inputValue()).toBe('Typed early');
    expect(await page.getByTestId('field-collectionRules').inputValue()).toBe('Only clean glass.');
    expect(await page.getByTestId('field-workingHours.monday.worksFullDay').isChecked()).toBe(true);
    expect(await page.getByTestId('field-supervisorContacts.phone-country').inputValue()).toBe('KZ');
    expect(await page.getByTestId('field-name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByTestId('field-address').getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('non-owner: public page of an accepted point, 404 for a draft', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await signIn(context, 'volunteer@example.org');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const ok = await page.goto(`${baseUrl()}/recycling-points/${demoFacilityId('accepted')}`);
    expect(ok?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByText('ЭкоСбор — Лесная').first().waitFor();
    expect(await page.getByTestId('public-rate').count()).toBe(4);
    expect(await page.getByTestId('route-link').getAttribute('href')).toContain('yandex.ru/maps');
    expect(await page.getByTestId('facility-status').count()).toBe(0);
    await screenshot(page, 'facility-public-page');
    expect(problems).toEqual([]);
    const missing = await page.goto(`${baseUrl()}/recycling-points/${demoFacilityId('draft')}`);
    expect(missing?.status()).toBe(404);
    await context.close();

    const guest = await newContext(browser);
    const guestPage = await guest.newPage();
    expect((await guestPage.goto(`${baseUrl('intl')}/recycling-points/${demoFacilityId('accepted')}`))?.status()).toBe(
      200,
    );
    await screenshot(guestPage, 'facility-public-page-intl');
    expect((await guestPage.goto(`${baseUrl()}/recycling-points/${demoFacilityId('checking')}`))?.status()).toBe(404);
    await guest.close();
  });
});
