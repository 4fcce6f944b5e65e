import type { Context, Hono } from 'hono';
import { PAGE_ROUTES, type PageRoute } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { loadHome } from './home-loader';

/** Data a page needs before it renders; pages without a loader get none. Later issues add loaders. */
type PageLoader = (c: Context<AppEnv>, route: PageRoute) => Promise<unknown>;
const loaders: Partial<Record<string, PageLoader>> = {
  // Home's upcoming events (/registration, drawn over home, loads them through loadPageData).
  home: loadHome,
};

/** A page's loader data (used by pages that show another page underneath, e.g. /registration over home). */
export async function loadPageData(c: Context<AppEnv>, route: PageRoute): Promise<unknown> {
  return loaders[route.page]?.(c, route);
}

export function registerPages(app: Hono<AppEnv>) {
  for (const route of PAGE_ROUTES) {
    app.get(route.path, async (c) => {
      const data = await loaders[route.page]?.(c, route);
      return renderPage(c, { ...route, data });
    });
  }
}
