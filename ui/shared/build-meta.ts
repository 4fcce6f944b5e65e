/** The page payload manifest of one build (`/builds/meta/{buildId}.json`). */
export interface BuildMeta {
  buildId: string;
  css: string;
  entry: string;
  /** Route patterns in Hono syntax (`/charity-event/:id`), in table order. */
  routes: { path: string; page: string }[];
  /** Files (chunks) each page needs. */
  pages: Record<string, string[]>;
}

export const buildMetaUrl = (buildId: string) => `/builds/meta/${encodeURIComponent(buildId)}.json`;

/** Strips a `/xx-yy` locale prefix, as the worker's routing does. */
const LOCALE_PREFIX = /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/;

/** The page a same-origin path leads to, by the build's route table; null when unknown. */
export function pageForPath(meta: Pick<BuildMeta, 'routes'>, pathname: string): string | null {
  const path = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/';
  for (const route of meta.routes) {
    const pattern = route.path.replace(/\/+$/, '') || '/';
    const re = new RegExp(
      `^${pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    );
    if (re.test(path)) return route.page;
  }
  return null;
}
