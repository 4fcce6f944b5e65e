import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext } from '../browser';
import { demoAccount } from './accounts';
import {
  axeViolations,
  horizontalOverflow,
  LOCALES,
  sweepPages,
  type LocaleVariant,
  type Role,
  type SweepPage,
} from './sweep';

/**
 * The visitor sweep: every page of the route table, in every locale of every edition
 * (ru-RU, kk-KZ, ru-KZ, en-US), as a guest and as each role that may open it. On each page:
 * axe-core (WCAG 2.0/2.1 A+AA, 2.2 AA) with 0 violations, and no horizontal overflow at any of the
 * widths below. A failure names the page, locale, visitor and the rule or overflowing element.
 *
 * Cost (ADR 092): a file per locale (visitor-sweep-<locale>.test.ts), so the browser run's two
 * test workers share the sweep; one browser per file, one tab per chunk of pages (signed in once).
 * A page is loaded once, at AXE_WIDTH, where axe runs and the overflow is measured without a resize;
 * the other widths resize the same tab in place instead of reloading.
 */
// Common screens plus the narrowest width of each header layout (721: tablet row, no menu button;
// 1000: desktop row with the brand name), where a crowded header overflows first.
const WIDTHS = [320, 375, 721, 768, 1000, 1024, 1280, 1440, 1920] as const;
const AXE_WIDTH = 1280;

let browser: Browser;

async function checkPage(page: Page, variant: LocaleVariant, target: SweepPage): Promise<string[]> {
  const problems: string[] = [];
  const where = `${variant.locale} ${variant.prefix}${target.path} as ${target.visitor}`;
  const measure = async (width: number, frames = 0) => {
    const { overflow, offenders } = await horizontalOverflow(page, frames);
    if (overflow > 0)
      problems.push(`${where} at ${width}px: ${overflow}px wider than the screen (${offenders.join('; ')})`);
  };
  await page.setViewportSize({ width: AXE_WIDTH, height: 800 });
  const res = await page.goto(`${baseUrl(variant.edition)}${variant.prefix}${target.path}`);
  if (!res || res.status() >= 500) problems.push(`${where}: HTTP ${res?.status()}`);
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
  // Contrast is measured on the settled page, not halfway through a fade-in (the cookie notice).
  // Only finite animations settle: a spinner still turning (a request in flight) never finishes,
  // and waiting for it held one CI run until the test's timeout.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  for (const v of await axeViolations(page)) problems.push(`${where}: axe ${v}`);
  await measure(AXE_WIDTH); // loaded at this width: no resize needed
  // Hidden, the page lays out exactly as shown but paints nothing: each resize below costs a layout,
  // not a layout and a software raster of the whole screen (about a tenth of the sweep's CPU).
  await page.evaluate(() => {
    document.documentElement.style.visibility = 'hidden';
  });
  for (const width of WIDTHS) {
    if (width === AXE_WIDTH) continue;
    await page.setViewportSize({ width, height: 800 });
    // Two frames: layout that scripts do on resize (media-query listeners, re-renders) has landed.
    await measure(width, 2);
  }
  return problems;
}

async function sweep(variant: LocaleVariant, visitor: 'guest' | Role, pages: SweepPage[]): Promise<string[]> {
  // bypassCSP lets axe be injected; reduced motion so contrast is measured after, not during, a fade-in.
  const context = await newContext(browser, {
    locale: variant.locale,
    bypassCSP: true,
    reducedMotion: 'reduce',
    viewport: { width: AXE_WIDTH, height: 800 },
  });
  const page = await context.newPage();
  // The maps (the finder's, the point editor's pin map, ADR 200) draw tiles from the test
  // deployment's closed-port template (LOCAL_VARS): served here, so only the page's own failures count.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
    'base64',
  );
  await page.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png }),
  );
  const problems: string[] = [];
  try {
    if (visitor !== 'guest') await signIn(page, variant, visitor);
    for (const target of pages) problems.push(...(await checkPage(page, variant, target)));
  } finally {
    await context.close();
  }
  return problems;
}

/** Signs in from the edition's own origin (Node cannot resolve *.localhost; Chromium can). */
async function signIn(page: Page, variant: LocaleVariant, role: Role) {
  const account = demoAccount(role);
  await page.goto(`${baseUrl(variant.edition)}/404`, { waitUntil: 'domcontentloaded' }); // a same-origin document for fetch; its images need not finish
  const status = await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/auth/email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', email, password }),
      });
      return res.status;
    },
    { email: account.email, password: account.password },
  );
  if (status !== 200) throw new Error(`sign-in as ${role} on ${variant.edition} failed: ${status}`);
}

const CHUNK = 8;

/** The sweep of one locale (its file calls this): a test per visitor and chunk of pages. */
export function sweepLocale(locale: string): void {
  const variant = LOCALES.find((v) => v.locale === locale);
  if (!variant) throw new Error(`no sweep locale ${locale} in test/e2e/support/sweep.ts`);
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  describe(`visitor sweep ${variant.locale}${variant.prefix}`, () => {
    const pages = sweepPages(variant.edition);
    const visitors = [...new Set(pages.map((p) => p.visitor))];
    for (const visitor of visitors) {
      const mine = pages.filter((p) => p.visitor === visitor);
      // Chunks of pages per test: a slow machine fails one chunk's timeout, not the whole locale.
      for (let from = 0; from < mine.length; from += CHUNK) {
        const chunk = mine.slice(from, from + CHUNK);
        it(`${visitor}: ${chunk.map((p) => p.path).join(' ')}`, async () => {
          const problems = await sweep(variant, visitor, chunk);
          expect(problems, problems.join('\n')).toEqual([]);
        }, 150_000);
      }
    }
  });
}

/** The file of each locale's sweep: a locale added to LOCALES without one fails here, by name. */
function sweepFile(locale: string): string {
  return path.join(__dirname, '..', `visitor-sweep-${locale.toLowerCase()}.test.ts`);
}

export function localesWithoutSweepFile(): string[] {
  return LOCALES.map((v) => v.locale).filter((locale) => !fs.existsSync(sweepFile(locale)));
}
