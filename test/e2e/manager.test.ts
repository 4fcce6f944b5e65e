import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

/**
 * Review console in Chromium: a corporate registration goes from the registration call
 * to approval in the console (keyboard only for the decision) to a working sign-in with exactly
 * the granted roles, following the set-password link e-mailed to /dev/mail.json.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('review console', () => {
  it('corporate request → approval with chosen roles → e-mailed link → sign-in with exactly those roles', async () => {
    const origin = baseUrl();
    const email = `corp-${Date.now()}@example.org`;
    const orgName = `Green Circle ${Date.now() % 100000}`;

    // 1. The corporate registration (the registration modal posts exactly this).
    const applicant = await newContext(browser);
    const registered = await applicant.request.post(`${origin}/api/auth/register`, {
      headers: { origin },
      data: {
        first_name: 'Olga Applicant',
        email,
        type: 'legal_entity',
        custom_role: 'promotion_creator',
        orgName,
        address: 'Moscow, Lenina 5',
        inn: '7707083893',
        requested_roles: ['facility', 'promotion_creator'],
      },
    });
    expect(registered.status()).toBeLessThan(300);

    // 2. The manager finds it in the queue and approves only "recycling point owner", by keyboard.
    const managerContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await signInAs(managerContext, 'manager');
    const console$ = await managerContext.newPage();
    const problems = watchConsole(console$);
    await console$.goto(`${origin}/manager`);
    await waitForHydration(console$);
    expect(Number(await console$.locator('[data-testid="queue-requests-count"]').textContent())).toBeGreaterThan(0);
    await console$.goto(`${origin}/manager/requests?edition=ru`);
    await waitForHydration(console$);
    const row = console$.locator(`[data-testid="request-row"][data-email="${email}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('7707083893');
    await row.locator('[data-testid="request-open"]').click();
    await console$.waitForURL(/\/manager\/requests\/[0-9a-f-]+$/);
    await waitForHydration(console$);
    await screenshot(console$, 'manager-request');
    expect(await console$.locator('[data-testid="grant-facility"]').isChecked()).toBe(true);
    expect(await console$.locator('[data-testid="grant-promotion_creator"]').isChecked()).toBe(true);
    await console$.locator('[data-testid="grant-promotion_creator"]').focus();
    await console$.keyboard.press('Space');
    expect(await console$.locator('[data-testid="grant-promotion_creator"]').isChecked()).toBe(false);
    await console$.locator('[data-testid="approve-form-submit"]').focus();
    await Promise.all([console$.waitForURL(/\/manager\/requests\?done=approved$/), console$.keyboard.press('Enter')]);
    await console$.locator('[data-testid="manager-flash"][data-tone="ok"]').waitFor();
    expect(await console$.locator(`[data-testid="request-row"][data-email="${email}"]`).count()).toBe(0);
    expect(problems).toEqual([]);

    // 3. The applicant follows the e-mailed link and sets a password.
    const mails = (await (
      await applicant.request.get(`${origin}/dev/mail.json?to=${encodeURIComponent(email)}`)
    ).json()) as { template: string; links: string[] }[];
    const approved = mails.find((m) => m.template === 'review.requestApproved');
    expect(approved).toBeTruthy();
    const link = approved!.links.find((l) => l.includes('/recovery?token='));
    expect(link).toBeTruthy();
    const page = await applicant.newPage();
    await page.goto(link!);
    await waitForHydration(page);
    await page.locator('[data-testid="recovery-password"]').fill('Approved123');
    await page.locator('[data-testid="recovery-repeat"]').fill('Approved123');
    await Promise.all([page.waitForURL(/\/login/), page.locator('[data-testid="recovery-submit"]').click()]);

    // 4. Signing in works and carries exactly the granted role.
    await waitForHydration(page);
    await page.locator('[data-testid="login-login"]').fill(email);
    await page.locator('[data-testid="login-password"]').fill('Approved123');
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForFunction(() => !!window.__STATE__?.user || !location.pathname.includes('login'), undefined, {
      timeout: 15_000,
    });
    await page.goto(`${origin}/profile/recycling-points`);
    await waitForHydration(page);
    const user = await page.evaluate(() => window.__STATE__?.user);
    expect(user?.roles).toEqual(['recyclingPointsCreator']);
    expect(user?.orgName).toBe(orgName);
    expect(new URL(page.url()).pathname).toMatch(/\/profile\/recycling-points\/?$/);
    const creatorOnly = await page.goto(`${origin}/profile/charity-events`);
    expect(new URL(creatorOnly!.url()).pathname).toBe('/404/');
    const consolePage = await page.goto(`${origin}/manager`);
    expect(new URL(consolePage!.url()).pathname).toBe('/404/');
    await applicant.close();
    await managerContext.close();
  }, 90_000);
});
