import manifest from '../generated/client-manifest.json';

/**
 * Written by scripts/build.mjs: the build id and the hashed client files. The page chunk's
 * files are preloaded so hydration does not wait on a request waterfall.
 */
export interface ClientManifest {
  buildId: string;
  css: string;
  entry: string;
  /** Page id → its own chunk, which the browser imports to hydrate (named in the snapshot). */
  modules: Record<string, string>;
  pages: Record<string, string[]>;
  /** Chunks a signed-in page adds (the notifications bell, ui/components/notifications/bell-slot.tsx). */
  signedIn: string[];
}

export const clientManifest: ClientManifest = manifest;

export function pageAssets(page: string, signedIn = false) {
  const preload = clientManifest.pages[page] ?? [];
  return {
    css: clientManifest.css,
    entry: clientManifest.entry,
    module: clientManifest.modules[page] ?? '',
    preload: signedIn ? [...new Set([...preload, ...clientManifest.signedIn])] : preload,
  };
}
