/**
 * Forms moved to Conform + the shared zod schema show a bad field's error on that
 * very field, in the browser (client validation) and without JavaScript (the server's answer).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  holdRequests,
  launch,
  newContext,
  waitForHydration,
  watchConsole,
  serveStandInTiles,
} from './browser';
import { signInAs } from './support/accounts';
// @ts-expect-error plain ESM script shared with the seed
import { demoFacilityId } from '../../scripts/seed-facilities.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('footer subscription', () => {
  it('with JavaScript: the error shows on the e-mail field, nothing is sent, then a valid address is', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto(`${baseUrl('intl')}/get-app`);
    await waitForHydration(page);
    const form = page.getByTestId('subscription');
    const email = form.getByTestId('subscription-email');
    await email.click();
    await page.waitForSelector('[data-testid="subscription"][data-conform="attached"]', { timeout: 10_000 });
    await email.pressSequentially('nope@');
    await form.getByRole('button').click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Value is not a valid email address');
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/get-app');

    await email.fill(`e2e-${Date.now()}@example.org`);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe(null);
    await form.getByRole('button').click();
    await form.getByTestId('subscription-sent').waitFor();
    expect(posts.some((u) => u.endsWith('/api/subscriptions'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the server answers with the form and the error on the e-mail field', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl('intl')}/get-app`);
    await page.getByTestId('subscription').getByTestId('subscription-email').fill('nope@');
    await Promise.all([
      page.waitForURL('**/subscriptions'),
      page.getByTestId('subscription').getByRole('button').click(),
    ]);
    const form = page.getByTestId('subscription-page-form');
    const email = form.getByTestId('subscription-email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('nope@');
    const errorId = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Value is not a valid email address');
    await context.close();
  });
});

describe('events list filters', () => {
  it('with JavaScript: the schema blocks a refused category on its field; a good choice filters', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl('ru')}/charity-events`);
    await waitForHydration(page);
    const category = page.getByTestId('filter-category');
    expect(await category.getAttribute('aria-invalid')).toBe(null);
    // A value the list does not offer (as a tampered page would send): Conform refuses it on that field.
    await page.hover('#events-filters');
    await page.waitForSelector('#events-filters[data-conform="attached"]', { timeout: 10_000 });
    await category.evaluate((select) =>
      (select as unknown as { add(option: unknown): void }).add(new Option('x', 'aliens')),
    );
    await category.selectOption('aliens');
    await expect.poll(() => category.getAttribute('aria-invalid')).toBe('true');
    const errorId = await category.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Выберите категорию из списка');
    expect(new URL(page.url()).search).toBe('');

    await Promise.all([page.waitForURL(/category=cleanup/), category.selectOption('cleanup')]);
    await waitForHydration(page);
    expect(await page.getByTestId('filter-category').getAttribute('aria-invalid')).toBe(null);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the server shows a refused category on its field and still lists events', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl('ru')}/charity-events?category=aliens`);
    const category = page.getByTestId('filter-category');
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    const errorId = await category.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Выберите категорию из списка');
    expect(await page.getByTestId('events-list').count()).toBe(1);
    await category.selectOption('cleanup');
    await Promise.all([page.waitForURL(/category=cleanup/), page.getByRole('button', { name: 'Применить' }).click()]);
    expect(await page.getByTestId('filter-category').getAttribute('aria-invalid')).toBe(null);
    await context.close();
  });
});

describe("the manager's decline form", () => {
  async function firstEventInReview(context: Awaited<ReturnType<typeof newContext>>): Promise<string> {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/manager/events?edition=ru`);
    const id = await page.locator('[data-testid="event-row"]').first().getAttribute('data-id');
    await page.close();
    expect(id).toBeTruthy();
    return id!;
  }

  it('with JavaScript: no reason → the error on the comment field, nothing posted', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await signInAs(context, 'manager');
    const id = await firstEventInReview(context);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/manager/')) posts.push(r.url());
    });
    await page.goto(`${baseUrl()}/manager/events/${id}`);
    await waitForHydration(page);
    const comment = page.getByTestId('decline-form-comment');
    await comment.focus();
    await page.waitForSelector('#decision-decline[data-conform="attached"]', { timeout: 10_000 });
    await page.getByTestId('decline-form-submit').click();
    await expect.poll(() => comment.getAttribute('aria-invalid')).toBe('true');
    const errorId = await comment.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Это поле обязательно для заполнения');
    expect(await page.getByTestId('publish-form').getByTestId('field-error').count()).toBe(0);
    expect(posts).toEqual([]);
    await comment.fill('Укажите место встречи');
    await expect.poll(() => comment.getAttribute('aria-invalid')).toBe(null);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the server answers 422 with the error on the comment field', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', javaScriptEnabled: false });
    await signInAs(context, 'manager');
    const id = await firstEventInReview(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/manager/events/${id}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByTestId('decline-form-submit').click(),
    ]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    const comment = page.getByTestId('decline-form-comment');
    expect(await comment.getAttribute('aria-invalid')).toBe('true');
    const errorId = await comment.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Это поле обязательно для заполнения');
    await context.close();
  });
});

describe('the close dialog', () => {
  it('no reason → the error on the reason field, nothing sent; the worker’s problem lands on the same field', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const transits: string[] = [];
    // The worker's answer to a blank reason (as test/integration/form-field-errors.test.ts shows it), without closing the demo point.
    await page.route('**/transit/', async (route) => {
      transits.push(route.request().postData() ?? '');
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'comment_required',
            message: 'Укажите причину',
            problems: [{ path: 'reason', code: 'required', message: 'Это поле обязательно' }],
          },
        }),
      });
    });
    await page.goto(`${baseUrl()}/profile/recycling-points`);
    await waitForHydration(page);
    await page
      .locator(`[data-point-id="${demoFacilityId('accepted')}"]`)
      .getByTestId('action-closeTemporarily')
      .click();
    const dialog = page.getByTestId('close-dialog');
    await dialog.waitFor();
    const reason = dialog.getByTestId('close-reason');
    await dialog.getByTestId('close-confirm').click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    const errorId = await reason.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Это поле обязательно');
    expect(transits).toEqual([]);

    await reason.fill('Ремонт');
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe(null);
    await dialog.getByTestId('close-confirm').click();
    await expect.poll(() => transits.length).toBe(1);
    expect(JSON.parse(transits[0]!)).toEqual({
      transit: 'facility#accepted_to_temporarily_not_working',
      payload: { comment: 'Ремонт' },
    });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await reason.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      'Это поле обязательно',
    );
    expect(await dialog.isVisible()).toBe(true);
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
    await context.close();
  });
});

describe('the e-mail change confirmation', () => {
  it('with JavaScript: a damaged token is refused on the token field before anything is posted', async () => {
    const context = await newContext(browser, { locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const account = await signInAs(context, 'tester');
    const origin = baseUrl();
    const newEmail = `tester-${Date.now()}@example.org`;
    const asked = await context.request.post(`${origin}/api/profile/email`, {
      headers: { origin },
      data: { email: newEmail, password: account.password },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    try {
      const mails = (await (
        await context.request.get(`${origin}/dev/mail.json?to=${encodeURIComponent(newEmail)}`)
      ).json()) as { links: string[] }[];
      const link = mails.flatMap((m) => m.links).find((l) => l.includes('/confirm-email?token='));
      expect(link).toBeTruthy();
      const page = await context.newPage();
      const problems = watchConsole(page);
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/confirm-email')) posts.push(r.url());
      });
      await page.goto(link!);
      await waitForHydration(page);
      expect(await page.getByTestId('email-confirm').getAttribute('data-state')).toBe('ready');
      await page.hover('#email-confirm');
      await page.waitForSelector('#email-confirm[data-conform="attached"]', { timeout: 10_000 });
      await page.getByTestId('email-confirm-token').evaluate((input) => {
        (input as unknown as { value: string }).value = 'not a token';
      });
      await page.getByTestId('email-confirm-submit').click();
      const token = page.getByTestId('email-confirm-token');
      await expect.poll(() => token.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`[id="${await token.getAttribute('aria-describedby')}"]`).textContent()).toContain(
        'Код в ссылке повреждён',
      );
      expect(posts).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.request.delete(`${origin}/api/profile/email`, { headers: { origin } });
      await context.close();
    }
  });
});

describe('a submit held until Conform attaches', () => {
  // The point editor loads Conform and its schema after hydration. A submit before they are in is
  // held and sent again once Conform attaches (ui/components/forms/LazyConform.tsx). Here the key
  // press lands just after the schema's chunk resolved and before React's retry render, so the
  // press's own render attaches Conform in the middle of the held submit's dispatch: the replay
  // must wait for that dispatch to end (the browser ignores requestSubmit while a submit fires).
  it('Enter pressed as the schema arrives still validates: the summary shows, the missing address is marked', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await signInAs(context, 'point owner');
    const page = await context.newPage();
    const problems = watchConsole(page);
    // The editor's pin map (ADR 200) draws tiles from the test deployment's closed-port template: served here.
    await serveStandInTiles(page);
    // The schema's chunk waits for the test, then ends by blocking the main thread in a microtask
    // (after its import has resolved and React was told): the key press queues behind it as a
    // trusted input, which the browser runs before React's retry task.
    const block =
      ';{let p=Promise.resolve();for(let i=0;i<50;i++)p=p.then(()=>{});p.then(()=>{console.debug("schema-blocking");const t=performance.now();while(performance.now()-t<800){}});}';
    const release = await holdRequests(page, /\/form-data-[^/]+\.js$/, (body) => body + block);
    await page.goto(`${baseUrl()}/profile/create-recycling-point`);
    await waitForHydration(page);
    await page.getByTestId('save-and-send').focus();
    const blocking = page.waitForEvent('console', (m) => m.text() === 'schema-blocking');
    release();
    await blocking;
    await page.keyboard.press('Enter');
    await page.getByTestId('incomplete-summary').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('field-address').getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });
});
