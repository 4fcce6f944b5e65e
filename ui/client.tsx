import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBuildCheck } from './client/build-check';
import { registerServiceWorker } from './client/service-worker';
import { pageModules } from './pages/registry';

/**
 * React emits the entry as an async module in <head>: it can run while the streamed body is
 * still being parsed, and hydrating a half-parsed document mismatches. Wait for the parser.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function start() {
  await documentParsed();
  const snapshot = window.__STATE__;
  const load = snapshot && pageModules[snapshot.page];
  if (!snapshot || !load) return;
  const { default: Page } = await load();
  hydrateRoot(document, <App snapshot={snapshot} Page={Page} />, {
    // Production React reports mismatches only here: make them loud so tests catch them.
    onRecoverableError(error) {
      console.error('Hydration error:', error);
    },
  });
  startBuildCheck(snapshot.buildId);
  registerServiceWorker(snapshot.production);
}

void start();
