import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '../../editions';
import { baseUrl, closeCookies, launch, newContext } from './browser';
import { demoAccount } from './support/accounts';
import type { EditionKey, Role } from './support/sweep';

/**
 * Journeys in all three editions, each with the edition's own links: a guest from home to
 * an event and the sign-in; the volunteer signs in through the dialog, signs up and finds the event
 * in "my events"; the creator, the point owner and the manager reach their main page from the
 * account menu. Footer policy links and contacts are the edition's; no third-party sign-in on kz.
 */
const EDITION_ID = { ru: 'ru', kz: 'kz', intl: 'international' } as const;
const LOCALE = { ru: 'ru-RU', kz: 'kk-KZ', intl: 'en-US' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function start(edition: EditionKey) {
  const context = await newContext(browser, { locale: LOCALE[edition], viewport: { width: 1280, height: 800 } });
  await closeCookies(context);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the sign-in dialog, as a visitor does. */
async function signIn(page: Page, edition: EditionKey, role: Role) {
  const account = demoAccount(role);
  await page.goto(`${baseUrl(edition)}/login`);
  await page.waitForSelector('html[data-hydrated]');
  await page.getByTestId('login-login').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.waitForSelector('html[data-hydrated]');
  return account;
}

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('account-button').click();
  return page
    .locator('[data-testid="account-menu"] .menu-item')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-testid') ?? ''));
}

for (const edition of ['ru', 'kz', 'intl'] as const) {
  describe(`journeys in the ${edition} edition`, () => {
    const config = EDITIONS[EDITION_ID[edition]];

    it("guest: home → upcoming event → sign-in prompt; the edition's own footer links; empty sign-in names the fields", async () => {
      const { context, page } = await start(edition);
      await page.goto(`${baseUrl(edition)}/`);
      await page.waitForSelector('html[data-hydrated]');
      const policies = await page
        .getByTestId('policy-links')
        .locator('a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(policies.map((p) => p.replace(/\/$/, ''))).toEqual(
        config.policyLinks.map((l) => l.url.replace(/\/$/, '')),
      );
      expect(await page.getByTestId('footer-contacts').textContent()).toContain(config.contacts.email.text);
      // The home page lists the edition's next events; a card opens its page. The first to take
      // sign-ups for the whole event (one under way, or one signed up for slot by slot, asks
      // differently; the demo has both).
      const cards = page.getByTestId('home-events-list').locator('[data-testid="event-card-link"]');
      for (let i = 0; ; i++) {
        expect(i, 'an event on the home page offers the sign-in prompt').toBeLessThan(await cards.count());
        await cards.nth(i).click();
        await page.getByTestId('event-page').waitFor();
        if ((await page.getByTestId('signup-login').count()) > 0) break;
        await page.goBack();
        await page.waitForSelector('html[data-hydrated]');
      }
      await page.getByTestId('signup-login').click();
      await page.getByTestId('login-modal').waitFor();
      expect(await page.getByTestId('login-third-party').count()).toBe(config.thirdPartySignIn ? 1 : 0);
      // docs/product.md §5.2: the submit button is disabled while either field is empty (once the
      // dialog is interactive: without JavaScript the server names the missing fields instead).
      await expect.poll(() => page.getByTestId('login-submit').isDisabled(), { timeout: 15_000 }).toBe(true);
      await page.getByTestId('login-login').fill('someone@example.org');
      expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
      await page.getByTestId('login-password').fill('x');
      expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
      await context.close();
    });

    it('volunteer signs up for an event and finds it in "my events"; the account menu lists their pages', async () => {
      const { context, page } = await start(edition);
      await signIn(page, edition, 'volunteer');
      expect(await menuLinks(page)).toEqual([
        'account-profile',
        'account-my-events',
        'account-balance',
        'account-logout',
      ]);
      await page.goto(`${baseUrl(edition)}/charity-events`);
      const cards = page.locator('[data-testid="event-card-link"]');
      const count = await cards.count();
      let joined: string | null = null;
      for (let i = 0; i < count && !joined; i++) {
        await page.goto(`${baseUrl(edition)}/charity-events`);
        const link = page.locator('[data-testid="event-card-link"]').nth(i);
        const title = (await link.textContent())?.trim() ?? '';
        await link.click();
        await page.waitForSelector('html[data-hydrated]');
        if (await page.getByTestId('signup-button').count()) {
          await page.getByTestId('signup-button').click();
          await page.getByTestId('signed-up').waitFor();
          joined = page.url();
          await page.goto(`${baseUrl(edition)}/profile/my-charity-events`);
          expect(await page.locator('main').textContent()).toContain(title);
        }
      }
      expect(joined).not.toBeNull();
      // Cancelling asks first; confirmed, the place is free again (and the seed state is restored).
      await page.goto(joined!);
      await page.getByTestId('signup-cancel').click();
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId('signup-button').waitFor();
      await context.close();
    });

    it('creator, point owner and manager reach their main pages from the account menu', async () => {
      for (const [role, link, marker] of [
        ['event creator', 'account-own-events', '/profile/charity-events'],
        ['point owner', 'account-own-points', '/profile/recycling-points'],
        ['manager', 'account-manager', '/manager'],
      ] as const) {
        const { context, page } = await start(edition);
        await signIn(page, edition, role);
        expect(await menuLinks(page)).toContain(link);
        await page.getByTestId(link).click();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === marker);
        await context.close();
      }
    });
  });
}
