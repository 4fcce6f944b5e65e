/**
 * The point editor's map and address search (docs/decisions/200-geocoder-adapter.md): an address
 * found on submit fills the address and the coordinates (latitude first) and places the pin; a
 * click on the map or a dragged pin moves the coordinates; typing alone never asks the provider.
 * The browser tests run with the worker's stand-in geocoder (LOCAL_VARS).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('placing a point', () => {
  it('search an address → fields filled and pin placed; a click and a drag on the map move the coordinates', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/facility/geocode')) searches.push(r.url());
    });
    await page.goto(`${baseUrl()}/profile/create-recycling-point`);
    await waitForHydration(page);
    await page
      .getByTestId('cookie-notice-close')
      .click({ timeout: 3000 })
      .catch(() => undefined);

    // Latitude first, and the order said in words.
    expect(await page.getByTestId('coords-order').textContent()).toContain('сначала широта, потом долгота');
    const latFirst = await page.evaluate(() => {
      const lat = document.querySelector('[data-testid="field-coords.lat"]')!;
      const lng = document.querySelector('[data-testid="field-coords.lng"]')!;
      return Boolean(lat.compareDocumentPosition(lng) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(latFirst).toBe(true);

    // Typing asks nothing (the provider's policy); Enter searches once, without submitting the form.
    const box = page.getByTestId('locator-q');
    await box.fill('Тверская Москва');
    expect(searches).toEqual([]);
    await box.press('Enter');
    await page.getByTestId('locator-result').first().click();
    expect(searches).toHaveLength(1);
    const lat = page.getByTestId('field-coords.lat');
    const lng = page.getByTestId('field-coords.lng');
    expect(await page.getByTestId('field-address').inputValue()).toBe('Тверская улица, 7, Москва, 125009');
    expect(await lat.inputValue()).toBe('55.757');
    expect(await lng.inputValue()).toBe('37.615');

    // The pin is on the map at the found place.
    const map = page.locator('[data-testid="locator-map"][data-state="ready"]');
    await map.waitFor();
    const pin = page.locator('[data-testid="locator-map"] .leaflet-marker-icon');
    await pin.waitFor();
    expect(await page.getByTestId('locator-map').getAttribute('data-pin')).toBe('55.757,37.615');

    // A click north-west of the pin: latitude grows, longitude shrinks.
    const area = (await map.boundingBox())!;
    await page.mouse.click(area.x + area.width * 0.3, area.y + area.height * 0.3);
    await expect.poll(() => lat.inputValue()).not.toBe('55.757');
    const clicked = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
    expect(clicked.lat).toBeGreaterThan(55.757);
    expect(clicked.lng).toBeLessThan(37.615);

    // Dragging the pin south-east moves the coordinates back the other way.
    const at = (await pin.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 80, at.y + at.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await lat.inputValue())).toBeLessThan(clicked.lat);
    expect(Number(await lng.inputValue())).toBeGreaterThan(clicked.lng);
    expect(searches).toHaveLength(1);
    await context.close();
  });
});
