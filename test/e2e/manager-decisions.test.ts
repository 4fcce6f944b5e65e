import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToLocal } from '../../ui/shared/events/time';
import { completeFacilityForm } from '../../ui/shared/facility/test-fixtures';
import { buildFacilityPayload } from '../../ui/shared/facility/transport';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

/**
 * Every review decision of the console driven in Chromium, as a manager clicks it: points (accept,
 * decline, block, unblock), an owner's claim of an OpenStreetMap point beside its drawn map
 * (accept claim, refuse claim; docs/decisions/191-osm-claim-review.md), events (publish, decline)
 * and a corporate request (decline; approval: test/e2e/manager.test.ts). Each decision lands on
 * the page it redirects to with its flash, and the public side follows.
 */
let browser: Browser;
let owner: BrowserContext;
let managerContext: BrowserContext;
let page: Page;
let problems: string[];
const origin = baseUrl();
// The demo OpenStreetMap point by Manezh (scripts/seed-data/osm/ru.osm) and one some 60 m from it.
const MANEZH = 'osm-node-9100000001';
const SBORKA = 'osm-node-9100000002';

beforeAll(async () => {
  browser = await launch();
  owner = await newContext(browser);
  await signInAs(owner, 'point owner');
  managerContext = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  await signInAs(managerContext, 'manager');
  page = await managerContext.newPage();
  problems = watchConsole(page);
});
afterAll(async () => {
  await browser?.close();
});

/** A point of the demo owner sent to review, claiming `fromOsm` when given. */
async function facilityInReview(name: string, coords: { lat: number; lng: number }, fromOsm?: string): Promise<string> {
  const created = await owner.request.post(
    `${origin}/api/web/v1/facility/facility/${fromOsm ? `?fromOsm=${fromOsm}` : ''}`,
    { headers: { origin }, data: buildFacilityPayload(completeFacilityForm({ name, coords })) },
  );
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sent = await owner.request.post(`${origin}/api/web/v1/facility/facility/${id}/transit/`, {
    headers: { origin },
    data: { transit: 'facility#draft_to_checking', payload: {} },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

/** Ids the finder lists near a place (signed in: never an edge-cached answer). */
async function finderIds(lat: number, lng: number): Promise<string[]> {
  const res = await managerContext.request.get(`${origin}/api/v1/recycling-points?near=${lat},${lng}&limit=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id);
}

async function open(path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

/** Submits a decision form and waits for the page it redirects to, whose flash says it is done. */
async function decide(testId: string, to: RegExp, comment?: string) {
  if (comment !== undefined) await page.getByTestId(`${testId}-comment`).fill(comment);
  await Promise.all([page.waitForURL(to), page.getByTestId(`${testId}-submit`).click()]);
  await page.locator('[data-testid="manager-flash"][data-tone="ok"]').waitFor();
}

const flash = () => page.getByTestId('manager-flash').textContent();
/** The owner's point of the first journey, which the second blocks and unblocks. */
let claimant = '';

describe('the review console in Chromium: every decision', () => {
  it('a point claiming an OSM point: accept the point, then the claim beside its map', async () => {
    const id = await facilityInReview(`Эко-двор ${Date.now() % 100000}`, { lat: 55.7575, lng: 37.615 }, MANEZH);
    claimant = id;
    await open(`/manager/points/${id}`);
    const claim = page.locator(`[data-testid="osm-claim"][data-osm-id="${MANEZH}"]`);
    expect(await claim.getAttribute('data-status')).toBe('pending');
    expect(await claim.getByTestId('claim-osm-point').textContent()).toContain('Контейнеры раздельного сбора у Манежа');
    expect(Number(await claim.getByTestId('claim-distance').getAttribute('data-distance'))).toBeLessThan(100);
    expect(await claim.getByTestId('claim-map').isVisible()).toBe(true);
    await screenshot(page, 'manager-osm-claim');

    await decide('accept-form', /\/manager\/points\?done=accepted$/);
    expect(await flash()).toContain('принят');
    // The point is public; its claim, still pending, hides nothing.
    expect(await finderIds(55.757, 37.615)).toEqual(expect.arrayContaining([id, MANEZH]));

    await open(`/manager/points/${id}`);
    await Promise.all([
      page.waitForURL(new RegExp(`/manager/points/${id}\\?done=claimAccepted$`)),
      claim.getByTestId('claim-accept').click(),
    ]);
    await page.locator('[data-testid="manager-flash"][data-tone="ok"]').waitFor();
    expect(await claim.getAttribute('data-status')).toBe('accepted');
    expect(await claim.getByTestId('claim-form').count()).toBe(0);
    expect(await finderIds(55.757, 37.615)).not.toContain(MANEZH);

    expect(problems).toEqual([]);
  }, 180_000);

  it('block brings the claimed OSM point back at once, unblock hides it again', async () => {
    const id = claimant;
    await open(`/manager/points/${id}`);
    await decide('block-form', /\/manager\/points\?done=blocked&status=blocked_by_moderator$/, 'Не тот адрес');
    expect(await finderIds(55.757, 37.615)).toContain(MANEZH);
    await open(`/manager/points/${id}`);
    await decide('unblock-form', /\/manager\/points\?done=unblocked&status=accepted$/);
    const ids = await finderIds(55.757, 37.615);
    expect(ids).toContain(id);
    expect(ids).not.toContain(MANEZH);
    // Leave the demo OSM point in the finder for the other files: block the owner's point again.
    const blocked = await managerContext.request.post(`${origin}/api/manager/points/${id}/block`, {
      headers: { origin },
      data: { comment: 'Уборка после теста' },
    });
    expect(blocked.status()).toBe(200);
    expect(problems).toEqual([]);
  }, 180_000);

  it('refuse a claim, then decline the point with a comment', async () => {
    const id = await facilityInReview(
      `Сбор у Крымского ${Date.now() % 100000}`,
      { lat: 55.7293, lng: 37.6042 },
      SBORKA,
    );
    await open(`/manager/points/${id}`);
    const claim = page.locator(`[data-testid="osm-claim"][data-osm-id="${SBORKA}"]`);
    await Promise.all([
      page.waitForURL(new RegExp(`/manager/points/${id}\\?done=claimRefused$`)),
      claim.getByTestId('claim-refuse').click(),
    ]);
    await page.locator('[data-testid="manager-flash"][data-tone="ok"]').waitFor();
    expect(await claim.getAttribute('data-status')).toBe('refused');
    await decide('decline-form', /\/manager\/points\?done=declined$/, 'Добавьте фотографии контейнеров');
    expect(await page.locator(`[data-id="${id}"]`).count()).toBe(0);
    expect(await finderIds(55.729, 37.604)).toContain(SBORKA);
    expect(problems).toEqual([]);
  }, 180_000);

  it('events: publish one, decline another with a comment', async () => {
    const creator = await newContext(browser);
    await signInAs(creator, 'event creator');
    const zone = 'Europe/Moscow';
    const start = Date.now() + 9 * 86_400_000;
    const sent: string[] = [];
    for (const title of [`Субботник ${Date.now().toString(36)}`, `Уборка берега ${Date.now().toString(36)}`]) {
      const body = {
        title,
        summary: 'Уберём парк вместе',
        description: 'Перчатки и мешки выдадим.',
        category: 'cleanup',
        startsAt: utcToLocal(start, zone),
        endsAt: utcToLocal(start + 3 * 3_600_000, zone),
        timeZone: zone,
        address: 'Парк Горького, главный вход',
        city: 'Москва',
        lat: 55.7298,
        lng: 37.6019,
        capacity: 10,
        rewardPoints: 50,
        contactName: 'Анна',
        contactPhone: '+7 495 555-01-23',
        contactEmail: 'anna@example.org',
      };
      const created = await creator.request.post(`${origin}/api/web/v1/charity-event`, {
        headers: { origin },
        data: body,
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      const review = await creator.request.post(`${origin}/api/web/v1/charity-event/${id}/send-to-review`, {
        headers: { origin },
      });
      expect(review.status(), await review.text()).toBe(200);
      sent.push(id);
    }
    await creator.close();
    const [published, declined] = sent as [string, string];
    await open(`/manager/events/${published}`);
    await decide('publish-form', /\/manager\/events\?done=published$/);
    expect((await page.request.get(`${origin}/charity-event/${published}`)).status()).toBe(200);
    await open(`/manager/events/${declined}`);
    await decide('decline-form', /\/manager\/events\?done=declined$/, 'Укажите место встречи');
    expect(await page.locator(`[data-testid="event-row"][data-id="${declined}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 180_000);

  it('a corporate request: decline with the reason', async () => {
    const email = `decline-${Date.now().toString(36)}@example.org`;
    const applicant = await newContext(browser);
    const registered = await applicant.request.post(`${origin}/api/auth/register`, {
      headers: { origin },
      data: {
        first_name: 'Petr Applicant',
        email,
        type: 'legal_entity',
        custom_role: 'promotion_creator',
        orgName: `Vtorsyrie ${Date.now() % 100000}`,
        address: 'Moscow, Lenina 7',
        inn: '7707083893',
        requested_roles: ['facility', 'promotion_creator'],
      },
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    await applicant.close();
    await open('/manager/requests?edition=ru');
    const row = page.locator(`[data-testid="request-row"][data-email="${email}"]`);
    await Promise.all([
      page.waitForURL(/\/manager\/requests\/[0-9a-f-]+$/),
      row.locator('[data-testid="request-open"]').click(),
    ]);
    await waitForHydration(page);
    await decide('decline-form', /\/manager\/requests\?done=declined$/, 'Не удалось проверить ИНН');
    expect(await page.locator(`[data-testid="request-row"][data-email="${email}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 180_000);
});
