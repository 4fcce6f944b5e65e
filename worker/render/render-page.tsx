import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BoundedMap } from '../../ui/shared/bounded-map';
import { pickNamespaces, type Messages } from '../../ui/shared/i18n';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import { pageOptions, type PageOptions } from '../../ui/shared/page-options';
import { COMMON_NAMESPACES } from '../../ui/shared/routes';
import type { Snapshot } from '../../ui/shared/snapshot';
import { partsShown } from '../../ui/components/deferred-parts';
import { pageModules } from '../../ui/pages/registry';
import { countUnread } from '../data/notifications';
import { devToolsEnabled, type AppEnv } from '../env';
import { SESSION_MARK_COOKIE } from '../lib/auth';
import { clientManifest, pageAssets } from './assets';
import { pageSeo } from './seo-head';

export interface PageRender {
  page: string;
  titleKey: string;
  namespaces?: readonly string[];
  options?: Partial<PageOptions>;
  data?: unknown;
  status?: ContentfulStatusCode;
  /** Server-rendered HTML of the page, never hydrated (PageProps.serverPart, docs/decisions/166). */
  serverPart?: ReactNode;
}

/**
 * The page's namespaces of the locale's catalogue, one object per catalogue and set of namespaces
 * for the isolate's life: the render's translator remembers its lookups per catalogue object
 * (ui/shared/i18n.ts), so a new object per request would look every text up afresh.
 */
const picked = new WeakMap<Messages, BoundedMap<string, Messages>>();
function pageMessages(messages: Messages, namespaces: string[]): Messages {
  let byNamespaces = picked.get(messages);
  if (!byNamespaces) {
    byNamespaces = new BoundedMap(200);
    picked.set(messages, byNamespaces);
  }
  const key = namespaces.join(',');
  let out = byNamespaces.get(key);
  if (!out) {
    out = pickNamespaces(messages, namespaces);
    byNamespaces.set(key, out);
  }
  return out;
}

/** Builds the page's snapshot and hands the page to the document renderer (worker/render/document.tsx). */
export async function renderPage(c: Context<AppEnv>, spec: PageRender): Promise<Response> {
  const load = pageModules[spec.page];
  if (!load) throw new Error(`No page module "${spec.page}"`);
  const { default: Page } = await load();
  const url = new URL(c.req.url);
  const status = spec.status ?? 200;
  const user = c.get('sessionUser') ?? null;
  // The bell's badge is rendered by the server (no first-paint fetch for it); the session read
  // already counted it, so only a session found some other way costs a COUNT.
  const notifications = user
    ? { unread: c.get('unreadNotifications') ?? (await countUnread(c.env.DB, user.id)), now: Date.now() }
    : null;
  const namespaces = [...new Set([...COMMON_NAMESPACES, ...(spec.namespaces ?? [])])];
  const snapshot: Snapshot = {
    page: spec.page,
    path: splitLocalePrefix(url.pathname).rest,
    url: url.pathname + url.search,
    status,
    titleKey: spec.titleKey,
    locale: c.get('locale'),
    edition: c.get('edition'),
    // The render reads these; the document keeps only the keys it used (worker/render/document.tsx).
    messages: pageMessages(c.get('messages'), namespaces),
    namespaces,
    options: pageOptions(spec.options),
    buildId: clientManifest.buildId,
    renderedAt: new Date().toISOString(),
    production: c.get('vars').ENVIRONMENT === 'production',
    // The browser renders test ids exactly when the worker does (ui/jsx/jsx-runtime.ts); absent in production.
    ...(devToolsEnabled(c.get('vars')) ? { testIds: true as const } : {}),
    assets: pageAssets(
      spec.page,
      partsShown({
        user,
        languagePrompt: c.get('preferredLocale'),
        url: url.pathname + url.search,
        page: spec.page,
        data: spec.data ?? null,
      }),
    ),
    languagePrompt: c.get('preferredLocale'),
    user,
    notifications,
    // Told once: the mark of the ended session goes with this page (ADR 205).
    ...(!user && c.get('sessionEnded') ? { sessionEnded: true as const } : {}),
    data: spec.data ?? null,
  };
  if (snapshot.sessionEnded) deleteCookie(c, SESSION_MARK_COOKIE, { path: '/' });
  snapshot.seo = await pageSeo(c, spec.page, snapshot.path, snapshot.status, spec.data);
  c.status(status);
  c.header('cache-control', 'private, no-cache');
  c.header('vary', 'Cookie, Accept-Language');
  return c.render(<Page data={snapshot.data} serverPart={spec.serverPart} />, { snapshot });
}
