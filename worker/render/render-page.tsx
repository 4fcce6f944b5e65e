import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { App } from '../../ui/app/App';
import { pickNamespaces } from '../../ui/shared/i18n';
import { splitLocalePrefix } from '../../ui/shared/locale-negotiation';
import { pageOptions, type PageOptions } from '../../ui/shared/page-options';
import { COMMON_NAMESPACES } from '../../ui/shared/routes';
import { serializeSnapshot, type Snapshot } from '../../ui/shared/snapshot';
import { pageModules } from '../../ui/pages/registry';
import type { AppEnv } from '../env';
import { clientManifest, pageAssets } from './assets';
import { pageSeo } from './seo-head';

export interface PageRender {
  page: string;
  titleKey: string;
  namespaces?: readonly string[];
  options?: Partial<PageOptions>;
  data?: unknown;
  status?: ContentfulStatusCode;
}

/** Streams a whole page: shell first, suspended parts as they resolve, then the bootstrap. */
export async function renderPage(c: Context<AppEnv>, spec: PageRender): Promise<Response> {
  const load = pageModules[spec.page];
  if (!load) throw new Error(`No page module "${spec.page}"`);
  const { default: Page } = await load();
  const url = new URL(c.req.url);
  const snapshot: Snapshot = {
    page: spec.page,
    path: splitLocalePrefix(url.pathname).rest,
    url: url.pathname + url.search,
    status: spec.status ?? 200,
    titleKey: spec.titleKey,
    locale: c.get('locale'),
    edition: c.get('edition'),
    messages: pickNamespaces(c.get('messages'), [...COMMON_NAMESPACES, ...(spec.namespaces ?? [])]),
    options: pageOptions(spec.options),
    buildId: clientManifest.buildId,
    renderedAt: new Date().toISOString(),
    production: c.get('vars').ENVIRONMENT === 'production',
    assets: pageAssets(spec.page),
    languagePrompt: c.get('preferredLocale'),
    user: c.get('sessionUser') ?? null,
    data: spec.data ?? null,
  };
  snapshot.seo = await pageSeo(c, spec.page, snapshot.path, snapshot.status, spec.data);
  const nonce = c.get('secureHeadersNonce');
  const stream = await streamDocument(<App snapshot={snapshot} Page={Page} nonce={nonce} />, {
    nonce,
    bootstrapScriptContent: `window.__STATE__=${serializeSnapshot(snapshot)}`,
    bootstrapModules: [snapshot.assets.entry],
  });
  return c.body(stream, spec.status ?? 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
  });
}

/** React's stream renderer; errors after the shell are logged, never sent to the visitor. */
export function streamDocument(
  element: ReactNode,
  options: { nonce?: string | undefined; bootstrapScriptContent?: string; bootstrapModules?: string[] },
) {
  return renderToReadableStream(element, {
    ...options,
    onError(error) {
      console.error('render error', error);
    },
  });
}
