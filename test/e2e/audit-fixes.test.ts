/**
 * Defects a full audit of the portal found, each checked where a visitor meets it: the login prompt
 * on an ordinary page, sharing a page, editing a point under review, the balance and header on a
 * phone, the cookie banner over dialogs and forms. (The sign-in forms' defects:
 * audit-fixes-sign-in.test.ts.)
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with the seed
import { demoFacilityId } from '../../scripts/seed-facilities.mjs';
import { baseUrl, closeCookies, launch, newContext, waitForHydration, watchConsole } from './browser';
import { demoAccount, signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first published event of the Russian list the signed-in volunteer can still join (server HTML only, fast). */
async function joinableEvent(context: BrowserContext): Promise<string> {
  const list = await (await context.request.get(`${baseUrl()}/charity-events`)).text();
  for (const [, href] of list.matchAll(/href="(\/charity-event\/[^"]+)"/g)) {
    const link = `${baseUrl()}${href}`;
    if ((await (await context.request.get(link)).text()).includes('data-testid="signup-button"')) return link;
  }
  throw new Error('no joinable event in the seed');
}

/** Signs in from a page of the edition (Node cannot resolve kz.localhost; Chromium can). */
async function signInOnPage(page: Page, edition: 'kz' | 'intl', role: Parameters<typeof demoAccount>[0]) {
  const account = demoAccount(role);
  await page.goto(`${baseUrl(edition)}/get-app`);
  const status = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/auth/email', {
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'password', email, password }),
        })
      ).status,
    account,
  );
  expect(status).toBe(200);
}

/** True when the element's centre is the topmost thing there (nothing, e.g. the cookie banner, covers it). */
async function uncovered(page: Page, testId: string): Promise<boolean> {
  const target = page.getByTestId(testId).first();
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.bottom <= window.innerHeight && !!top && (el === top || el.contains(top));
  });
}

describe('the login prompt outside the login and registration pages', () => {
  it('shows its texts, the header signed out, and the button that asked no longer "Saving…"', {
    timeout: 120_000,
  }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    const account = await signInAs(context, 'volunteer');
    const page = await context.newPage();
    const problems = watchConsole(page);
    // Without the notification socket: ending the session closes it and the page would prompt by itself.
    await page.routeWebSocket(/\/ws\/notification\//, (ws) => ws.close());
    const link = await joinableEvent(context);
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByTestId('account-button').textContent()).toContain(account.name);
    const session = (await context.cookies()).find((c) => c.name === 'session')!;
    expect(
      (await fetch(`${baseUrl()}/api/logout/`, { headers: { cookie: `session=${session.value}` } })).status,
    ).toBeLessThan(300);

    await page.getByTestId('signup-button').click();
    const prompt = page.getByTestId('login-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    const text = (await prompt.textContent()) ?? '';
    expect(text).not.toMatch(/auth\.\w+/);
    expect(text).toContain('Войти');
    expect(await page.getByTestId('login-role-user').textContent()).not.toContain('auth.');
    // The header no longer claims the user is signed in; the join button says what it does.
    expect(await page.getByTestId('account-button').textContent()).not.toContain(account.name);
    expect(await page.getByTestId('signup-button').textContent()).not.toMatch(/Сохранение|Saving/);

    await page.getByTestId('login-login').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('signed-up').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('account-button').textContent()).toContain(account.name);
    expect(problems.filter((p) => !/401|Failed to load resource/.test(p))).toEqual([]);
    // Leave the seed as it was: cancel the sign-up.
    const cookie = (await context.cookies()).find((c) => c.name === 'session')!;
    const id = link.split('/').pop();
    await fetch(`${baseUrl()}/api/web/v1/charity-event/${id}/signup`, {
      method: 'DELETE',
      headers: { cookie: `session=${cookie.value}`, origin: baseUrl() },
    });
    await context.close();
  });
});

describe('share on an event page', () => {
  it('shares the event: its link and title, not the site root', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    const list = await (await context.request.get(`${baseUrl()}/charity-events`)).text();
    const link = /href="(\/charity-event\/[^"]+)"/.exec(list)?.[1];
    await page.goto(new URL(link!, baseUrl()).href);
    await waitForHydration(page);
    const title = (await page.locator('h1').first().textContent())!.trim();
    await page.getByTestId('share-button').first().click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('share-link').inputValue()).toBe(new URL(link!, baseUrl()).href);
    // The Russian edition shares to VK and Odnoklassniki: the event's title goes with the link.
    const vk = new URL((await dialog.getByTestId('share-vk').getAttribute('href'))!);
    expect(vk.searchParams.get('title')).toContain(title);
    await context.close();
  });
});

describe('share on a recycling point page', () => {
  it('shares the point: its own link and title, not the site root', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    const list = await (await context.request.get(`${baseUrl()}/recycling-points`)).text();
    // A portal point (a UUID), not an OpenStreetMap one: the point page of this edition.
    const link = /href="(\/recycling-points\/[0-9a-f-]{36})"/.exec(list)?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link!, baseUrl()).href;
    await page.goto(url);
    await waitForHydration(page);
    const title = (await page.locator('h1').first().textContent())!.trim();
    await page.getByTestId('share-button').first().click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('share-link').inputValue()).toBe(url);
    const vk = new URL((await dialog.getByTestId('share-vk').getAttribute('href'))!);
    expect(vk.searchParams.get('url')).toBe(url);
    expect(vk.searchParams.get('title')).toContain(title);
    await context.close();
  });
});

describe('a point under review in the editor', () => {
  it('asks, converts it to draft and opens the form', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await closeCookies(context);
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    const id = demoFacilityId('checking') as string;
    await page.goto(`${baseUrl()}/profile/edit-recycling-point/${id}`);
    await waitForHydration(page);
    await page.getByTestId('convert-to-draft').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('point-editor').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('facility-status').getAttribute('data-status')).toBe('draft');
    expect(await page.getByTestId('field-name').inputValue()).not.toBe('');
    // Back under review, as the seed had it.
    const sent = await page.evaluate(
      async (facilityId) =>
        (
          await fetch(`/api/web/v1/facility/facility/${facilityId}/transit/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ transit: 'facility#draft_to_checking', payload: {} }),
          })
        ).status,
      id,
    );
    expect(sent).toBe(200);
    await context.close();
  });
});

describe('on a phone (375 px)', () => {
  it('the balance shows the points column inside its box', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 375, height: 740 } });
    await closeCookies(context);
    await signInAs(context, 'volunteer');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/balance`);
    await waitForHydration(page);
    const cells = page.getByTestId('ledger-points');
    expect(await cells.count()).toBeGreaterThan(0);
    const right = await cells.first().evaluate((el) => el.getBoundingClientRect().right);
    const box = await page
      .getByTestId('ledger-table')
      .evaluate((el) => el.parentElement!.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(box + 0.5);
    expect(right).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('the Kazakhstan brand is whole in the signed-in header', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 375, height: 740 } });
    await closeCookies(context);
    const page = await context.newPage();
    await signInOnPage(page, 'kz', 'volunteer');
    await page.goto(`${baseUrl('kz')}/`);
    await waitForHydration(page);
    const brand = page.getByTestId('site-header').getByTestId('logo-brand');
    expect(await brand.textContent()).toBe('EcoPortal Qazaqstan');
    const cut = await brand.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
    );
    expect(cut).toBe(false);
    const header = await page.getByTestId('site-header').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(header).toBe(true);
    await context.close();
  });
});

describe('the cookie banner', () => {
  it('leaves the login dialog’s role buttons reachable at 1280×800', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await waitForHydration(page);
    await page.getByTestId('cookie-notice').waitFor();
    expect(await uncovered(page, 'login-role-user')).toBe(true);
    expect(await uncovered(page, 'login-role-recyclingPointCreator')).toBe(true);
    await context.close();
  });

  it('leaves the point editor’s save buttons reachable', { timeout: 120_000 }, async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      const context = await newContext(browser, { locale: 'ru-RU', viewport });
      await signInAs(context, 'point owner');
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/profile/create-recycling-point`);
      await waitForHydration(page);
      await page.getByTestId('cookie-notice').waitFor();
      // The save bar is sticky at the bottom of the viewport while the form scrolls under it.
      await page.getByTestId('field-name').scrollIntoViewIfNeeded();
      expect(await uncovered(page, 'save-draft'), `${viewport.width}`).toBe(true);
      expect(await uncovered(page, 'save-and-send'), `${viewport.width}`).toBe(true);
      await context.close();
    }
  });
});
