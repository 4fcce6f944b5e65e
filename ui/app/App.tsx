import { useEffect, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { adoptEarlyInput } from '../client/early-input';
import { SessionHost } from '../components/auth/SessionHost';
import { FormModalsHost } from '../components/forms/FormModalsHost';
import { Layout } from '../components/layout/Layout';
import { createTranslator, type Translator } from '../shared/i18n';
import { SNAPSHOT_ELEMENT_ID, type Snapshot } from '../shared/snapshot';
import { StoresContext, type Stores } from '../stores/seed';
import { sessionUserState, withUserChanges } from '../stores/session-user';
import { AppContext } from './context';

export interface PageProps<Data = unknown> {
  data: Data;
  /**
   * Server only: the part of this page that the worker renders and the browser keeps as HTML
   * without hydrating (ServerHtml.tsx, docs/decisions/166): the home page under /registration's
   * dialog, the event cards of home and the events list. Undefined in the browser, so that part's
   * code and data stay out of the bundle and the document's state.
   */
  serverPart?: ReactNode;
}

interface AppProps {
  snapshot: Snapshot;
  /** The page element: `<Page data={snapshot.data} />`. */
  children: ReactNode;
  /**
   * The snapshot as JSON text for the data block at the end of <body>: the server serializes it
   * when the block renders, the browser passes back the text it read.
   */
  snapshotJson: () => string;
  /** The Valtio stores seeded from this snapshot (per render on the server, the singletons in the browser). */
  stores: Stores;
  /** Only on the server: the snapshot block gets it. */
  nonce?: string;
  /**
   * Only on the server: the <head> tags (title, share and SEO tags; HeadTags.tsx). Nothing in the
   * browser changes them, and React 19 hydrates a <head> whose server children it does not
   * render, so their code and data (JSON-LD, alternates) stay out of the bundle and snapshot.
   */
  head?: (i18n: Translator) => ReactNode;
}

/**
 * The whole document. The server streams it through @hono/react-renderer (worker/render/document.tsx)
 * and the browser hydrates `document` with the same element (hydrating a #root inside a server
 * document broke useId, docs/stack.md).
 */
export function App({ snapshot, children, snapshotJson, stores, nonce, head }: AppProps) {
  const i18n = useMemo(
    () => createTranslator(snapshot.locale, snapshot.messages),
    [snapshot.locale, snapshot.messages],
  );
  // Profile edits show in the header at once (ui/stores/session-user.ts).
  const { changes } = useSnapshot(sessionUserState);
  const live = useMemo(
    () => (changes ? { ...snapshot, user: withUserChanges(snapshot.user, changes) } : snapshot),
    [snapshot, changes],
  );
  const value = useMemo(() => ({ snapshot: live, i18n }), [live, i18n]);

  useEffect(() => {
    // What was typed before hydration reaches the components' state (ui/client/early-input.ts).
    adoptEarlyInput();
    // Marks the end of start-up: hides the loader and lets e2e tests wait for interactivity.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html lang={snapshot.locale} dir="ltr">
      <head>{head?.(i18n)}</head>
      <body>
        <StoresContext.Provider value={stores}>
          <AppContext.Provider value={value}>
            <Layout>{children}</Layout>
            <FormModalsHost />
            <SessionHost />
          </AppContext.Provider>
        </StoresContext.Provider>
        <SnapshotBlock json={snapshotJson} nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The snapshot as a data block, never executed; read by ui/client.tsx before hydration, the last
 * element of <body>. It carries the nonce only so every script tag does (the browser hides the
 * value; hydration ignores it).
 */
function SnapshotBlock({ json, nonce }: { json: () => string; nonce: string | undefined }) {
  return (
    <script
      type="application/json"
      id={SNAPSHOT_ELEMENT_ID}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the snapshot's JSON, escaped for a script element (jsonForScript)
      dangerouslySetInnerHTML={{ __html: json() }}
    />
  );
}
