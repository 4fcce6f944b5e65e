import { useEffect, useMemo, type ComponentType } from 'react';
import { preloadModule } from 'react-dom';
import { SessionHost } from '../components/auth/SessionHost';
import { FormModalsHost } from '../components/forms/FormModalsHost';
import { Layout } from '../components/layout/Layout';
import { SeoHead } from '../components/seo/SeoHead';
import { ShareMeta } from '../components/share/ShareMeta';
import { createTranslator } from '../shared/i18n';
import type { Snapshot } from '../shared/snapshot';
import { sessionUserState, withUserChanges } from '../stores/session-user';
import { useSnapshot } from 'valtio';
import { AppContext } from './context';

export interface PageProps<Data = unknown> {
  data: Data;
}

interface AppProps {
  snapshot: Snapshot;
  Page: ComponentType<PageProps>;
  /** Only on the server: React stamps it on the preload links it emits. */
  nonce?: string;
}

/**
 * The whole document. The server streams it and the browser hydrates `document` with the same
 * element (hydrating a #root inside a server document broke useId, STACK.md).
 */
export function App({ snapshot, Page, nonce }: AppProps) {
  const i18n = useMemo(() => createTranslator(snapshot.locale, snapshot.messages), [snapshot.locale, snapshot.messages]);
  // Profile edits show in the header at once (ui/stores/session-user.ts, issue 8).
  const { changes } = useSnapshot(sessionUserState);
  const live = useMemo(() => (changes ? { ...snapshot, user: withUserChanges(snapshot.user, changes) } : snapshot), [snapshot, changes]);
  const value = useMemo(() => ({ snapshot: live, i18n }), [live, i18n]);
  for (const href of snapshot.assets.preload) preloadModule(href, { as: 'script', ...(nonce ? { nonce } : {}) });

  useEffect(() => {
    // Marks the end of start-up: hides the loader and lets e2e tests wait for interactivity.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const title = i18n.t(`titles.${snapshot.titleKey}`, { brand: snapshot.edition.brand });
  return (
    <html lang={snapshot.locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ShareMeta pageTitle={title} snapshot={snapshot} i18n={i18n} />
        <SeoHead seo={snapshot.seo} production={snapshot.production} nonce={nonce} />
        <meta name="theme-color" content="#37927B" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={snapshot.assets.css} />
      </head>
      <body>
        <AppContext.Provider value={value}>
          <Layout>
            <Page data={snapshot.data} />
          </Layout>
          <FormModalsHost />
          <SessionHost />
        </AppContext.Provider>
      </body>
    </html>
  );
}
