import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { registerVolunteer } from './support/accounts';

/**
 * People's data under their control (docs/privacy.md): from the profile, download my data (a
 * dated JSON file), then delete my account with the password: signed out, and the account can
 * no longer sign in.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
const PASSWORD = 'Volunteer1234pass';

describe('your data in the profile', () => {
  it('downloads my data, then deletes the account with the password: signed out, no sign-in again', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    const email = await registerVolunteer(context, 'data-control', 'Дарья Удаляемая');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/profile`);
    await waitForHydration(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('profile-download-data').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^eco-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email, name: 'Дарья Удаляемая' });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash/);

    await page.getByTestId('profile-delete-account').click();
    await page.waitForURL(/\/profile\/delete-account$/);
    await page.locator('#delete-account-password').fill('Wrong1234pass');
    await page.getByTestId('delete-account-submit').click();
    await expect.poll(() => page.getByTestId('delete-account-error').isVisible()).toBe(true);
    await page.locator('#delete-account-password').fill(PASSWORD);
    await page.getByTestId('delete-account-submit').click();
    await page.waitForURL(/\/account-deleted$/);
    expect(await page.getByTestId('delete-account').getAttribute('data-state')).toBe('done');
    expect(await page.locator('h1').textContent()).toBe('Аккаунт удалён');
    expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);

    await page.goto(`${origin}/profile`);
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-login').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').isVisible()).toBe(true);
    expect(problems.filter((p) => !/401|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  }, 150_000);
});
