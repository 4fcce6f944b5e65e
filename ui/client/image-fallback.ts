/**
 * EVENT_FALLBACK_IMAGE of ui/shared/events/model.ts, written out: importing that module into the
 * entry script would split a shared chunk off, one more request on every page
 * (image-fallback.test.ts keeps the two equal).
 */
export const FALLBACK = '/images/event-fallback.svg';

/** Event covers in the worker's HTML that React does not hydrate (ServerHtml.tsx); a card's picture has no class (EventCover `inCard`). */
const SERVER_COVER = '[data-server-html] :is(img.cover, .ev-card > img)';
/** Any other picture that names its own fallback (an avatar, a point's icon): `data-fallback`. */
const NAMED_FALLBACK = 'img[data-fallback]';
const WITH_FALLBACK = `${SERVER_COVER}, ${NAMED_FALLBACK}`;

function showFallback(img: HTMLImageElement): void {
  const fallback = img.dataset.fallback ?? FALLBACK;
  if (img.getAttribute('src') === fallback) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = fallback;
}

/**
 * docs/product.md §8: a picture that fails to load shows the fallback picture. EventCover does it
 * with its own onError where React renders it; the cards that stay server HTML
 * (docs/decisions/166) have no React handler, so one listener on the document does it for them
 * (`error` does not bubble, hence the capture phase), and for every picture that names its
 * fallback in `data-fallback` (avatars, point icons, the console's covers). A cover that failed before this script ran
 * is found when the document is parsed.
 */
export function installImageFallback(): void {
  document.addEventListener(
    'error',
    (event) => {
      const img = event.target;
      if (img instanceof HTMLImageElement && img.matches(WITH_FALLBACK)) showFallback(img);
    },
    true,
  );
}

/** Covers that had already failed when the script started. */
export function replaceFailedCovers(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>(WITH_FALLBACK)) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) showFallback(img);
  }
}
