import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { utcToLocal } from '../../ui/shared/events/time';
import { baseUrl, launch, newContext, waitForHydration } from './browser';
import { signInAs } from './support/accounts';
import { horizontalOverflow } from './support/sweep';

/**
 * Stored markup in point and event fields, as the managers' console renders it in a browser
 * (docs/security.md "Markup and files"): an owner stores `<img src=x onerror=…>` in a point's name
 * and comment and in an event's title and summary; the manager's list and detail pages show the
 * text literally and nothing runs.
 */
const PAYLOAD = (tag: string) =>
  `<img src=x onerror="window.__xss=(window.__xss||[]).concat('${tag}')"><script>window.__xss=['${tag}-script']</script>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("stored markup in the managers' console", () => {
  it('point and event fields with markup are shown as text and never execute', async () => {
    const origin = baseUrl();
    const owner = await newContext(browser);
    await signInAs(owner, 'point owner');
    const point = await owner.request.post(`${origin}/api/web/v1/facility/facility/`, {
      headers: { origin },
      data: buildFacilityPayload(
        completeFacilityForm({ name: `Point ${PAYLOAD('point')}`.slice(0, 200), comment: PAYLOAD('point-comment') }),
      ),
    });
    expect(point.status(), await point.text()).toBe(201);
    const facilityId = ((await point.json()) as { data: { id: string } }).data.id;
    const transit = await owner.request.post(`${origin}/api/web/v1/facility/facility/${facilityId}/transit/`, {
      headers: { origin },
      data: { transit: 'facility#draft_to_checking', payload: {} },
    });
    expect(transit.status(), await transit.text()).toBe(200);

    const creator = await newContext(browser);
    await signInAs(creator, 'event creator');
    const zone = 'Europe/Moscow';
    const start = Date.now() + 7 * 86_400_000;
    const event = await creator.request.post(`${origin}/api/web/v1/charity-event`, {
      headers: { origin },
      data: {
        title: `Cleanup ${PAYLOAD('event')}`.slice(0, 120),
        summary: PAYLOAD('event-summary').slice(0, 280),
        description: PAYLOAD('event-description'),
        category: 'cleanup',
        startsAt: utcToLocal(start, zone),
        endsAt: utcToLocal(start + 3 * 3600_000, zone),
        timeZone: zone,
        address: 'Gorky Park',
        city: 'Moscow',
        lat: 55.7298,
        lng: 37.6019,
        capacity: 10,
        rewardPoints: 50,
        contactName: 'Anna',
        contactPhone: '+7 495 555-01-23',
        contactEmail: 'anna@example.org',
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    const eventId = ((await event.json()) as { id: string }).id;
    const review = await creator.request.post(`${origin}/api/web/v1/charity-event/${eventId}/send-to-review`, {
      headers: { origin },
    });
    expect(review.status(), await review.text()).toBe(200);

    const manager = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await signInAs(manager, 'manager');
    const page = await manager.newPage();
    for (const path of [
      '/manager/points?edition=ru',
      `/manager/points/${facilityId}`,
      '/manager/events?edition=ru',
      `/manager/events/${eventId}`,
    ]) {
      await page.goto(`${origin}${path}`);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), path).toBeNull();
      expect(await page.locator('img[src="x"]').count(), path).toBe(0);
    }
    // The detail pages show the markup as text.
    await page.goto(`${origin}/manager/points/${facilityId}`);
    await waitForHydration(page);
    expect(await page.locator('body').textContent()).toContain('<img src=x onerror=');
    await page.goto(`${origin}/manager/events/${eventId}`);
    await waitForHydration(page);
    expect(await page.locator('body').textContent()).toContain('<img src=x onerror=');

    // The owner's own list: the name is text, and its long unbroken run wraps at 320 px instead of
    // widening the list (a grid track sized to the widest word once pushed every card 52 px out).
    const ownerPage = await owner.newPage();
    await ownerPage.setViewportSize({ width: 320, height: 800 });
    await ownerPage.goto(`${origin}/profile/recycling-points`);
    await waitForHydration(ownerPage);
    expect(await ownerPage.locator('[data-testid="point-card"] h2', { hasText: '<img src=x onerror=' }).count()).toBe(
      1,
    );
    const { overflow, offenders } = await horizontalOverflow(ownerPage);
    expect(overflow, offenders.join('; ')).toBe(0);
  }, 240_000);
});
