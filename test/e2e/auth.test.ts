import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { demoAccount } from './support/accounts';

type Messages = { [key: string]: string | Messages };
const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}.json`), 'utf8')) as Messages;
const text = (m: Messages, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], m) as string;

const EDITIONS = [
  ['ru', 'ru-RU'],
  ['kz', 'kk-KZ'],
  ['intl', 'en-US'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signInThroughPanel(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await page.getByTestId('login-login').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe.each(EDITIONS)('accounts in the %s edition (%s)', (edition, locale) => {
  const m = messages(locale);
  const origin = () => baseUrl(edition);
  const email = `e2e-${edition}-${Date.now()}@example.org`;
  const password = 'Journey123';

  it('registers a volunteer, opens the mailed link and lands on /profile signed in; logs out via the confirm dialog; signs in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin()}/registration?role=user`);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('registration-modal').isVisible()).toBe(true);
    await page.getByTestId('registration-name').fill('Journey Tester');
    await page.getByTestId('registration-email').fill(email);
    await page.getByTestId('registration-password').fill(password);
    await page.getByTestId('registration-repeatPassword').fill(password);
    await page.getByTestId('registration-submit').click();
    await page.waitForURL(/\/registration-success\?type=regular$/);
    expect(await page.getByTestId('registration-success-text').textContent()).toBe(
      text(m, 'auth.registration.regularSuccess'),
    );

    await page.goto(`${origin()}/dev/mail?to=${encodeURIComponent(email)}`);
    await page.locator('[data-testid="mail"] pre a').first().click();
    await page.waitForURL(/\/profile\/?$/);
    await waitForHydration(page);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);

    await page.getByTestId('profile-logout').click();
    await page.waitForURL(/\/profile\/logout$/);
    await waitForHydration(page);
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(text(m, 'auth.logout.confirm'));
    await page.getByTestId('confirm-yes').click();
    await page.waitForURL((url) => url.pathname === '/logout');
    await page.goto(`${origin()}/profile`);
    expect(new URL(page.url()).pathname).toBe('/login');

    await waitForHydration(page);
    await page.getByTestId('login-login').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/profile\/?$/);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the credentials text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughPanel(page, origin(), demoAccount('volunteer').email, 'Wrong12345');
    const error = page.getByTestId('login-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.getAttribute('data-error')).toBe('credentials-error');
    expect(await error.textContent()).toContain(text(m, 'auth.errors.credentials'));
    await context.close();
  });

  it('a corporate request shows the corporate success text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin()}/registration?role=recyclingPointCreator`);
    await waitForHydration(page);
    await page.getByTestId('role-charityEventCreator').click();
    // Both corporate roles are on and the dialog is still open (a press that missed would close it).
    await expect
      .poll(
        async () =>
          `${new URL(page.url()).pathname} ${await page.getByTestId('role-charityEventCreator').getAttribute('data-checked')}`,
      )
      .toBe('/registration true');
    expect(await page.getByTestId('role-recyclingPointCreator').getAttribute('data-checked')).toBe('true');
    await page.getByTestId('registration-name').fill('Corporate Tester');
    await page.getByTestId('registration-email').fill(`corp-${email}`);
    await page.getByTestId('registration-orgName').fill('Green Corp');
    await page.getByTestId('registration-address').fill('Main street 1');
    await page.getByTestId('registration-inn').fill('7707083893');
    await page.getByTestId('registration-submit').click();
    await page.waitForURL(/\/registration-success\?type=corporate$/);
    expect(await page.getByTestId('registration-success-text').textContent()).toBe(
      text(m, 'auth.registration.corporateSuccess'),
    );
    await context.close();
  });

  it('signs in with JavaScript disabled', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const account = demoAccount('event creator');
    await page.goto(`${origin()}/login`);
    await page.getByTestId('login-login').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/profile\/?$/);
    expect(await page.getByTestId('profile-email').textContent()).toBe(account.email);
    // A wrong password without JavaScript shows the same credentials text.
    await context.clearCookies();
    await page.goto(`${origin()}/login`);
    await page.getByTestId('login-login').fill(account.email);
    await page.getByTestId('login-password').fill('Wrong12345');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('login-error').textContent()).toContain(text(m, 'auth.errors.credentials'));
    await context.close();
  });
});

describe('login panel behaviour', () => {
  it('slides to restore-password and back; ?restore-password opens it directly; Try again resubmits after a server error', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/login?restore-password`);
    await waitForHydration(page);
    expect(await page.getByTestId('login-panel').getAttribute('data-state')).toBe('restore-password');
    await page.getByTestId('restore-back').click();
    expect(await page.getByTestId('login-panel').getAttribute('data-state')).toBe('login');
    await page.getByTestId('login-restore-link').click();
    await page.getByTestId('restore-email').fill('nobody-known@example.org');
    await page.getByTestId('restore-submit').click();
    await expect
      .poll(() => page.getByTestId('restore-error').textContent())
      .toBe('E-mail not found. Please check entered address.');

    let calls = 0;
    await page.route('**/api/auth/email', (route) => {
      calls += 1;
      return calls === 1 ? route.fulfill({ status: 502, body: 'bad gateway' }) : route.continue();
    });
    await page.getByTestId('restore-back').click();
    const account = demoAccount('volunteer');
    await page.getByTestId('login-login').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').getAttribute('data-error')).toBe('server-error');
    expect(await page.getByTestId('login-error').textContent()).toContain(
      'An error occurred during sign-in. Please try again later.',
    );
    await page.getByTestId('login-try-again').click();
    await page.waitForURL(/\/profile\/?$/);
    expect(calls).toBe(2);
    await context.close();
  });
});
