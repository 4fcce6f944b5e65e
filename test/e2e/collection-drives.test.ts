/**
 * A collection drive found by what it takes (docs/product.md "Collection drives"): "ёлка" typed on
 * the Russian edition's home page leads to the Moscow Christmas-tree drive (the demo seed,
 * scripts/seed-drives.mjs), whose page sends a volunteer to its event, where they take a shift.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { demoDriveId } from '../../scripts/seed-drives.mjs';
import { baseUrl, launch, newContext, watchConsole } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
const PHONE = { width: 390, height: 844 };

describe('collection drives', () => {
  it('from "ёлка" on the home page to the drive, and a volunteer signs up for its shift', async () => {
    const id = demoDriveId('moscow-trees-2027') as string;
    const context = await newContext(browser, { locale: 'ru-RU', viewport: PHONE });
    await signInAs(context, 'volunteer');
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.fill('#guide-q-home', 'ёлка');
    await Promise.all([page.waitForURL(/\/what-goes-where\/search\?q=/), page.press('#guide-q-home', 'Enter')]);
    // Before 27 December the guide names the next drive and its first day; from then, the drive itself.
    const link = page.locator(`a[href$="/collection-drives/${id}"]`).first();
    await expect.poll(() => link.count()).toBeGreaterThan(0);
    expect(
      await page.locator('[data-testid="guide-next-drive"], [data-testid="guide-drives"]').first().textContent(),
    ).toMatch(/Ёлочный круговорот/);
    await Promise.all([page.waitForURL(new RegExp(`/collection-drives/${id}$`)), link.click()]);
    expect(await page.getByTestId('drive-title').textContent()).toContain('Ёлочный круговорот');
    expect(await page.getByTestId('drive-takes').textContent()).toContain('Новогодняя ёлка');

    await Promise.all([page.waitForURL(/\/charity-event\//), page.getByTestId('drive-event-link').click()]);
    const slot = page.getByTestId('shift-slot').filter({ hasText: /^0 из 4 — Приём ёлок/ });
    await expect.poll(() => slot.count()).toBe(1);
    // With JavaScript the slot list takes the server's new lines in place (no page load).
    await slot.getByRole('button', { name: 'Записаться на эту смену' }).click();
    const taken = page.getByTestId('shift-slot').filter({ hasText: /^1 из 4 — Приём ёлок/ });
    await expect.poll(() => taken.textContent()).toContain('Вы записаны');
    await context.close();
  });

  it('an organiser gives a weekday its own hours and closes another; the page lists them by weekday', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(context, 'event creator');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/profile/collection-drives`);
    const form = page.getByTestId('drive-form');
    await form.getByTestId('drive-title').fill('Макулатура по выходным');
    await form.getByTestId('drive-address').fill('Москва, Ленинский проспект, 30');
    await form.getByTestId('drive-lat').fill('55.7105');
    await form.getByTestId('drive-lng').fill('37.5916');
    await form.getByTestId('drive-startDate').fill('2027-02-05'); // a Friday
    await form.getByTestId('drive-endDate').fill('2027-02-07');
    await form.getByTestId('drive-opens').fill('10:00');
    await form.getByTestId('drive-closes').fill('19:00');
    await form.getByRole('checkbox', { name: 'Бумага' }).first().check();
    // The folded part opens from the keyboard like any <details>.
    await page.getByTestId('drive-week-hours').locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('drive-opens-saturday').fill('11:00');
    await page.getByTestId('drive-closes-saturday').fill('15:00');
    await page.locator('input[name="closed-sunday"]').check();
    await Promise.all([page.waitForURL(/done=created/), page.getByTestId('drive-create').click()]);
    const row = page.getByTestId('organiser-drive').filter({ hasText: 'Макулатура по выходным' });
    await Promise.all([page.waitForURL(/\/collection-drives\/[0-9a-f-]{36}$/), row.locator('a').first().click()]);
    const week = page.getByTestId('drive-week');
    expect(await week.locator('li').allTextContents()).toEqual([
      'Пятница: 10:00–19:00',
      'Суббота: 11:00–15:00',
      'Воскресенье: не работает',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
