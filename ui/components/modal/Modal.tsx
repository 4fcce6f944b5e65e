import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../../app/context';
import { Icon } from '../common/Icon';
import { useEscape, useFocusTrap, useOverlayStack, useScrollLock } from './overlay-hooks';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A permanent modal cannot be dismissed: no close button, no Escape, no backdrop click. */
  permanent?: boolean;
  /** Dialog width limit in px (docs/product.md §9: forms 700, registration 1200). */
  maxWidth?: number;
  children: ReactNode;
  testId?: string;
}

/**
 * The one modal of the portal (docs/product.md §2.4, §9): backdrop at z-index 1500 with 108px top padding
 * (64px on mobile, via --backdrop-top), dialog at 2500. Rendered in place rather than through a
 * portal so a modal that is open in the server HTML hydrates identically; keep it out of
 * transformed ancestors (a transform would become its containing block).
 */
export function Modal({ open, onClose, title, permanent = false, maxWidth = 700, children, testId }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const isTop = useOverlayStack(open);
  useFocusTrap(dialogRef, open, isTop);
  useEscape(open, isTop, permanent ? null : onClose);
  useScrollLock(open);
  if (!open) return null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes for the mouse; Escape does it by keyboard (useEscape)
    <div
      className="modal-backdrop fixed inset-0 flex justify-center items-start overflow-y-auto px-3 sm:px-6"
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself (not a text selection dragged out) closes.
        if (!permanent && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="modal-dialog relative w-full bg-white rounded-2xl shadow-2xl outline-none"
        style={{ maxWidth }}
      >
        <div className="flex items-start gap-4 px-5 pt-5 sm:px-8 sm:pt-7">
          <h2 id={titleId} className="m-0 flex-1 text-xl sm:text-2xl font-semibold text-slate-900 leading-tight">
            {title}
          </h2>
          {!permanent && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              data-testid={testId ? `${testId}-close` : undefined}
              className="icon-button -mr-2 -mt-1 shrink-0"
            >
              <Icon name="close" size={22} />
            </button>
          )}
        </div>
        <div className="px-5 pb-6 pt-4 sm:px-8 sm:pb-8">{children}</div>
      </div>
    </div>
  );
}
