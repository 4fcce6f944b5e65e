import manifest from '../generated/client-manifest.json';

/**
 * Written by scripts/build.mjs: the build id and the hashed client files. The page chunk's
 * files are preloaded so hydration does not wait on a request waterfall.
 */
export interface ClientManifest {
  buildId: string;
  css: string;
  entry: string;
  /** The icon sprite (ui/components/common/icon-sprite.ts). */
  sprite: string;
  pages: Record<string, string[]>;
}

export const clientManifest: ClientManifest = manifest;

export function pageAssets(page: string) {
  return { css: clientManifest.css, entry: clientManifest.entry, sprite: clientManifest.sprite, preload: clientManifest.pages[page] ?? [] };
}
