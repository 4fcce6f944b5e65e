/**
 * Defects a full audit of the portal found in the sign-in forms, checked where a visitor meets
 * them: the sign-in and restore buttons, the corporate registration's required fields, the
 * recovery panel's height. (The other audit defects: audit-fixes.test.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeCookies, launch, newContext, waitForHydration } from './browser';
import { demoAccount } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and restore buttons', () => {
  it('are disabled while a field is empty (restore: until the address is valid)', async () => {
    const context = await newContext(browser);
    await closeCookies(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/login`);
    await waitForHydration(page);
    const submit = page.getByTestId('login-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-login').fill('someone@example.org');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-password').fill('secret');
    expect(await submit.isEnabled()).toBe(true);
    await page.getByTestId('login-login').fill('');
    expect(await submit.isDisabled()).toBe(true);

    await page.getByTestId('login-restore-link').click();
    const restore = page.getByTestId('restore-submit');
    expect(await restore.isDisabled()).toBe(true);
    await page.getByTestId('restore-email').fill('someone@');
    expect(await restore.isDisabled()).toBe(true);
    await page.getByTestId('restore-email').fill('someone@example.org');
    expect(await restore.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('registration as an organisation', () => {
  it('names every empty required field, not only the tax id', async () => {
    const context = await newContext(browser);
    await closeCookies(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/registration`);
    await waitForHydration(page);
    await page.getByTestId('role-recyclingPointCreator').click();
    await page.getByTestId('registration-name').fill('Olga');
    await page.getByTestId('registration-email').fill(`org-${Date.now()}@example.org`);
    await page.getByTestId('registration-submit').click();
    for (const field of ['orgName', 'address', 'inn']) {
      await expect
        .poll(() => page.getByTestId(`registration-${field}`).getAttribute('aria-invalid'), { timeout: 5000 })
        .toBe('true');
    }
    const describedBy = await page.getByTestId('registration-orgName').getAttribute('aria-describedby');
    expect(
      await page.locator(`[id="${describedBy?.split(' ').find((id) => id.endsWith('-error'))}"]`).textContent(),
    ).toMatch(/required|Required/);
    await context.close();
  });
});

describe('the recovery "check your e-mail" panel', () => {
  it('is as tall as its own content, not as the sign-in form', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    const page = await context.newPage();
    await page.route('**/api/recovery/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
    );
    await page.goto(`${baseUrl('intl')}/login`);
    await waitForHydration(page);
    await page.getByTestId('login-restore-link').click();
    await page.getByTestId('restore-email').fill(demoAccount('tester').email);
    await page.getByTestId('restore-submit').click();
    await expect
      .poll(() => page.getByTestId('login-panel').getAttribute('data-state'))
      .toBe('restore-password-success');
    await page.waitForTimeout(400);
    // The panel ends where the pane's last button does (plus its padding), no blank area below.
    const panel = await page.getByTestId('login-panel').evaluate((el) => el.getBoundingClientRect().bottom);
    const ok = await page.getByTestId('restore-ok').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(panel - ok).toBeLessThan(16);
    await context.close();
  });
});
