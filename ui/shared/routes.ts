import type { PageRoute } from './route-types';
import { ACCOUNT_AND_GUIDE_ROWS } from './route-rows-accounts';
import { SITE_ROWS } from './route-rows-site';

/**
 * The URL table (docs/product.md §2.1): every page route, who may open it and how it is laid out.
 * The worker registers these paths; the UI uses the same ids. The rows live in
 * route-rows-site.ts and route-rows-accounts.ts.
 */
export type { Access, PageRoute, ProductRole } from './route-types';

/** Namespaces every page gets: the layout shell, titles, errors. */
export const COMMON_NAMESPACES = [
  'common',
  'layout',
  'titles',
  'errors',
  'validation',
  'forms',
  'share',
  'phone',
  'notifications',
  'visitor',
  'guideBox',
] as const;

// The rows, in order: the public site's, then accounts, review, trust, profile and the item guide's.
const ROWS = [...SITE_ROWS, ...ACCOUNT_AND_GUIDE_ROWS] as const satisfies readonly PageRoute[];

export const PAGE_ROUTES: readonly PageRoute[] = ROWS;

/** A path of the URL table. */
export type PagePath = (typeof ROWS)[number]['path'];

/**
 * A page path as the worker registers a handler for it: only a path the table lists typechecks,
 * so a page's URL is decided in the table alone and a handler cannot drift from it.
 */
export const tablePath = <P extends PagePath>(path: P): P => path;

/** Paths that never reach a page handler (docs/product.md §2.1: /raw-pages/ is blocked). */
export const BLOCKED_PREFIXES = ['/raw-pages/'] as const;

/** The table row of a page; a page the table does not list is a programming error. */
export function pageRoute(page: string): PageRoute {
  const row = PAGE_ROUTES.find((r) => r.page === page);
  if (!row) throw new Error(`no route row for page "${page}"`);
  return row;
}
