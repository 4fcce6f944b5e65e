import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, waitForHydration, watchConsole } from './browser';
import { demoAccount, signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(role: Parameters<typeof signInAs>[1], path: string, width = 1440) {
  const context = await newContext(browser, { viewport: { width, height: 900 } });
  await signInAs(context, role);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  // The cookie notice is fixed at the bottom; close it so full-page screenshots show the page.
  await page
    .getByTestId('cookie-notice-close')
    .click({ timeout: 3000 })
    .catch(() => undefined);
  return { context, page, problems };
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('/profile', () => {
  it('editing the name updates the header account button and dropdown at once, without a reload', async () => {
    const account = demoAccount('volunteer');
    const { context, page, problems } = await signedIn('volunteer', '/profile');
    await page.getByTestId('profile-overview').waitFor();
    await screenshot(page, 'profile-volunteer-1440');
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const newName = `Vera ${Date.now().toString(36)}`;

    const name = page.getByTestId('profile-name');
    await name.fill('');
    await name.blur();
    // Client-side validation with the shared schema: localized, nothing sent.
    await expect
      .poll(() => page.locator('#profile-personal [data-testid="field-error"]').first().textContent())
      .toBe('Это поле обязательно для заполнения');

    await name.fill(newName);
    await page.getByTestId('profile-personal-save').click();
    await expect.poll(() => page.getByTestId('profile-personal-notice').textContent()).toContain('Изменения сохранены');
    await expect.poll(() => page.getByTestId('account-button').textContent()).toContain(newName);
    await expect.poll(() => page.getByTestId('profile-display-name').textContent()).toBe(newName);
    await page.getByTestId('account-button').click();
    expect(await page.getByTestId('account-name').textContent()).toBe(newName);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, 'profile-name-updated');

    // And the server kept it: a fresh load shows the new name.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('account-button').textContent()).toContain(newName);

    // Put the seeded name back for the other browser tests.
    await page.getByTestId('profile-name').fill(account.name);
    await page.getByTestId('profile-personal-save').click();
    await expect.poll(() => page.getByTestId('account-button').textContent()).toContain(account.name);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an uploaded photo shows in the header at once; removing it brings the initial back', async () => {
    const { context, page, problems } = await signedIn('volunteer', '/profile');
    await page.getByTestId('profile-avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByTestId('profile-avatar-notice').textContent()).toContain('Фото обновлено');
    const src = await page.getByTestId('profile-avatar-image').getAttribute('src');
    expect(src).toMatch(/^\/media\/avatars\//);
    await expect.poll(() => page.locator('[data-testid="account-button"] img').getAttribute('src')).toBe(src);
    // A file that is not an image is refused with a localized message.
    await page
      .getByTestId('profile-avatar-file')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect
      .poll(() => page.getByTestId('profile-avatar-notice').textContent())
      .toBe('Подходят только изображения JPEG, PNG или WebP.');
    await page.getByTestId('profile-avatar-remove').click();
    await expect.poll(() => page.locator('[data-testid="account-button"] img').count()).toBe(0);
    // The refused upload answered 422: the only console problem allowed is that failed request.
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
    await context.close();
  });

  it('a phone that is not valid for the chosen country is refused in the browser', async () => {
    const { context, page, problems } = await signedIn('volunteer', '/profile');
    const phone = page.getByTestId('phone-number').first();
    await phone.fill('12345');
    await page.getByTestId('profile-personal-save').click();
    await expect
      .poll(() => page.locator('#profile-personal [data-testid="field-error"]').first().textContent())
      .toBe('Значение не является корректным номером телефона');
    await phone.fill('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the password and organisation forms check in the browser once used: errors on their fields, nothing sent', async () => {
    const { context, page, problems } = await signedIn('point owner', '/profile');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/profile/')) sent.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    // No zod or phone library with the page: the schemas come with the first use of a form.
    const password = page.getByTestId('profile-password-form');
    await page.getByTestId('security-currentPassword').fill('current-pass-1');
    await page.getByTestId('security-password').fill('short');
    await page.getByTestId('security-repeatPassword').fill('other');
    await page.getByTestId('security-password-save').click();
    await expect.poll(() => password.getByTestId('field-error').count()).toBe(2);
    await expect.poll(() => password.getAttribute('data-conform')).toBe('attached');
    const org = page.getByTestId('profile-org-form');
    await page.getByTestId('org-website').fill('not a link');
    await page.getByTestId('profile-org-save').click();
    await expect.poll(() => org.getByTestId('field-error').count()).toBe(1);
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the point owner sees the organisation profile with the edition’s tax id label', async () => {
    const { context, page, problems } = await signedIn('point owner', '/profile');
    await page.getByTestId('profile-org-form').waitFor();
    expect(await page.locator('label[for]', { hasText: /^ИНН/ }).count()).toBe(1);
    expect(await page.getByTestId('area-own-points').isVisible()).toBe(true);
    await screenshot(page, 'profile-point-owner-1440');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375px phone screen', async () => {
    const { context, page, problems } = await signedIn('volunteer', '/profile', 375);
    await page.getByTestId('profile-overview').waitFor();
    await screenshot(page, 'profile-volunteer-375');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/profile/balance', () => {
  it('shows the seeded volunteer’s balance, equal to the sum of the ledger rows, with links to the events', async () => {
    const { context, page, problems } = await signedIn('volunteer', '/profile/balance');
    await page.getByTestId('balance-page').waitFor();
    await screenshot(page, 'profile-balance-volunteer');
    const balance = Number(await page.getByTestId('balance-value').getAttribute('data-value'));
    const rows = await page.getByTestId('ledger-points').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    const sum = rows.map((text) => Number(text.replace(/[^\d-]/g, ''))).reduce((a, b) => a + b, 0);
    expect(balance).toBe(sum);
    const link = page.getByTestId('ledger-event-link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/charity-event\/[\w-]+$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends an event creator (no role user) to /404/', async () => {
    const { context, page } = await signedIn('event creator', '/profile/balance');
    expect(new URL(page.url()).pathname).toBe('/404/');
    await context.close();
  });
});
