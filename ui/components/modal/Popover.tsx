import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useEscape, useOverlayStack } from './overlay-hooks';

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The control that opened it: the popover sits under it and focus returns to it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Accessible name of the popover region. */
  label: string;
  children: ReactNode;
  testId?: string;
}

const MARGIN = 24;
const MAX_WIDTH = 300;

/**
 * A small floating panel (docs/product.md §2.4, §9): at most 300px wide and never closer than 24px to the
 * viewport edges. Closes on Escape and on a press outside. Positioned after mount, so it is a
 * client-only surface and is never open in server HTML.
 */
export function Popover({ open, onClose, anchorRef, label, children, testId }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const isTop = useOverlayStack(open);
  useEscape(open, isTop, () => {
    onClose();
    anchorRef.current?.focus();
  });

  useLayoutEffect(() => {
    if (!open) return setPosition(null);
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!anchor || !panel) return;
      const width = Math.min(panel.offsetWidth, MAX_WIDTH);
      const viewport = document.documentElement.clientWidth;
      const left = Math.max(MARGIN, Math.min(anchor.left + anchor.width / 2 - width / 2, viewport - MARGIN - width));
      setPosition({ top: anchor.bottom + 8, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchorRef]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose, anchorRef]);

  if (!open) return null;
  return (
    <div
      ref={panelRef}
      role="region"
      aria-label={label}
      data-testid={testId}
      className="popover fixed bg-white rounded-xl shadow-xl border border-slate-200 p-4"
      style={{
        maxWidth: `min(${MAX_WIDTH}px, calc(100vw - ${MARGIN * 2}px))`,
        top: position?.top ?? 0,
        left: position?.left ?? MARGIN,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      {children}
    </div>
  );
}
