import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../ui/shared/routes';
import { baseUrl, closeCookies, launch, newContext } from './browser';
import { demoAccount } from './support/accounts';
import { SAMPLES, type EditionKey, type Role } from './support/sweep';

/**
 * Visual regression: the key pages and dialogs at 375 and 1280 px in each edition,
 * compared with committed baselines in test/e2e/visual-baselines/ (pixelmatch, small threshold).
 * `npm run test:visual:update` rewrites the baselines after an intended change (UPDATE_VISUAL=1);
 * a failing comparison leaves actual and diff pictures in test-results/visual/.
 *
 * What changes by itself is kept out: dates (relative to the day the seed ran), event cards and
 * counts (other tests add events) are masked, the cookie notice is dismissed, motion is reduced,
 * and only the first screen is compared.
 */
const BASELINES = path.resolve(__dirname, 'visual-baselines');
const OUT = path.resolve(__dirname, '../../test-results/visual');
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** Per-pixel colour tolerance (pixelmatch) and the share of pixels that may differ (anti-aliasing). */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;
const WIDTHS = [375, 1280] as const;
const EDITIONS: readonly EditionKey[] = ['ru', 'kz', 'intl'];

interface Shot {
  name: string;
  path: (edition: EditionKey) => string;
  as?: Role;
}

const sample = (route: string) => (e: EditionKey) => SAMPLES[route]!(e);
const SHOTS: Shot[] = [
  { name: 'home', path: () => '/' },
  { name: 'events', path: () => '/charity-events' },
  { name: 'event', path: sample('/charity-event/:id') },
  { name: 'point', path: sample('/recycling-points/:id') },
  // The finder joins by itself once its route is in the table.
  ...(PAGE_ROUTES.some((r) => r.path === '/recycling-points')
    ? [{ name: 'finder', path: () => '/recycling-points' }]
    : []),
  { name: 'sign-in', path: () => '/login' },
  { name: 'registration', path: () => '/registration' },
  { name: 'profile', path: () => '/profile', as: 'volunteer' },
  { name: 'point-editor', path: sample('/profile/edit-recycling-point/:id'), as: 'point owner' },
  { name: 'manager-review', path: sample('/manager/events/:id'), as: 'manager' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  fs.mkdirSync(BASELINES, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, edition: EditionKey, role: Role) {
  const account = demoAccount(role);
  await page.goto(`${baseUrl(edition)}/404`, { waitUntil: 'domcontentloaded' }); // a same-origin document for fetch; its images need not finish
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
  if (status !== 200) throw new Error(`sign-in as ${role} failed: ${status}`);
}

/** Compares with the baseline (or writes it when updating); returns a message on mismatch. */
function compare(name: string, actual: Buffer): string | null {
  const file = path.join(BASELINES, `${name}.png`);
  if (UPDATE) {
    fs.writeFileSync(file, actual);
    return null;
  }
  if (!fs.existsSync(file)) return `${name}: no baseline (run npm run test:visual:update)`;
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(fs.readFileSync(file));
  if (a.width !== b.width || a.height !== b.height) {
    fs.writeFileSync(path.join(OUT, `${name}.actual.png`), actual);
    return `${name}: size ${a.width}×${a.height}, baseline ${b.width}×${b.height}`;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  const ratio = differing / (a.width * a.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  fs.writeFileSync(path.join(OUT, `${name}.actual.png`), actual);
  fs.writeFileSync(path.join(OUT, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${(ratio * 100).toFixed(2)}% of pixels differ (see test-results/visual/${name}.diff.png)`;
}

describe('visual regression', () => {
  for (const edition of EDITIONS) {
    for (const as of [undefined, 'volunteer', 'point owner', 'manager'] as const) {
      const shots = SHOTS.filter((s) => s.as === as);
      it(`${edition} ${as ?? 'guest'}: ${shots.map((s) => s.name).join(', ')} at ${WIDTHS.join(' and ')}px`, async () => {
        const locale = { ru: 'ru-RU', kz: 'kk-KZ', intl: 'en-US' }[edition];
        const context = await newContext(browser, {
          locale,
          reducedMotion: 'reduce',
          viewport: { width: 1280, height: 800 },
        });
        await closeCookies(context);
        const page = await context.newPage();
        const problems: string[] = [];
        try {
          if (as) await signIn(page, edition, as);
          for (const shot of shots) {
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: 800 });
              await page.goto(`${baseUrl(edition)}${shot.path(edition)}`);
              await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
              await page.evaluate(() => document.fonts.ready);
              // The finder's map settles first (here its tiles never load, so the fallback note shows):
              // a shot taken while Leaflet is still loading would differ by timing alone. On narrow
              // widths it lies below the list and loads when it nears the screen: brought there, then
              // back to the top for the shot.
              // The point editor's pin map (locator-map) likewise loads when it nears the screen.
              await page.evaluate(() =>
                document.querySelector('[data-testid="finder-map"], [data-testid="locator-map"]')?.scrollIntoView(),
              );
              await page.waitForFunction(
                () =>
                  [
                    document.querySelector('[data-testid="finder-map-area"]'),
                    document.querySelector('[data-testid="locator-map"]'),
                  ].every((map) => !map || !['waiting', 'loading'].includes(map.getAttribute('data-state') ?? '')),
                null,
                { timeout: 30_000 },
              );
              await page.evaluate(() => window.scrollTo(0, 0));
              // Lazy pictures load before the shot, so a slow image is not a difference.
              await page.evaluate(() =>
                Promise.all(
                  [...document.images].map((img) => {
                    img.loading = 'eager';
                    return img.complete
                      ? null
                      : new Promise((r) => {
                          img.onload = img.onerror = r;
                        });
                  }),
                ),
              );
              // "Open now" follows the clock (a point's lunch break at one hour, "opens tomorrow at 09:00"
              // at another): its line keeps one line's place but is not drawn, so neither its text nor a
              // longer text's wrap makes the shot depend on the time of day.
              await page.evaluate(() =>
                document
                  .querySelectorAll<HTMLElement>('[data-testid="open-now"], [data-testid="finder-open-state"]')
                  .forEach((el) => {
                    Object.assign(el.style, {
                      visibility: 'hidden',
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      maxWidth: '100%',
                    });
                  }),
              );
              // Unread notifications depend on what other journeys did to the shared accounts: the
              // bell's badge keeps its place but is not drawn.
              await page.evaluate(() =>
                document.querySelectorAll<HTMLElement>('[data-testid="notification-badge"]').forEach((el) => {
                  el.style.visibility = 'hidden';
                }),
              );
              // The finder's count is masked, but its box is as wide as its text, and other tests add
              // points: a fixed text of the same style keeps the masked box one width.
              await page.evaluate(() =>
                document.querySelectorAll('[data-testid="finder-count"]').forEach((el) => {
                  el.textContent = '0000000000000000';
                }),
              );
              // Collection drives come and go with the calendar (the demo's are dated): not in the shot.
              await page.evaluate(() =>
                document.querySelectorAll<HTMLElement>('[data-testid="finder-drive"]').forEach((el) => {
                  el.style.display = 'none';
                }),
              );
              // Other tests add events and sign-ups to the shared database: lists and counts are masked.
              const mask = [
                'time',
                '[data-testid="event-card"]',
                '[data-testid="places-left"]',
                '[role="progressbar"]',
                '[aria-live="polite"]',
              ].map((s) => page.locator(s));
              const shotPng = await page.screenshot({
                animations: 'disabled',
                caret: 'hide',
                mask,
                maskColor: '#cbd5e1',
              });
              const problem = compare(`${shot.name}-${edition}-${width}`, shotPng);
              if (problem) problems.push(problem);
            }
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }
});
