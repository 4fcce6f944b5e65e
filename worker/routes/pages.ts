import type { Hono } from 'hono';
import { PAGE_ROUTES } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { loadPageData } from '../render/page-data';
import { renderPage } from '../render/render-page';

/** Every page of the URL table (ui/shared/routes.ts) that no area registered with its own loader. */
export function registerPages(app: Hono<AppEnv>) {
  for (const route of PAGE_ROUTES) {
    app.get(route.path, async (c) => renderPage(c, { ...route, ...(await loadPageData(c, route)) }));
  }
}
