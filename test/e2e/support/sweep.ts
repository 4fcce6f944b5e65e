import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { PAGE_ROUTES, type PageRoute, type ProductRole } from '../../../ui/shared/routes';
// @ts-expect-error plain ESM seed helpers (the same ids the seed writes)
import { demoEventId } from '../../../scripts/seed-events.mjs';
// @ts-expect-error plain ESM seed helpers
import { demoDriveId } from '../../../scripts/seed-drives.mjs';
// @ts-expect-error plain ESM seed helpers
import { stableId } from '../../../scripts/lib/seed-sql.mjs';
import type { demoAccount } from './accounts';

/**
 * The page list of the visitor sweep: every row of the route table in every locale of
 * every edition, as the visitor who may open it. Pages with parameters get a seeded sample; a page
 * that needs data the seed does not have is in SKIP with the reason. A new route without either
 * fails the sweep by name, so pages added later are never silently left out.
 */
export type EditionKey = 'ru' | 'kz' | 'intl';
export type Role = Parameters<typeof demoAccount>[0];
type Visitor = 'guest' | Role;

export interface LocaleVariant {
  edition: EditionKey;
  locale: string;
  /** The path prefix of the locale (ru-KZ lives under /ru-kz). */
  prefix: string;
}

export const LOCALES: readonly LocaleVariant[] = [
  { edition: 'ru', locale: 'ru-RU', prefix: '' },
  { edition: 'kz', locale: 'kk-KZ', prefix: '' },
  { edition: 'kz', locale: 'ru-KZ', prefix: '/ru-kz' },
  { edition: 'intl', locale: 'en-US', prefix: '' },
];

const ROLE_ACCOUNT: Record<ProductRole, Role> = {
  user: 'volunteer',
  charityEventsCreator: 'event creator',
  recyclingPointsCreator: 'point owner',
  tester: 'tester',
  manager: 'manager',
};

// Seeded point ids (scripts/seed-facilities.mjs names them facility:<status>).
const facilityId = (status: string): string => stableId(`facility:${status}`);
const EVENT_SAMPLE: Record<EditionKey, string> = { ru: 'sokolniki', kz: 'almaty-cleanup', intl: 'ba-plaza' };
const DRIVE_SAMPLE: Record<EditionKey, string> = {
  ru: 'moscow-trees-2027',
  kz: 'astana-recycle-birge',
  intl: 'buenos-aires-batteries',
};

/** A concrete path for each parameterised route, per edition. */
export const SAMPLES: Record<string, (edition: EditionKey) => string> = {
  '/inquiry/:type': () => '/inquiry/government',
  '/charity-event/:id': (e) => `/charity-event/${demoEventId(EVENT_SAMPLE[e])}`,
  '/charity-event-deleted/:name': () => '/charity-event-deleted/old-cleanup',
  '/profile/edit-charity-event/:id': () => `/profile/edit-charity-event/${demoEventId('school-lesson')}`,
  '/profile/edit-recycling-point/:id': () => `/profile/edit-recycling-point/${facilityId('draft')}`,
  '/recycling-points/:id': () => `/recycling-points/${facilityId('accepted')}`,
  '/recycling-points/:id/report': () => `/recycling-points/${facilityId('accepted')}/report`,
  '/manager/points/:id': () => `/manager/points/${facilityId('checking')}`,
  '/manager/events/:id': () => `/manager/events/${demoEventId('kids-quest')}`,
  '/profile/charity-events/:id/roster': () => `/profile/charity-events/${demoEventId('school-lesson')}/roster`,
  '/profile/charity-events/:id/check-in': () => `/profile/charity-events/${demoEventId('ru-today')}/check-in`,
  '/what-goes-where/:slug': () => '/what-goes-where/batteries',
  '/v/:token': () => '/v/demorecord29',
  '/collection-drives/:id': (e) => `/collection-drives/${demoDriveId(DRIVE_SAMPLE[e])}`,
};

/** Pages left out, with why: only pages that need data the demo seed does not have. */
const SKIP: Record<string, string> = {
  '/manager/requests/:id': 'the seed has no corporate registration request to open',
  '/recycling-points/:id/still-correct':
    'needs a signed link from a reminder mail (worker/trust/scheduled.workerd.test.ts)',
};

export interface SweepPage {
  route: PageRoute;
  path: string;
  visitor: Visitor;
}

/** Every page of the table for one edition, with who visits it; throws naming routes without a sample. */
export function sweepPages(edition: EditionKey): SweepPage[] {
  const pages: SweepPage[] = [];
  const missing: string[] = [];
  for (const route of PAGE_ROUTES) {
    if (SKIP[route.path]) continue;
    let path = route.path;
    if (path.includes(':')) {
      const sample = SAMPLES[path];
      if (!sample) {
        missing.push(path);
        continue;
      }
      path = sample(edition);
    }
    const access = route.access;
    if (access === 'public' || access === 'guest-only') pages.push({ route, path, visitor: 'guest' });
    else if (access === 'signed-in')
      for (const role of ['volunteer', 'manager'] as const) pages.push({ route, path, visitor: role });
    else
      for (const role of typeof access.role === 'string' ? [access.role] : access.role)
        pages.push({ route, path, visitor: ROLE_ACCOUNT[role] });
  }
  if (missing.length)
    throw new Error(`routes without a sample or skip reason in test/e2e/support/sweep.ts: ${missing.join(', ')}`);
  return pages;
}

// ---- axe-core, injected from node_modules (no network) ----
const require_ = createRequire(import.meta.url);
let axeSource: string | null = null;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page; returns one line per violating element: rule, impact, target, summary. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= fs.readFileSync(require_.resolve('axe-core/axe.min.js'), 'utf8');
  // Contrast is measured on the settled page, not halfway through a fade-in (e.g. the cookie notice).
  await page.evaluate(() => Promise.all(document.getAnimations().map((an) => an.finished.catch(() => null))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1, 2).join(' ').trim()}`,
      ),
    );
  }, AXE_TAGS);
  return violations;
}

/**
 * Horizontal overflow of the document, with the widest offenders for the failure message.
 * `frames`: animation frames to wait first, in the same round trip (after a resize, the layout
 * scripts do on it — media-query listeners, re-renders — has landed by the second).
 */
export async function horizontalOverflow(page: Page, frames = 0): Promise<{ overflow: number; offenders: string[] }> {
  return page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise((r) => requestAnimationFrame(r));
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow: 0, offenders: [] };
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[inert]'))
      .slice(-3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${String(el.className).split(' ').slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return { overflow, offenders };
  }, frames);
}
