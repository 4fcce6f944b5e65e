import type { Context } from 'hono';
import UpcomingEvents from '../../ui/pages/home/UpcomingEvents';
import type { PageRoute } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { loadHome } from '../services/home';
import type { PageRender } from './render-page';

/** What a page's loader gives its render: the page's data and its server-only part. */
export type PageLoad = Pick<PageRender, 'data' | 'serverPart'>;

/** Data a page needs before it renders; pages without a loader get none. */
type PageLoader = (c: Context<AppEnv>, route: PageRoute) => Promise<PageLoad>;
const loaders: Partial<Record<string, PageLoader>> = {
  // Home's upcoming events are server HTML (docs/decisions/166): the browser gets neither the
  // cards' code nor their data. /registration, drawn over home, loads them through loadPageData.
  home: async (c) => ({ data: null, serverPart: <UpcomingEvents events={(await loadHome(c)).events} /> }),
};

/** A page's loader data (also for pages that show another page underneath, e.g. /registration over home). */
export async function loadPageData(c: Context<AppEnv>, route: PageRoute): Promise<PageLoad> {
  return (await loaders[route.page]?.(c, route)) ?? {};
}
