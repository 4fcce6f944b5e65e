/**
 * A collection drive found by what it takes (docs/product.md "Collection drives"): "ёлка" typed on
 * the Russian edition's home page leads to the Moscow Christmas-tree drive (the demo seed,
 * scripts/seed-drives.mjs), whose page sends a volunteer to its event, where they take a shift.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { demoDriveId } from '../../scripts/seed-drives.mjs';
import { baseUrl, launch, newContext } from './browser';
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
});
