import { useEffect, useRef } from 'react';

/**
 * The bottom notices (cookie message, language prompt) float over the page. Their height is kept
 * in `--bottom-notices-height` on <html>, and the page frame, sticky form bars and dialogs keep
 * that much room below them (base.css), so nothing stays hidden under a notice.
 */
export function useBottomNoticesHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let shown = '';
    const update = () => {
      const height = `${el.childElementCount > 0 ? Math.ceil(el.getBoundingClientRect().height) : 0}px`;
      // Unchanged: no new style for the whole document.
      if (height === shown) return;
      shown = height;
      root.style.setProperty('--bottom-notices-height', height);
    };
    // The observer's first report comes after the next layout: measuring here, during hydration,
    // forced a layout of the whole page inside its longest task (the finder, mobile Lighthouse).
    const observer = new ResizeObserver(update);
    observer.observe(el);
    // A notice appearing or going away changes the children, not always the box's size at once.
    const children = new MutationObserver(update);
    children.observe(el, { childList: true });
    return () => {
      observer.disconnect();
      children.disconnect();
      root.style.removeProperty('--bottom-notices-height');
    };
  }, []);
  return ref;
}
