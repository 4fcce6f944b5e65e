import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { baseUrl, launch, newContext, screenshot, watchConsole } from './browser';
import { signInAs } from './support/accounts';

/**
 * Live notifications in Chromium: the owner has the portal open, the manager accepts
 * the owner's point in another browser context (the review console's API), and the owner
 * sees the toast and the badge rise without reloading. The other journeys produce notifications
 * through the development endpoint POST /api/dev/notify.
 */
let browser: Browser;
/** Six engineers share two cores: the browser journeys here get generous, explicit time. */
const SLOW = 120_000;
const waitForHydration = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { timeout: 45_000 }).then(() => undefined);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerPage(
  context: BrowserContext,
  path = '/',
): Promise<{ page: Page; problems: string[]; userId: string }> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${baseUrl()}${path}`, { timeout: 60_000 });
  await waitForHydration(page);
  const userId = await page.evaluate(() => window.__STATE__?.user?.id ?? '');
  expect(userId).not.toBe('');
  return { page, problems, userId };
}

const badgeCount = (page: Page) =>
  page.evaluate(() =>
    Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count') ?? 0),
  );

async function produce(context: BrowserContext, userId: string, name: string) {
  const origin = baseUrl();
  const res = await context.request.post(`${origin}/api/dev/notify`, {
    headers: { origin },
    data: {
      userId,
      kind: 'review',
      messageKey: 'notifications.messages.facilityAccepted',
      params: { name },
      link: '/profile/recycling-points',
    },
  });
  expect(res.status()).toBe(201);
}

describe('live notifications', () => {
  it(
    'the owner sees the toast and the badge rise when the manager decides, without reloading',
    async () => {
      const ownerContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
      await signInAs(ownerContext, 'point owner');
      const { page, problems } = await ownerPage(ownerContext);
      await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 15_000 });
      const before = await badgeCount(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      // The owner's point, complete and sent to review (what the point editor does).
      const origin = baseUrl();
      const name = `Зелёный угол ${Date.now() % 100000}`;
      const created = await ownerContext.request.post(`${origin}/api/web/v1/facility/facility/`, {
        headers: { origin },
        data: buildFacilityPayload(completeFacilityForm({ name })),
      });
      expect(created.status(), await created.text()).toBe(201);
      const facilityId = ((await created.json()) as { data: { id: string } }).data.id;
      const sent = await ownerContext.request.post(`${origin}/api/web/v1/facility/facility/${facilityId}/transit/`, {
        headers: { origin },
        data: { transit: 'facility#draft_to_checking', payload: {} },
      });
      expect(sent.status(), await sent.text()).toBe(200);

      // The manager accepts it in another browser context.
      const managerContext = await newContext(browser);
      await signInAs(managerContext, 'manager');
      const accepted = await managerContext.request.post(`${origin}/api/manager/points/${facilityId}/accept`, {
        headers: { origin },
        data: {},
      });
      expect(accepted.status(), await accepted.text()).toBe(200);

      const toast = page.locator('[data-testid="notification-toast"]', { hasText: name });
      await toast.waitFor({ timeout: 10_000 });
      expect(await toast.textContent()).toContain(`Ваш пункт приёма «${name}» принят`);
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) === n,
        before + 1,
      );
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // The panel lists it with a link to its subject; mark all read empties the badge for good.
      await page.click('[data-testid="notification-bell-button"]');
      const item = page.locator('[data-testid="notification-item"]', { hasText: name }).first();
      await item.waitFor();
      expect(await item.locator('a').getAttribute('href')).toBe(`/recycling-points/${facilityId}`);
      const panelWidth = await page
        .locator('[data-testid="notification-panel"]')
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(panelWidth).toBeLessThanOrEqual(400);
      await screenshot(page, 'notifications-panel');
      await page.click('[data-testid="notification-mark-all"]');
      await page.waitForSelector('[data-testid="notification-badge"]', { state: 'detached' });
      await page.reload();
      await waitForHydration(page);
      await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]');
      expect(await badgeCount(page)).toBe(0);

      expect(problems, problems.join('\n')).toEqual([]);
      await ownerContext.close();
      await managerContext.close();
    },
    SLOW,
  );

  it(
    'two tabs of one user both receive it',
    async () => {
      const context = await newContext(browser);
      await signInAs(context, 'volunteer');
      const tabs = [await ownerPage(context), await ownerPage(context)];
      for (const { page } of tabs)
        await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]');
      await produce(context, tabs[0]!.userId, 'Two tabs');
      for (const { page } of tabs)
        await page.locator('[data-testid="notification-toast"]', { hasText: 'Two tabs' }).waitFor({ timeout: 10_000 });
      await context.close();
    },
    SLOW,
  );

  it(
    'shows the connection problem after three failed attempts, then catches up on what it missed',
    async () => {
      const context = await newContext(browser);
      await signInAs(context, 'event creator');
      const page = await context.newPage();
      // The socket goes through a route the test can cut, like a dropped network would.
      const routes: { close(options?: { code?: number; reason?: string }): Promise<void> }[] = [];
      await page.routeWebSocket(/\/ws\/notification\//, (ws) => {
        const server = ws.connectToServer();
        routes.push(ws, server);
      });
      await page.goto(`${baseUrl()}/`, { timeout: 60_000 });
      await waitForHydration(page);
      const userId = await page.evaluate(() => window.__STATE__?.user?.id ?? '');
      await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 15_000 });

      // From now on every attempt fails (no ticket), one second apart (docs/product.md §9); then the drop.
      await context.route('**/api/notifications/ticket', (route) => route.abort());
      const dropped = Date.now();
      for (const r of routes.splice(0)) await r.close({ code: 3000, reason: 'test drop' }).catch(() => undefined);
      await page.waitForSelector('[data-testid="connection-problem"]', { timeout: 10_000 });
      expect(Date.now() - dropped).toBeGreaterThanOrEqual(1500);

      // Produced while the page could not connect: it arrives with the reconnect's catch-up.
      const helper = await newContext(browser);
      await produce(helper, userId, 'Missed while away');
      await context.unroute('**/api/notifications/ticket');
      await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 10_000 });
      await page.waitForSelector('[data-testid="connection-problem"]', { state: 'detached' });
      await page
        .locator('[data-testid="notification-toast"]', { hasText: 'Missed while away' })
        .waitFor({ timeout: 20_000 });
      expect(await badgeCount(page)).toBeGreaterThanOrEqual(1);
      await helper.close();
      await context.close();
    },
    SLOW,
  );

  it(
    'guests get no bell and no socket',
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      let sockets = 0;
      page.on('websocket', () => sockets++);
      await page.goto(`${baseUrl()}/`, { timeout: 60_000 });
      await waitForHydration(page);
      expect(await page.locator('[data-testid="notification-bell"]').count()).toBe(0);
      await page.waitForTimeout(300);
      expect(sockets).toBe(0);
      await context.close();
    },
    SLOW,
  );
});
