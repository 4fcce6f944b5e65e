import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('share dialog', () => {
  it('copies the edition link with the /ru-kz/ prefix and shows the message, cleared on reopen', async () => {
    const origin = baseUrl('kz');
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // No native share on this "device": the dialog is the share UI.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}/ru-kz/`);
    await waitForHydration(page);
    await page.getByTestId('footer-share').click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('share-targets').getByRole('link').count()).toBe(2);
    await dialog.getByTestId('share-copy').click();
    await expect.poll(() => dialog.getByTestId('share-copied').textContent()).toBe('Ссылка успешно скопирована');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/ru-kz/`); // the edition's public origin (ADR 100): the dev host in tests;
    await screenshot(page, 'share-dialog-kz');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('footer-share').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('share-copied').textContent()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('native share: a user cancel does nothing, another failure opens the fallback dialog', async () => {
    for (const [name, opens] of [
      ['AbortError', false],
      ['NotAllowedError', true],
    ] as const) {
      const context = await newContext(browser);
      await context.addInitScript((errorName) => {
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: () => {
            (window as unknown as { shared: number }).shared =
              ((window as unknown as { shared?: number }).shared ?? 0) + 1;
            return Promise.reject(new DOMException('share failed', errorName));
          },
        });
      }, name);
      const page = await context.newPage();
      await page.goto(`${baseUrl('intl')}/`);
      await waitForHydration(page);
      await page.getByTestId('footer-share').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: number }).shared)).toBe(1);
      // The fallback dialog is its own chunk: wait for it where it must open.
      if (opens) await page.getByTestId('share-dialog').waitFor();
      else await page.waitForTimeout(300);
      expect(await page.getByTestId('share-dialog').count()).toBe(opens ? 1 : 0);
      await context.close();
    }
  });
});
