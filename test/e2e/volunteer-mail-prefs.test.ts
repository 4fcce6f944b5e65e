import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { registerVolunteer } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const origin = baseUrl('ru');
const PAGE = `${origin}/profile/my-charity-events`;

async function prefs(context: BrowserContext): Promise<Record<string, boolean>> {
  const res = await context.request.get(`${origin}/api/web/v1/profile/volunteer-mail`);
  return ((await res.json()) as { prefs: Record<string, boolean> }).prefs;
}

describe('mail about my events, on /profile/my-charity-events', () => {
  it('a kind is turned off with JavaScript (saved on the change) and back on without it (the form posts)', async () => {
    const withJs = await newContext(browser, { locale: 'ru-RU' });
    await registerVolunteer(withJs, 'mail-prefs', 'Ольга Письмова');

    // With JavaScript: unticking saves at once, says so, and there is no button to press.
    const page = await withJs.newPage();
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    expect(await page.getByTestId('mail-prefs-save').count()).toBe(0);
    await page.getByTestId('mail-pref-on_the_day').uncheck();
    await expect.poll(() => page.getByTestId('mail-prefs-note').textContent()).toBe('Сохранено.');
    expect(await prefs(withJs)).toEqual({ day_before: true, on_the_day: false, thank_you: true, updates: true });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('mail-pref-on_the_day').isChecked()).toBe(false);
    expect(problems).toEqual([]);

    // Without JavaScript (the same account): tick it again, untick another, press the button.
    const noJs = await newContext(browser, { locale: 'ru-RU', javaScriptEnabled: false });
    await noJs.addCookies(await withJs.cookies());
    const plain = await noJs.newPage();
    await plain.goto(PAGE);
    expect(await plain.getByTestId('mail-pref-on_the_day').isChecked()).toBe(false);
    await plain.getByTestId('mail-pref-on_the_day').check();
    await plain.getByTestId('mail-pref-thank_you').uncheck();
    await plain.getByTestId('mail-prefs-save').click();
    await plain.waitForURL(/\/profile\/my-charity-events\?mail=saved$/);
    expect(await plain.getByTestId('mail-prefs-note').textContent()).toBe('Сохранено.');
    expect(await plain.getByTestId('mail-pref-on_the_day').isChecked()).toBe(true);
    expect(await plain.getByTestId('mail-pref-thank_you').isChecked()).toBe(false);
    expect(await prefs(withJs)).toEqual({ day_before: true, on_the_day: true, thank_you: false, updates: true });
    await Promise.all([withJs.close(), noJs.close()]);
  }, 90_000);
});
