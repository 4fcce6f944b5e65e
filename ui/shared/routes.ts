import type { PageOptions } from './page-options';

/**
 * The URL table (SPEC §2.1): every page route, who may open it and how it is laid out.
 * The worker registers these paths; the UI uses the same ids. Later issues add rows here.
 */
export type ProductRole = 'user' | 'charityEventsCreator' | 'recyclingPointsCreator' | 'tester' | 'manager';
export type Access = 'public' | 'guest-only' | 'signed-in' | { role: ProductRole };

export interface PageRoute {
  /** Key of ui/pages/registry.ts. */
  page: string;
  /** Hono path syntax; matched with and without a trailing slash. */
  path: string;
  access: Access;
  /** Locale namespaces the page reads besides the common ones. */
  namespaces: readonly string[];
  /** Key under `titles.` for <title>. */
  titleKey: string;
  options?: Partial<PageOptions>;
}

/** Namespaces every page gets: the layout shell, titles, errors. */
export const COMMON_NAMESPACES = ['common', 'layout', 'titles', 'errors'] as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  { page: 'home', path: '/', access: 'public', namespaces: ['home'], titleKey: 'home', options: { maxWidth: 1600 } },
  { page: 'forbidden', path: '/404', access: 'public', namespaces: [], titleKey: 'notFound' },
];

/** Paths that never reach a page handler (SPEC §2.1: /raw-pages/ is blocked). */
export const BLOCKED_PREFIXES = ['/raw-pages/'] as const;
