import { clientManifest } from './assets';

/**
 * The document's one bootstrap script: it adds the client entry (a module) after the first paint,
 * one animation frame and a task later, instead of React's `bootstrapModules` tag, which Chromium
 * ran as soon as the module and its chunks had arrived, before painting the page: the paint then
 * waited for about 90 KB of scripts to be evaluated (docs/decisions/184-paint-before-the-scripts.md).
 * The page's chunks are still modulepreloaded from <head> (worker/render/assets.ts); the entry is
 * not (preloaded, its 68 KB shared the stylesheet's bandwidth on a slow connection and the first
 * paint came later: Lighthouse FCP 1.3 → 1.8 s), it is fetched once the page is painted.
 * Nonce'd by React like every script of the document; the added tag carries the same nonce.
 */
export const CLIENT_BOOT = `var n=document.currentScript.nonce;requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(clientManifest.entry)};s.nonce=n;document.body.appendChild(s)})})`;
