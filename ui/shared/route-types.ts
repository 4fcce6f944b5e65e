import type { PageOptions } from './page-options';

/** The shape of a URL table row (ui/shared/routes.ts): the row files and the table share it. */
export type ProductRole = 'user' | 'charityEventsCreator' | 'recyclingPointsCreator' | 'tester' | 'manager';
/** `role`: the role the page needs, or a list of which any one will do. */
export type Access = 'public' | 'guest-only' | 'signed-in' | { role: ProductRole | readonly ProductRole[] };

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
  /** The HTTP status the page answers with (only /404/ sets it: it answers like any unknown path). */
  status?: 404;
}
