import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { baseUrl, launch, newContext, screenshot, watchConsole } from './browser';
import { signInAs } from './support/accounts';

/**
 * Points people can trust (docs/points-trust.md) in Chromium: a signed-out visitor reports a
 * problem on a point's page, and its owner, signed in with the portal open in another browser
 * context, sees the notification arrive live. The same form also works with JavaScript off.
 */
let browser: Browser;
const SLOW = 150_000;
const waitForHydration = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { timeout: 45_000 }).then(() => undefined);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A public point of the demo owner: created, sent to review and accepted by the demo manager. */
async function publicFacilityOf(ownerContext: BrowserContext, name: string): Promise<string> {
  const origin = baseUrl();
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
  const managerContext = await newContext(browser);
  await signInAs(managerContext, 'manager');
  const accepted = await managerContext.request.post(`${origin}/api/manager/points/${facilityId}/accept`, {
    headers: { origin },
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await managerContext.close();
  return facilityId;
}

describe('report a problem', () => {
  it(
    "a signed-out visitor's report reaches the signed-in owner live",
    async () => {
      const ownerContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
      await signInAs(ownerContext, 'point owner');
      const name = `Пункт доверия ${Date.now() % 100000}`;
      const facilityId = await publicFacilityOf(ownerContext, name);

      const ownerPage = await ownerContext.newPage();
      const ownerProblems = watchConsole(ownerPage);
      await ownerPage.goto(`${baseUrl()}/profile/recycling-points`, { timeout: 60_000 });
      await waitForHydration(ownerPage);
      await ownerPage.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 15_000 });
      await ownerPage.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const visitorContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
      const visitor = await visitorContext.newPage();
      const visitorProblems = watchConsole(visitor);
      await visitor.goto(`${baseUrl()}/recycling-points/${facilityId}#report`, { timeout: 60_000 });
      await waitForHydration(visitor);
      await visitor.check('[data-testid="report-kind-wrong_hours"]');
      await visitor.fill('[data-testid="report-comment"]', 'По субботам закрыто');
      await visitor.click('[data-testid="report-submit"]');
      await visitor.waitForSelector('[data-testid="report-status"][data-state="sent"]', { timeout: 15_000 });
      // Enhanced: the answer shows in place, the page stays.
      expect(new URL(visitor.url()).pathname).toBe(`/recycling-points/${facilityId}`);
      await screenshot(visitor, 'point-report-sent');

      const toast = ownerPage.locator('[data-testid="notification-toast"]', { hasText: name });
      await toast.waitFor({ timeout: 15_000 });
      expect(await toast.textContent()).toContain(`Посетитель сообщил о проблеме с пунктом «${name}»`);
      expect(await ownerPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
        true,
      );

      // The owner's list shows the report with its comment after a reload.
      await ownerPage.reload();
      await waitForHydration(ownerPage);
      expect(await ownerPage.locator('[data-testid="owner-report"]', { hasText: 'По субботам закрыто' }).count()).toBe(
        1,
      );

      expect(visitorProblems, visitorProblems.join('\n')).toEqual([]);
      expect(ownerProblems, ownerProblems.join('\n')).toEqual([]);
      await visitorContext.close();
      await ownerContext.close();
    },
    SLOW,
  );

  it(
    'works with JavaScript off: the form posts and a result page answers',
    async () => {
      const ownerContext = await newContext(browser);
      await signInAs(ownerContext, 'point owner');
      const facilityId = await publicFacilityOf(ownerContext, `Без скриптов ${Date.now() % 100000}`);
      await ownerContext.close();

      const context = await newContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/recycling-points/${facilityId}`, { timeout: 60_000 });
      // Nothing chosen: the result page shows the form again with the problem.
      await page.click('[data-testid="report-submit"]');
      await page.waitForSelector('[data-testid="report-page"][data-outcome="invalid"]');
      expect(await page.locator('[data-testid="report-error-kind"]').count()).toBe(1);
      await page.check('[data-testid="report-kind-closed"]');
      await page.click('[data-testid="report-submit"]');
      await page.waitForSelector('[data-testid="report-page"][data-outcome="sent"]');
      expect(await page.locator('[data-testid="report-result"]').textContent()).toContain('Спасибо');
      await context.close();
    },
    SLOW,
  );
});
