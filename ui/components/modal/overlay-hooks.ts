import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Behaviour shared by every overlay (modals, the slide-out menu, popovers): focus moves in and
 * comes back, Tab stays inside, Escape closes only the topmost overlay, the page behind does not
 * scroll. Client-only by nature: everything happens in effects, never during render.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && el.getAttribute('aria-hidden') !== 'true' && el.getClientRects().length > 0,
  );
}

/** Open overlays, newest last: Escape and Tab belong to the last one only. */
const overlayStack: object[] = [];

export function useOverlayStack(active: boolean): () => boolean {
  // One token and one stable predicate per overlay instance (effects depend on the predicate).
  const [{ token, isTop }] = useState(() => {
    const own = {};
    return { token: own, isTop: () => overlayStack[overlayStack.length - 1] === own };
  });
  useEffect(() => {
    if (!active) return;
    overlayStack.push(token);
    return () => {
      const index = overlayStack.lastIndexOf(token);
      if (index >= 0) overlayStack.splice(index, 1);
    };
  }, [active, token]);
  return isTop;
}

/**
 * Moves focus into `ref` when it opens (the `[data-autofocus]` element, else the first focusable,
 * else the container) and back to whatever had focus before when it closes.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, isTop: () => boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop()) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The opener may have been re-rendered away; only return focus to something still on the page.
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, ref, isTop]);
}

export function useEscape(active: boolean, isTop: () => boolean, onEscape: (() => void) | null): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop() || !handler.current) return;
      event.preventDefault();
      event.stopPropagation();
      handler.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, isTop]);
}

/** Counted, so two overlays open at once unlock the page only when both have closed. */
let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (scrollLocks++ === 0) {
      savedOverflow = body.style.overflow;
      savedPaddingRight = body.style.paddingRight;
      // Keep the layout from jumping sideways when the scrollbar disappears.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    return () => {
      if (--scrollLocks === 0) {
        body.style.overflow = savedOverflow;
        body.style.paddingRight = savedPaddingRight;
      }
    };
  }, [active]);
}
