import { BoundedMap } from '../../ui/shared/bounded-map';
import { clientManifest } from './assets';

/**
 * The document's one bootstrap script: after the first paint (one animation frame and a task
 * later) it asks for the page's scripts, modulepreload links for every chunk the page needs and the
 * client entry (a module), all at once.
 *
 * Before the paint nothing but the stylesheet is fetched: React's `bootstrapModules` tag ran as soon
 * as the module and its chunks had arrived, before Chromium painted (ADR 184), and chunks preloaded
 * from <head> shared the stylesheet's bandwidth on a slow connection (the entry preloaded: first
 * paint 1.3 → 1.8 s; React DOM's chunk preloaded, 1.4 → 2.0 s). After the paint they are fetched in
 * parallel, none waiting for another to arrive and run (ADR 188). Nonce'd by React like every
 * script of the document; the added tags carry the same nonce. One text per list of chunks, kept.
 */
const boots = new BoundedMap<string, string>(200);

export function clientBoot(preload: readonly string[]): string {
  const chunks = [...clientManifest.afterPaint, ...preload];
  const key = chunks.join(' ');
  let text = boots.get(key);
  if (text === undefined) {
    text = `var n=document.currentScript.nonce,d=document;requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=n;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(clientManifest.entry)};s.nonce=n;d.body.appendChild(s)})})`;
    boots.set(key, text);
  }
  return text;
}
