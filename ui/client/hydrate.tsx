import { startTransition, type ComponentType } from 'react';
import { App } from '../app/App';
import { DEFERRED_PARTS, partsShown } from '../components/deferred-parts';
import { keepTestIds } from '../jsx/jsx-runtime';
import type { PageCatalogue, Snapshot } from '../shared/snapshot';
import { seedBrowserStores } from '../stores/seed';
import { startBuildCheck } from './build-check';
import { startPrefetch } from './prefetch';
import { registerServiceWorker } from './service-worker';

/** What the entry read and started before the app's code was evaluated (ui/client.tsx). */
export interface Boot {
  snapshot: Snapshot;
  json: string;
  /** The page's own chunk, named by the server (and modulepreloaded by the document). */
  page: () => Promise<{
    default: ComponentType<{ data: unknown }>;
    prepare?: (data: unknown, snapshot: Snapshot) => void;
  }>;
  /** The page's texts and the edition's settings, already on their way (ADRs 114, 165). */
  catalogue: Promise<PageCatalogue | null>;
  /** Before the next piece of work: a new task, so the browser can paint and handle input between. */
  nextTask: () => Promise<void>;
  /** The entry's chunk guard (ui/client/chunk-guard.ts): reload once when a chunk is gone. */
  recoverFromChunkError: (error: unknown) => boolean;
  /** React DOM's, as the entry imported it: so React DOM is one chunk of its own, not shared with this one. */
  hydrateRoot: typeof import('react-dom/client').hydrateRoot;
}

/** The app's side of start-up: the page and its parts loaded, then hydration in a transition. */
export async function hydratePage({
  snapshot: read,
  json,
  page,
  catalogue: texts,
  nextTask,
  recoverFromChunkError,
  hydrateRoot,
}: Boot): Promise<void> {
  let loaded: Awaited<ReturnType<Boot['page']>>;
  let catalogue: PageCatalogue | null;
  try {
    // The deferred parts this page shows (preloaded by the document) must be here before
    // hydration, or the tree would not match the server's.
    [loaded, catalogue] = await Promise.all([
      page(),
      texts,
      ...partsShown(read).map((part) => DEFERRED_PARTS[part].load()),
    ]);
  } catch (error) {
    // The page chunk is gone (a deploy since this HTML was served): reload once, never loop.
    if (!recoverFromChunkError(error)) console.error('page chunk failed to load', error);
    return;
  }
  // Without its texts the page cannot render what the server did: it stays the server's page
  // (links and forms work as without JavaScript) rather than hydrate into keys.
  if (!catalogue) return console.warn('The page texts could not be loaded; the page works without its scripts.');
  await nextTask();
  // What the page's hydration would compute at length, in a task of its own before it (a page's
  // `prepare`): one long task becomes two short ones (the event page's first date formatter).
  if (loaded.prepare) {
    loaded.prepare(read.data, read);
    await nextTask();
  }
  const Page = loaded.default;
  const snapshot: Snapshot = { ...read, edition: catalogue.edition, messages: catalogue.messages };
  // Render test ids exactly when the server did, before the first element is made.
  keepTestIds(snapshot.testIds === true);
  window.__STATE__ = snapshot;
  // The stores start exactly as the server's did (same snapshot), so hydration matches and
  // nothing the server rendered is fetched again.
  const stores = seedBrowserStores(snapshot);
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole document in one long task (total blocking time; as Remix's
  // entry does). A click before it finishes is replayed once its part has hydrated.
  startTransition(() => {
    hydrateRoot(
      document,
      <App snapshot={snapshot} snapshotJson={() => json} stores={stores}>
        <Page data={snapshot.data} />
      </App>,
      {
        // Production React reports mismatches only here: make them loud so tests catch them.
        onRecoverableError(error) {
          console.error('Hydration error:', error);
        },
        // A lazy component whose chunk is gone ends here: reload once (chunk guard), else report.
        onUncaughtError(error) {
          if (!recoverFromChunkError(error)) console.error(error);
        },
      },
    );
  });
  startBuildCheck(snapshot.buildId);
  registerServiceWorker(snapshot.production);
  startPrefetch(snapshot.buildId);
}
