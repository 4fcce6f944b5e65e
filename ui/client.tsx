import { installChunkGuard, recoverFromChunkError } from './client/chunk-guard';
import { installImageFallback, replaceFailedCovers } from './client/image-fallback';
import type { Boot } from './client/hydrate';
import { installIntlCache } from './shared/intl-cache';
import { fetchCatalogue, messagesUrl, SNAPSHOT_ELEMENT_ID, type Snapshot } from './shared/snapshot';

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

/** A new task (not a microtask): the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in tasks of their own (docs/decisions/188-start-up-in-tasks.md): evaluating all of the
 * page's scripts at once was one long task (React DOM, the app shell, the page), the largest part of
 * a page's total blocking time. The entry itself is small; React DOM, then the app, then the page
 * are each evaluated in a later task. All are modulepreloaded by the document, so none waits on a
 * download it could have started earlier.
 */
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
  // The page's texts and the edition's settings, which the document leaves out (ADRs 114, 165).
  const catalogue = fetchCatalogue(messagesUrl(read.snapshot));
  try {
    const { hydrateRoot } = await import('./client/react-dom-client');
    await nextTask();
    const { hydratePage } = await import('./client/hydrate');
    await nextTask();
    await hydratePage({
      ...read,
      page: () => import(module) as ReturnType<Boot['page']>,
      catalogue,
      nextTask,
      recoverFromChunkError,
      hydrateRoot,
    });
  } catch (error) {
    // A start-up chunk is gone (a deploy since this HTML was served): reload once, never loop.
    if (!recoverFromChunkError(error)) console.error('start-up chunk failed to load', error);
  }
}

void start();
