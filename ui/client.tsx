import type { ComponentType } from 'react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBuildCheck } from './client/build-check';
import { registerServiceWorker } from './client/service-worker';
import { installChunkGuard, recoverFromChunkError } from './client/chunk-guard';
import { installImageFallback, replaceFailedCovers } from './client/image-fallback';
import { startPrefetch } from './client/prefetch';
import { DEFERRED_PARTS, partsShown } from './components/deferred-parts';
import { installIntlCache } from './shared/intl-cache';
import { keepTestIds } from './jsx/jsx-runtime';
import { fetchCatalogue, messagesUrl, SNAPSHOT_ELEMENT_ID, type PageCatalogue, type Snapshot } from './shared/snapshot';
import { seedBrowserStores } from './stores/seed';

/**
 * React emits the entry as an async module in <head>: it can run while the streamed body is
 * still being parsed, and hydrating a half-parsed document mismatches. Wait for the parser.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** The server's snapshot: the JSON data block at the end of <body>. */
function readSnapshot(): { snapshot: Snapshot; json: string } | null {
  const json = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!json) return null;
  return { snapshot: JSON.parse(json) as Snapshot, json };
}

async function start() {
  // Formatters shared by every render of this page (ui/shared/intl-cache.ts), as on the server.
  installIntlCache();
  installChunkGuard();
  installImageFallback();
  await documentParsed();
  replaceFailedCovers();
  const read = readSnapshot();
  const module = read?.snapshot.assets.module;
  if (!read || !module) return;
  // The page's own chunk, named by the server (and modulepreloaded by the document).
  const load = () => import(module) as Promise<{ default: ComponentType<{ data: unknown }> }>;
  const { json } = read;
  let loaded: Awaited<ReturnType<typeof load>>;
  let catalogue: PageCatalogue | null;
  try {
    // The deferred parts this page shows (preloaded by the document) must be here before
    // hydration, or the tree would not match the server's.
    [loaded, catalogue] = await Promise.all([
      load(),
      // The page's texts and the edition's settings, which the document leaves out (ADRs 114, 165).
      fetchCatalogue(messagesUrl(read.snapshot)),
      ...partsShown(read.snapshot).map((part) => DEFERRED_PARTS[part].load()),
    ]);
  } catch (error) {
    // The page chunk is gone (a deploy since this HTML was served): reload once, never loop.
    if (!recoverFromChunkError(error)) console.error('page chunk failed to load', error);
    return;
  }
  // Without its texts the page cannot render what the server did: it stays the server's page
  // (links and forms work as without JavaScript) rather than hydrate into keys.
  if (!catalogue) return console.warn('The page texts could not be loaded; the page works without its scripts.');
  const Page = loaded.default;
  const snapshot: Snapshot = { ...read.snapshot, edition: catalogue.edition, messages: catalogue.messages };
  // Render test ids exactly when the server did, before the first element is made.
  keepTestIds(snapshot.testIds === true);
  window.__STATE__ = snapshot;
  // The stores start exactly as the server's did (same snapshot), so hydration matches and
  // nothing the server rendered is fetched again.
  const stores = seedBrowserStores(snapshot);
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole document in one long task (total blocking time; as Remix's
  // entry does). A click before it finishes is replayed once its part has hydrated.
  startTransition(() => { hydrateRoot(
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
  ); });
  startBuildCheck(snapshot.buildId);
  registerServiceWorker(snapshot.production);
  startPrefetch(snapshot.buildId);
}

void start();
