import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { registerVolunteer } from './support/accounts';

/** "Reset my calendar link" on /profile/my-charity-events: in place with JavaScript, a real post without it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = `${baseUrl('ru')}/profile/my-charity-events`;

describe('reset my calendar link', () => {
  it('with JavaScript the new link shows in place; without it the form posts and the page shows it', async () => {
    const withJs = await newContext(browser, { locale: 'ru-RU' });
    await registerVolunteer(withJs, 'feed-reset', 'Ольга Календарева');
    const page = await withJs.newPage();
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const first = await page.getByTestId('feed-url').inputValue();
    await page.getByTestId('reset-feed').click();
    await expect.poll(() => page.getByTestId('feed-note').textContent()).toBe('Новая ссылка создана.');
    const second = await page.getByTestId('feed-url').inputValue();
    expect(second).not.toBe(first);
    expect(page.url()).toBe(PAGE);
    expect((await withJs.request.get(first)).status()).toBe(404);
    expect(problems).toEqual([]);

    const noJs = await newContext(browser, { locale: 'ru-RU', javaScriptEnabled: false });
    await noJs.addCookies(await withJs.cookies());
    const plain = await noJs.newPage();
    await plain.goto(PAGE);
    await plain.getByTestId('reset-feed').click();
    await plain.waitForURL(/\/profile\/my-charity-events\?feed=reset$/);
    expect(await plain.getByTestId('feed-note').textContent()).toBe('Новая ссылка создана.');
    const third = await plain.getByTestId('feed-url').inputValue();
    expect(third).not.toBe(second);
    expect((await noJs.request.get(second)).status()).toBe(404);
    await Promise.all([withJs.close(), noJs.close()]);
  }, 150_000);
});
