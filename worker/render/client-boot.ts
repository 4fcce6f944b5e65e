import { BoundedMap } from '../../ui/shared/bounded-map';
import { EARLY_INPUT_KEY } from '../../ui/client/early-input-key';
import { clientManifest } from './assets';

/**
 * The document's one bootstrap script: after the first paint (one animation frame and a task
 * later) it asks for the page's scripts: modulepreload links for every chunk the page needs, a few
 * per task, then the client entry (a module).
 *
 * Before the paint nothing but the stylesheet is fetched: React's `bootstrapModules` tag ran as soon
 * as the module and its chunks had arrived, before Chromium painted (ADR 184), and chunks preloaded
 * from <head> shared the stylesheet's bandwidth on a slow connection (the entry preloaded: first
 * paint 1.3 → 1.8 s; React DOM's chunk preloaded, 1.4 → 2.0 s). After the paint they are fetched in
 * parallel, none waiting for another to arrive and run (ADR 188). Nonce'd by React like every
 * script of the document; the added tags carry the same nonce. One text per list of chunks, kept.
 */
const boots = new BoundedMap<string, string>(200);

/**
 * Links added per task: Chromium starts each one's fetch as the link is inserted, and a page's
 * dozen of them in one task was a long task on Lighthouse's mobile CPU (50-74 ms of
 * `appendChild`). Four at a time keeps each task short; the few tasks add no wait worth counting.
 */
const LINKS_PER_TASK = 4;

const ASSETS = '/assets/';

/**
 * Records the fields a visitor types in, ticks or chooses before hydration (every such change fires
 * `input`) for `adoptEarlyInput` (ui/client/early-input.ts), which takes the list and sets it to
 * null; the listener then records nothing (it stays: removing it would cost bytes in every page's
 * HTML, and a null check per input event costs nothing). A form the browser restores on a history
 * visit fires no event and is not recorded. Uses the script's `d` (document).
 */
const EARLY_INPUT_RECORDER = `window.${EARLY_INPUT_KEY}=[];d.addEventListener('input',function(e){var t=window.${EARLY_INPUT_KEY};t&&t.push(e.target)},!0);`;

export function clientBoot(preload: readonly string[]): string {
  const chunks = [...clientManifest.afterPaint, ...preload];
  const key = chunks.join(' ');
  let text = boots.get(key);
  if (text === undefined) {
    // Every chunk is a hashed /assets/….js file: the list names only the part between, which is
    // some 10 bytes a chunk of every page's HTML (a budget of 25 KB, docs/bench.md).
    const named = chunks.every((h) => h.startsWith(ASSETS) && h.endsWith('.js'));
    const list = named ? chunks.map((h) => h.slice(ASSETS.length, -'.js'.length)) : chunks;
    const href = named ? `'${ASSETS}'+h+'.js'` : 'h';
    text = `var n=document.currentScript.nonce,d=document,c=${JSON.stringify(list)};${EARLY_INPUT_RECORDER}function f(){c.splice(0,${LINKS_PER_TASK}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=${href};l.nonce=n;d.head.appendChild(l)});if(c.length)return setTimeout(f);var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(clientManifest.entry)};s.nonce=n;d.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(f)})`;
    boots.set(key, text);
  }
  return text;
}
