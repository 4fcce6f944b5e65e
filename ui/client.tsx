import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBuildCheck } from './client/build-check';
import { pageModules } from './pages/registry';
import { SNAPSHOT_ELEMENT_ID, type Snapshot } from './shared/snapshot';

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
  await documentParsed();
  const read = readSnapshot();
  const load = read && pageModules[read.snapshot.page];
  if (!read || !load) return;
  const { snapshot, json } = read;
  window.__STATE__ = snapshot;
  const { default: Page } = await load();
  hydrateRoot(
    document,
    <App snapshot={snapshot} snapshotJson={() => json}>
      <Page data={snapshot.data} />
    </App>,
    {
      // Production React reports mismatches only here: make them loud so tests catch them.
      onRecoverableError(error) {
        console.error('Hydration error:', error);
      },
    },
  );
  startBuildCheck(snapshot.buildId);
}

void start();
