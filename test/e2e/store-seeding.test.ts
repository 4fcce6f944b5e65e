/**
 * the Valtio stores start from the server's snapshot, so the first paint fetches
 * nothing the server already rendered (counted in Chromium): the bell's unread badge is in the
 * HTML, the session is known without asking, and the page's data came with the page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('stores seeded from the snapshot', () => {
  it('a signed-in page shows its server-rendered badge and fetches no feed, profile or session on first paint', async () => {
    const context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
    await signInAs(context, 'point owner');
    const origin = baseUrl();
    // Who am I (for the dev notification) — read from a page's snapshot, not from an API.
    const probe = await context.request.get(`${origin}/profile/recycling-points`);
    const userId = /"user":\{"id":"([^"]+)"/.exec(await probe.text())![1]!;
    const made = await context.request.post(`${origin}/api/dev/notify`, {
      headers: { origin },
      data: {
        userId,
        kind: 'review',
        messageKey: 'notifications.messages.facilityAccepted',
        params: { name: 'Seeded' },
        link: '/profile/recycling-points',
      },
    });
    expect(made.status()).toBe(201);

    const page = await context.newPage();
    const problems = watchConsole(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) {
        const url = new URL(request.url());
        requests.push(url.pathname + url.search);
      }
    });
    const response = await page.goto(`${origin}/profile/recycling-points`);
    const html = await response!.text();
    // The server rendered the badge from the seeded store.
    const served = /data-testid="notification-badge" data-count="(\d+)"/.exec(html);
    expect(served, 'badge in the server HTML').not.toBeNull();
    expect(Number(served![1])).toBeGreaterThan(0);
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="notification-bell"][data-connection="open"]', { timeout: 15_000 });
    await page.waitForTimeout(1_000);

    expect(Number(await page.getByTestId('notification-badge').getAttribute('data-count'))).toBe(Number(served![1]));
    // Allowed: the page's message catalogue, the socket ticket and the catch-up of what is newer than the page.
    const refetched = requests.filter(
      (r) =>
        /^\/api\/(profile|authing|auth|web\/v1\/facility)/.test(r) ||
        (/^\/api\/notifications\?/.test(r) && !/[?&]since=/.test(r)),
    );
    expect(refetched).toEqual([]);
    expect(requests.filter((r) => r.startsWith('/api/notifications?'))).toEqual([
      expect.stringMatching(/[?&]since=\d+/),
    ]);

    // The list is not in the page: it loads when the panel opens.
    await page.getByTestId('notification-bell-button').click();
    await page
      .getByTestId('notification-panel')
      .getByText('Seeded', { exact: false })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(requests.some((r) => /^\/api\/notifications\?limit=20$/.test(r))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
