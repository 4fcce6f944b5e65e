import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { demoAccount } from './support/accounts';

/**
 * Sign in with Google in Chromium against the local stand-in provider: the link on the
 * login page, the stand-in's identity chooser, the prefilled registration, the merge confirmation
 * and the profile's sign-in methods.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseAtStandIn(page: Page, origin: string, email: string, name: string) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await page.getByTestId('login-third-party').click();
  await page.waitForURL(/\/dev\/google\/authorize\?/);
  await page.getByTestId('stand-in-email').fill(email);
  await page.getByTestId('stand-in-name').fill(name);
  await page.getByTestId('stand-in-continue').click();
}

describe('Sign in with Google (stand-in provider)', () => {
  it('a new visitor: link → identity → prefilled registration without password → signed in on /profile', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const origin = baseUrl('intl');
    const email = `e2e-google-${Date.now()}@example.org`;
    await chooseAtStandIn(page, origin, email, 'Grace Google');

    await page.waitForURL(/\/google-auth$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('registration-modal').isVisible()).toBe(true);
    expect(await page.getByTestId('registration-email').inputValue()).toBe(email);
    expect(await page.getByTestId('registration-email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('registration-name').inputValue()).toBe('Grace Google');
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    await page.getByTestId('role-user').click();
    await screenshot(page, 'google-registration-intl');
    await page.getByTestId('registration-submit').click();

    await page.waitForURL(/\/profile\/?$/);
    await waitForHydration(page);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('sign-in-methods-google').textContent()).toContain(email);
    expect(await page.getByTestId('sign-in-methods-unlink').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an existing password account: /confirm-merge → password → linked, then unlinked from the profile', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const origin = baseUrl('ru');
    const account = demoAccount('tester');
    await chooseAtStandIn(page, origin, account.email, account.name);

    await page.waitForURL(/\/confirm-merge$/);
    await waitForHydration(page);
    expect(await page.getByTestId('confirm-merge-text').textContent()).toContain(account.email);
    await page.getByTestId('confirm-merge-password').fill('not-the-password');
    await page.getByTestId('confirm-merge-submit').click();
    await page.waitForSelector('[data-testid="confirm-merge-error"]');

    await page.getByTestId('confirm-merge-password').fill(account.password);
    await page.getByTestId('confirm-merge-submit').click();
    await page.waitForURL(/\/profile\/?$/);
    await waitForHydration(page);
    expect(await page.getByTestId('sign-in-methods-google').textContent()).toContain(account.email);
    await screenshot(page, 'google-linked-profile-ru');

    // Leave the shared demo account as it was.
    await page.getByTestId('sign-in-methods-unlink').click();
    await page.waitForURL(/sign-in-methods=unlinked/);
    await page.waitForSelector('[data-testid="sign-in-methods-notice"]');
    await context.close();
  });

  it('the Kazakhstan edition shows no Google link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/login`);
    await waitForHydration(page);
    expect(await page.getByTestId('login-submit').isVisible()).toBe(true);
    expect(await page.getByTestId('login-third-party').count()).toBe(0);
    await context.close();
  });
});
