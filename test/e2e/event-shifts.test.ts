import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed helpers
import { demoEventId } from '../../scripts/seed-events.mjs';
import { baseUrl, launch, newContext, waitForHydration } from './browser';
import { demoAccount, signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
const PHONE = { width: 390, height: 844 };

describe('shifts at phone width', () => {
  it('a volunteer chooses a slot on the event page; the organiser finds them in the roster', async () => {
    const id = demoEventId('ru-shifts') as string;
    // A guest has the page open while someone else signs up.
    const guest = await newContext(browser, { locale: 'ru-RU', viewport: PHONE });
    const watching = await guest.newPage();
    await watching.goto(`${origin}/charity-event/${id}`);
    const openSlot = watching.getByTestId('shift-slot').filter({ hasText: /^0 из 3 — Сортировщики/ });
    await expect.poll(() => openSlot.count()).toBe(1);
    await waitForHydration(watching);
    const volunteer = await newContext(browser, { locale: 'ru-RU', viewport: PHONE });
    await signInAs(volunteer, 'volunteer');
    const page = await volunteer.newPage();
    await page.goto(`${origin}/charity-event/${id}`);
    const slot = page.getByTestId('shift-slot').filter({ hasText: /^0 из 3 — Сортировщики/ });
    await expect.poll(() => slot.count()).toBe(1);
    // A full slot offers its waitlist and the next slot with room.
    const full = page.getByTestId('shift-slot').filter({ hasText: /^2 из 2 — Сортировщики/ });
    expect(await full.getByRole('button').allTextContents()).toEqual([
      'Встать в лист ожидания',
      expect.stringContaining('Или есть места: 0 из 3 — Сортировщики'),
    ]);
    // With JavaScript the list takes the server's new lines in place: no page load.
    const url = page.url();
    await slot.getByRole('button', { name: 'Записаться на эту смену' }).click();
    const taken = page.getByTestId('shift-slot').filter({ hasText: /^1 из 3 — Сортировщики/ });
    await expect.poll(() => taken.textContent()).toContain('Вы записаны');
    expect(await page.getByTestId('shift-status').textContent()).toBe('Вы записаны');
    expect(page.url()).toBe(url);
    const chosen = (await taken.locator('p').first().textContent()) ?? '';
    await volunteer.close();

    // The guest's list reads its lines again when the tab is shown (and every 20 s while it is).
    await watching.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const seen = watching.getByTestId('shift-slot').filter({ hasText: /^1 из 3 — Сортировщики/ });
    await expect.poll(() => seen.count()).toBe(1);
    await guest.close();

    const organiser = await newContext(browser, { locale: 'ru-RU', viewport: PHONE });
    await signInAs(organiser, 'event creator');
    const roster = await organiser.newPage();
    await roster.goto(`${origin}/profile/charity-events/${id}/roster`);
    // The organiser's roster lists the volunteer under the slot they chose.
    const section = roster.getByTestId('roster-slot').filter({ hasText: chosen });
    await expect.poll(() => section.count()).toBe(1);
    expect(await section.getByRole('heading').first().textContent()).toBe(chosen);
    expect(await section.getByTestId('roster-row').allTextContents()).toContainEqual(
      expect.stringContaining(demoAccount('volunteer').email),
    );
    await organiser.close();
  });
});
