import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeCookies, launch, newContext } from './browser';
import { demoAccount } from './support/accounts';
import { axeViolations, SAMPLES, type Role } from './support/sweep';

/**
 * Open states, keyboard and no-JavaScript paths of the visitor sweep: the dialogs fit the
 * screen with their primary button visible and pass axe; the keyboard reaches and shows every stop;
 * dialogs trap focus and close on Escape back to their opener; the main forms work without scripts.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ru = () => baseUrl('ru');

async function signIn(page: Page, role: Role) {
  const account = demoAccount(role);
  await page.goto(`${ru()}/404`);
  const status = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/auth/email', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', email, password }),
        })
      ).status,
    { email: account.email, password: account.password },
  );
  expect(status).toBe(200);
}

/** The dialog and its primary button lie within the viewport (no part below the fold). */
async function fits(page: Page, dialog: string, button: string): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const box = await page.locator(`[data-testid="${dialog}"]`).boundingBox();
  const primary = await page.locator(`[data-testid="${dialog}"] [data-testid="${button}"]`).first().boundingBox();
  const problems: string[] = [];
  if (!box || box.x < 0 || box.x + box.width > viewport.width + 1)
    problems.push(`${dialog} at ${viewport.width}×${viewport.height}: wider than the screen`);
  if (!primary || primary.y < 0 || primary.y + primary.height > viewport.height)
    problems.push(`${dialog} at ${viewport.width}×${viewport.height}: ${button} is not visible (y=${primary?.y})`);
  return problems;
}

const open = (page: Page) => page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });

describe('dialogs: fit the screen, primary button visible, axe clean, focus trapped, Escape returns focus', () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    it(`at ${size.width}×${size.height}`, async () => {
      const context = await newContext(browser, {
        locale: 'ru-RU',
        bypassCSP: true,
        reducedMotion: 'reduce',
        viewport: size,
      });
      await closeCookies(context);
      const page = await context.newPage();
      const problems: string[] = [];
      const cases: [string, string, string][] = [
        ['/login', 'login-modal', 'login-submit'],
        ['/registration', 'registration-modal', 'registration-submit'],
        ['/?modal=question', 'modal-question', 'form-submit'],
        ['/?modal=write-to-us', 'modal-write-to-us', 'form-submit'],
      ];
      for (const [path, dialog, button] of cases) {
        await page.goto(`${ru()}${path}`);
        await open(page);
        await page.locator(`[data-testid="${dialog}"]`).waitFor();
        problems.push(...(await fits(page, dialog, button)));
        for (const v of await axeViolations(page)) problems.push(`${path} open ${dialog}: axe ${v}`);
      }
      // The share dialog opens from a button: Tab stays inside, Escape closes and returns focus.
      await page.goto(`${ru()}${SAMPLES['/charity-event/:id']!('ru')}`);
      await open(page);
      const opener = page.getByTestId('share-button').first();
      await opener.click();
      const share = page.getByTestId('share-dialog');
      await share.waitFor();
      for (const v of await axeViolations(page)) problems.push(`share dialog: axe ${v}`);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        if (!(await share.evaluate((el) => el.contains(document.activeElement))))
          problems.push(`share dialog: Tab ${i + 1} left the dialog`);
      }
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'detached' });
      if (!(await opener.evaluate((el) => el === document.activeElement)))
        problems.push('share dialog: focus did not return to its button');
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  it('side menu, notifications panel and the cancel confirmation pass axe; the confirmation closes on Escape', async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      bypassCSP: true,
      reducedMotion: 'reduce',
      viewport: { width: 375, height: 667 },
    });
    await closeCookies(context);
    const page = await context.newPage();
    const problems: string[] = [];
    await signIn(page, 'volunteer');
    await page.goto(`${ru()}/`);
    // An unread notification in the panel, whatever earlier tests left: its tinted row is where
    // contrast is tightest (the time stamp once measured 4.46:1 there).
    const userId = await page.evaluate(
      () => (JSON.parse(document.getElementById('__STATE__')!.textContent!) as { user: { id: string } }).user.id,
    );
    const made = await page.request.post(`${ru()}/api/dev/notify`, {
      headers: { origin: ru() },
      data: {
        userId,
        kind: 'review',
        messageKey: 'notifications.messages.facilityAccepted',
        params: { name: 'Эко-точка' },
        link: '/profile',
      },
    });
    expect(made.status()).toBe(201);
    await page.reload();
    await open(page);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').waitFor();
    for (const v of await axeViolations(page)) problems.push(`side menu: axe ${v}`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('notification-bell-button').click();
    // The panel reads its page of notifications when opened: wait for it, not for a fixed time.
    await expect.poll(() => page.locator('[data-testid="notification-item"][data-unread]').count()).toBeGreaterThan(0);
    for (const v of await axeViolations(page)) problems.push(`notifications panel: axe ${v}`);
    await page.keyboard.press('Escape');
    // The demo volunteer is signed up for this event: cancelling asks first.
    await page.goto(`${ru()}${SAMPLES['/charity-event/:id']!('ru')}`);
    await open(page);
    const cancel = page.getByTestId('signup-cancel');
    await cancel.click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    for (const v of await axeViolations(page)) problems.push(`confirmation: axe ${v}`);
    problems.push(...(await fits(page, 'confirm-dialog', 'confirm-yes')));
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    if (!(await page.getByTestId('signed-up').isVisible()))
      problems.push('Escape on the confirmation cancelled the sign-up');
    if (!(await cancel.evaluate((el) => el === document.activeElement)))
      problems.push('confirmation: focus did not return to the cancel button');
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('keyboard on the home page', () => {
  it('the first Tab shows the skip link; every stop is visible and shows focus', async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 800 },
    });
    await closeCookies(context);
    const page = await context.newPage();
    await page.goto(`${ru()}/`);
    await open(page);
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({
      text: document.activeElement?.getAttribute('href'),
      top: document.activeElement?.getBoundingClientRect().top ?? -1,
    }));
    expect(skip.text).toBe('#main');
    expect(skip.top).toBeGreaterThanOrEqual(0);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return {
          id: `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 30)}`,
          ring,
          size: rect.width > 0 && rect.height > 0,
        };
      });
      if (!stop) break;
      if (!stop.ring) problems.push(`${stop.id}: no visible focus indicator`);
      if (!stop.size) problems.push(`${stop.id}: focused but not visible`);
      seen.add(stop.id);
    }
    // The header, the hero links, the audience cards, the events and the footer are all reachable.
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].some((s) => s.includes('/charity-events-manual'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it("a guest reaches sign-in and the manual from the header's dropdowns", async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${ru()}/`);
    expect(await page.getByTestId('account-login').isVisible()).toBe(false);
    await page.getByTestId('manuals-menu').locator('button').click();
    expect(await page.getByTestId('manuals-menu').locator('a').first().isVisible()).toBe(true);
    await page.getByTestId('account-button').click();
    await page.getByTestId('account-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByTestId('login-login').isVisible()).toBe(true);
    await context.close();
  });

  it('a guest on a phone reaches sign-in from the header (the side menu needs JavaScript)', async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto(`${ru()}/`);
    expect(await page.getByTestId('account-button').isVisible()).toBe(false);
    // It fits the phone's header: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('header-login-nojs').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByTestId('login-login').isVisible()).toBe(true);
    await context.close();
  });

  it('signs in, signs up for an event and cancels, filters the events list', async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const account = demoAccount('volunteer');
    await page.goto(`${ru()}/login`);
    await page.fill('[name=login]', account.email);
    await page.fill('[name=password]', account.password);
    await page.getByTestId('login-submit').click();
    await page.waitForLoadState();
    expect(await page.getByTestId('account-button').textContent()).toContain(account.name);

    // A published event the volunteer is not signed up for (the seed signs them up for others).
    await page.goto(`${ru()}/charity-events?category=collection_drive`);
    expect(new URL(page.url()).searchParams.get('category')).toBe('collection_drive');
    // The first one that offers a place (the seed signs them up for tomorrow's collection drive).
    const links = await page
      .locator('[data-testid="event-card-link"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    let offered = false;
    for (const link of links) {
      await page.goto(`${ru()}${link}`);
      if ((await page.getByTestId('signup-button').count()) > 0) {
        offered = true;
        break;
      }
    }
    expect(offered, 'a collection drive with a free place').toBe(true);
    await page.getByTestId('signup-button').click();
    await page.waitForLoadState();
    expect(page.url()).toContain('signup=joined');
    expect(await page.getByTestId('signed-up').isVisible()).toBe(true);
    await page.getByTestId('signup-cancel').click();
    await page.waitForLoadState();
    expect(page.url()).toContain('signup=cancelled');
    expect(await page.getByTestId('signup-cancelled').isVisible()).toBe(true);
    expect(await page.getByTestId('signup-button').isVisible()).toBe(true);
    await context.close();
  });
});

describe('public forms without JavaScript', () => {
  /** The page's field errors, in order, after the server answered the post. */
  const errorsOf = (page: Page) => page.getByTestId('field-error').allTextContents();

  it('the Russian support question page posts, answers with Russian field errors, then the success message', async () => {
    const context = await newContext(browser, {
      locale: 'ru-RU',
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto(`${ru()}/support/question`);
    await page.getByTestId('form-submit').click();
    await page.waitForLoadState();
    expect(await errorsOf(page)).toEqual(Array(4).fill('Это поле обязательно для заполнения'));

    await page.getByTestId('field-name').fill('Ирина');
    await page.getByTestId('field-email').fill('irina@');
    await page.getByTestId('field-city').fill('Казань');
    await page.getByTestId('field-text').fill('Как зарегистрировать пункт приёма?');
    const invalid = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByTestId('form-submit').click();
    expect((await invalid).status()).toBe(400);
    await page.waitForLoadState();
    expect(await errorsOf(page)).toEqual(['Значение не является корректным адресом электронной почты']);
    // What was typed survives the round trip.
    expect(await page.getByTestId('field-city').inputValue()).toBe('Казань');

    await page.getByTestId('field-email').fill('irina@example.org');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-page-success').waitFor();
    expect(await page.getByTestId('form-page-success').textContent()).toContain(
      'Ваш вопрос успешно отправлен на рассмотрение',
    );
    await context.close();
  });

  it('a Kazakh inquiry form posts with its phone, answers with Kazakh field errors, then the success message', async () => {
    const context = await newContext(browser, {
      locale: 'kk-KZ',
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl('kz')}/inquiry/recycling-companies`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Қалдықтарды басқару және қайта өңдеу компанияларының өтінімі',
    );
    await page.getByTestId('field-name').fill('Айгүл');
    await page.getByTestId('phone-number').fill('12');
    await page.getByTestId('form-submit').click();
    await page.waitForLoadState();
    const errors = await errorsOf(page);
    expect(errors).toContain('Мән жарамды телефон нөмірі емес');
    expect(errors.filter((e) => e === 'Бұл өрісті толтыру міндетті')).toHaveLength(4);
    expect(await page.getByTestId('field-name').inputValue()).toBe('Айгүл');

    await page.getByTestId('field-orgName').fill('ЭкоРесурс ЖШС');
    await page.getByTestId('field-email').fill('aigul@example.kz');
    await page.getByTestId('field-city').fill('Алматы');
    await page.getByTestId('phone-number').fill('7012345678');
    await page.getByTestId('field-text').fill('Пластикті қабылдау туралы серіктестік');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-page-success').waitFor();
    expect(await page.getByTestId('form-page-success').textContent()).toContain('Сіздің сұрауыңыз сәтті өңделді');
    expect(page.url()).toBe(`${baseUrl('kz')}/inquiry/recycling-companies`);
    await context.close();
  });
});
