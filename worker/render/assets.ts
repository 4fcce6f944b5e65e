import type { DeferredPartName } from '../../ui/components/deferred-parts';
import manifest from '../generated/client-manifest.json';

/**
 * Written by scripts/build.mjs: the build id and the hashed client files. The page chunk's
 * files are preloaded so hydration does not wait on a request waterfall.
 */
export interface ClientManifest {
  buildId: string;
  css: string;
  entry: string;
  /** React DOM's chunks: asked for with the entry after the first paint, not preloaded (ADR 188). */
  afterPaint: string[];
  /** Page id → its own chunk, which the browser imports to hydrate (named in the snapshot). */
  modules: Record<string, string>;
  /** The icon sprite (ui/components/common/icon-sprite.ts). */
  sprite: string;
  pages: Record<string, string[]>;
  /** Chunks a page adds when it shows a deferred part (ui/components/deferred-parts.ts). */
  parts: Record<DeferredPartName, string[]>;
}

export const clientManifest: ClientManifest = manifest;

export function pageAssets(page: string, parts: readonly DeferredPartName[]) {
  const preload = [...(clientManifest.pages[page] ?? []), ...parts.flatMap((part) => clientManifest.parts[part])];
  return {
    css: clientManifest.css,
    entry: clientManifest.entry,
    module: clientManifest.modules[page] ?? '',
    sprite: clientManifest.sprite,
    preload: [...new Set(preload)],
  };
}
