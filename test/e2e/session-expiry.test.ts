import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { demoAccount, signInAs } from './support/accounts';

/**
 * docs/product.md §4.1: when the session ends, outside /profile/ a notice 'Session has expired. Please log in
 * again.' appears whose link opens the login modal, and signing in removes it; on /profile/ pages
 * the login modal opens itself. The browser clock is fast-forwarded past the refresh time, after
 * the session was ended on the server, so the scheduled refresh is refused.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInWithClock(): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.clock.install({ time: new Date() });
  await signInAs(context, 'volunteer');
  return context;
}

/** Ends the session on the server only; the page still believes it is signed in. */
async function endSessionBehindThePagesBack(context: BrowserContext) {
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'session')!;
  const res = await fetch(`${baseUrl('ru')}/api/logout/`, { headers: { cookie: `session=${session.value}` } });
  expect(res.status).toBeLessThan(300);
}

describe('session expiry', () => {
  it('outside /profile/: the notice appears, its link opens the login modal, signing in removes it', async () => {
    const context = await signedInWithClock();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('ru')}/get-app`);
    await waitForHydration(page);
    await endSessionBehindThePagesBack(context);
    await page.clock.fastForward('01:05:00');

    // The Russian edition's text of 'Session has expired. Please log in again.'
    const notice = page
      .getByTestId('notification-toast')
      .filter({ hasText: 'Сессия истекла. Пожалуйста, войдите снова.' });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    await notice.getByRole('link').click();
    await expect.poll(() => page.getByTestId('login-prompt').isVisible()).toBe(true);
    expect(await page.getByTestId('session-expired-text').isVisible()).toBe(true);

    const account = demoAccount('volunteer');
    await page.getByTestId('login-login').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    // Signing in removes the notice (other notifications may still arrive on their own).
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    await waitForHydration(page);
    expect(problems.filter((p) => !/401|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });

  it('on /profile/ pages the login modal opens by itself', async () => {
    const context = await signedInWithClock();
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/profile`);
    await waitForHydration(page);
    await endSessionBehindThePagesBack(context);
    await page.clock.fastForward('01:05:00');
    await expect.poll(() => page.getByTestId('login-prompt').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('session-expired-text').isVisible()).toBe(true);
    await context.close();
  });
});
