import type { Context } from 'hono';
import type { PageRoute } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { loadHome } from '../services/home';

/** Data a page needs before it renders; pages without a loader get none. */
type PageLoader = (c: Context<AppEnv>, route: PageRoute) => Promise<unknown>;
const loaders: Partial<Record<string, PageLoader>> = {
  // Home's upcoming events (/registration, drawn over home, loads them through loadPageData).
  home: loadHome,
};

/** A page's loader data (also for pages that show another page underneath, e.g. /registration over home). */
export async function loadPageData(c: Context<AppEnv>, route: PageRoute): Promise<unknown> {
  return loaders[route.page]?.(c, route);
}
