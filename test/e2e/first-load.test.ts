/**
 * What a page downloads before it is usable (the first-load budget), read in Chromium:
 * guests never fetch the signed-in bell or the zod and Conform chunks, the app shell arrives as
 * one chunk (not ~20 fragments), and a signed-in page preloads the bell and hydrates with it.
 * Sizes themselves are figures for `npm run bench`, not assertions here.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, waitForHydration, watchConsole } from './browser';
import { signInAs } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every script the page fetched until the network went idle, with its body. */
async function scriptsOf(page: Page, url: string): Promise<{ path: string; body: string }[]> {
  const bodies: Promise<{ path: string; body: string } | null>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(
      res.text().then(
        (body) => ({ path: new URL(res.url()).pathname, body }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return (await Promise.all(bodies)).filter((s): s is { path: string; body: string } => s !== null);
}

/** The document's modulepreload link for a chunk whose name contains `name`, if any. */
const preloaded = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      [...document.querySelectorAll('link[rel="modulepreload"]')]
        .map((l) => l.getAttribute('href') ?? '')
        .find((href) => href.includes(n)) ?? null,
    name,
  );
const bellChunk = (page: Page) => preloaded(page, 'NotificationBell');

describe('first load', () => {
  it.each([
    ['home', '/'],
    ['events list', '/charity-events'],
    ['cookies policy', '/cookies/'],
  ])('a guest on the %s page gets the shell in one chunk, without the bell, zod or Conform', async (_name, path) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = await scriptsOf(page, `${baseUrl('ru')}${path}`);
    // The entry, React DOM (two chunks), React, the app's start-up chunk and its texts' reader, each
    // evaluated in a task of its own (ADR 188), the shell, the page and a few chunks it shares with
    // other pages (home: its event cards, search box and store buttons, each shared with a different
    // set of pages). All are asked for at once after the first paint: more files, no longer chain.
    expect(scripts.length, scripts.map((s) => s.path).join('\n')).toBeLessThanOrEqual(14);
    expect(scripts.filter((s) => s.path.includes('NotificationBell'))).toEqual([]);
    // The entry names no page chunk: the document names the one this page needs.
    const entry = scripts.find((s) => /^\/assets\/client-/.test(s.path));
    expect(entry?.body).not.toMatch(/(EventsList|Finder|Policy)Page-/);
    // zod's core and Conform's DOM layer give themselves away by these strings, minified or not.
    expect(scripts.filter((s) => s.body.includes('$ZodType')).map((s) => s.path)).toEqual([]);
    expect(scripts.filter((s) => s.body.includes('Invalid path segment')).map((s) => s.path)).toEqual([]);
    expect(await bellChunk(page)).toBeNull();
    expect(scripts.filter((s) => s.path.includes('LanguagePrompt'))).toEqual([]);
    // React DOM's chunk asks V8 to compile it off the main thread as it streams in (ADR 189): the
    // compile hint is only read on line 1.
    const reactDom = scripts.find((s) => s.path.includes('react-dom-client'));
    expect(reactDom?.body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // The slide-out menu's chunk comes with its first opening (Layout.tsx), not with the page.
    expect(scripts.filter((s) => s.path.includes('SideMenu'))).toEqual([]);
    // The head is the server's alone (not in the bundle): hydration keeps every tag of it.
    await page.waitForTimeout(300);
    const head = await page.evaluate(() => ({
      title: document.title,
      stylesheet: document.querySelectorAll('head link[rel="stylesheet"]').length,
      canonical: document.querySelectorAll('head link[rel="canonical"]').length,
      og: document.querySelectorAll('head meta[property^="og:"]').length,
      seoInSnapshot: 'seo' in window.__STATE__!,
    }));
    expect(head.title.length).toBeGreaterThan(0);
    expect(head).toMatchObject({ stylesheet: 1, canonical: 1, seoInSnapshot: false });
    expect(head.og).toBeGreaterThanOrEqual(8);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-in page preloads the bell chunk and hydrates with the bell, with no hydration error', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'volunteer');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = await scriptsOf(page, `${baseUrl('ru')}/charity-events`);
    const bell = await bellChunk(page);
    expect(bell, 'the document preloads the bell for a signed-in visitor').toMatch(/^\/assets\/c\/NotificationBell-/);
    expect(await page.locator(`link[rel="modulepreload"][href="${bell}"]`).count()).toBeGreaterThan(0);
    expect(scripts.map((s) => s.path)).toContain(bell);
    // Hydrated: the bell answers a click (its panel opens).
    await page.getByTestId('notification-bell-button').click();
    await expect.poll(() => page.getByTestId('notification-bell-button').getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the texts come by one request: when it fails, the page stays the server\u2019s (readable, not hydrated into keys)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const messages: string[] = [];
    await page.route('**/builds/messages/**', (route) => {
      messages.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${baseUrl('ru')}/charity-events`, { waitUntil: 'networkidle' });
    // A loaded machine may sit idle while the module parses, before the texts are asked for:
    // wait for the request and the page's answer to its failure, not for the network to rest.
    await expect.poll(() => messages.length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => problems.some((p) => p.startsWith('warning: The page texts')), { timeout: 15_000 })
      .toBe(true);
    expect(messages).toHaveLength(1);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // The server's texts, not keys.
    expect(await page.locator('h1').first().textContent()).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
    expect(problems.filter((p) => !p.includes('builds/messages') && !p.includes('net::ERR_FAILED'))).toEqual([
      'warning: The page texts could not be loaded; the page works without its scripts.',
    ]);
    await context.close();
  });

  // The form pages a visitor opens first: validation (zod/mini, Conform, the schema, the phone
  // library) loads when the form is first used, a key or a press, not with the page.
  it.each([
    ['login', '/login', 'login-login'],
    ['registration', '/registration', 'registration-name'],
    ['recovery', '/recovery', 'restore-email'],
    ['support question', '/support/question', 'field-name'],
    ['write-to-us', '/write-to-us', 'field-name'],
    ['inquiry', '/inquiry/government', 'field-name'],
  ])(
    'the %s page loads its validation on first use, zod/mini only (no classic zod: its JSON Schema code gives it away)',
    async (_name, path, field) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const scripts = await scriptsOf(page, `${baseUrl('ru')}${path}`);
      // The start-up chunks (ADR 188), the shell, the page and its few shared chunks (the dialog and
      // field kits among them).
      expect(scripts.length, scripts.map((s) => s.path).join('\n')).toBeLessThanOrEqual(15);
      expect(scripts.filter((s) => s.body.includes('$ZodType')).map((s) => s.path)).toEqual([]);
      expect(scripts.filter((s) => s.body.includes('Invalid path segment')).map((s) => s.path)).toEqual([]);
      // libphonenumber-js (28 KB): the phone field renders from ui/shared/phone-plan.ts.
      expect(scripts.filter((s) => s.body.includes('NOT_A_NUMBER')).map((s) => s.path)).toEqual([]);
      const later: string[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') later.push(new URL(res.url()).pathname);
      });
      const zod = page.waitForResponse(
        async (res) => res.request().resourceType() === 'script' && (await res.text()).includes('$ZodType'),
      );
      await page.getByTestId(field).pressSequentially('a');
      const body = await (await zod).text();
      expect(body).not.toContain('json-schema.org');
      await expect.poll(() => page.locator('form[data-conform="attached"]').count()).toBeGreaterThan(0);
      expect(later.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("the registration dialog keeps the home page under it as the server drew it, without the home page's code", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = await scriptsOf(page, `${baseUrl('ru')}/registration`);
    // HomePage's code names its hero by this test id: no script the page loaded carries it.
    expect(
      scripts.filter((s) => s.body.includes('home-hero') || s.path.includes('HomePage')).map((s) => s.path),
    ).toEqual([]);
    expect(await page.getByTestId('home-hero').count()).toBe(1);
    expect(await page.getByTestId('home-events').locator('a').count()).toBeGreaterThan(0);
    // Nor is the home page's data in the document's state: only the form's.
    const state = JSON.parse((await page.locator('#__STATE__').textContent()) ?? '{}') as {
      data?: Record<string, unknown>;
    };
    expect(Object.keys(state.data ?? {})).toEqual(['form']);
    // The dialog above it is live.
    await page.getByTestId('role-user').click();
    await expect.poll(() => page.getByTestId('registration-password').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['home', '/', 'home-events-list'],
    ['events list', '/charity-events', 'events-list'],
  ])(
    'the %s keeps its event cards as the server drew them: no card code, no card data, a failed cover still shows the fallback',
    async (_name, path, list) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      // Every cover fails, as on a broken network: the visible ones must fall back (docs/product.md §8).
      await page.route('**/covers/**', (route) => route.abort());
      const scripts = await scriptsOf(page, `${baseUrl('ru')}${path}`);
      // EventCard's code names its link by this test id: no script the page loaded carries it.
      expect(scripts.filter((s) => s.body.includes('event-card-link')).map((s) => s.path)).toEqual([]);
      const cards = page.getByTestId(list).getByTestId('event-card');
      expect(await cards.count()).toBeGreaterThan(0);
      const state = JSON.parse((await page.locator('#__STATE__').textContent()) ?? '{}') as {
        data?: Record<string, unknown> | null;
      };
      expect(Object.keys(state.data ?? {})).not.toContain('items');
      expect(Object.keys(state.data ?? {})).not.toContain('events');
      await expect.poll(() => cards.first().locator('img').getAttribute('src')).toBe('/images/event-fallback.svg');
      expect(problems.filter((p) => !p.includes('/covers/'))).toEqual([]);
      await context.close();
    },
  );

  it('a visitor whose browser prefers another language gets the prompt chunk preloaded and a working prompt', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = await scriptsOf(page, `${baseUrl('kz')}/get-app`);
    const chunk = await preloaded(page, 'LanguagePrompt');
    expect(chunk).toMatch(/^\/assets\/c\/LanguagePrompt-/);
    expect(scripts.map((s) => s.path)).toContain(chunk);
    // Hydrated: "stay" closes it.
    await page.getByTestId('language-prompt-stay').click();
    await page.getByTestId('language-prompt').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
