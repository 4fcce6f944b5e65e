import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { dismissToast, markRead, notificationsState, openLogin, type Toast } from '../../stores/notifications';
import { notificationText } from './notification-text';
import { PausableTimer, type HoldReason } from './pausable-timer';

/**
 * Stacked toasts for new notifications and the connection-problem message (docs/product.md §2.3, §4.1,
 * §4.8). Newest on top, at the top of the page's bottom stack (with the cookie and language
 * notices, ADR 204). No timeout unless one was asked for; a timeout pauses while the toast is
 * hovered, focused or pressed and stops once it is clicked. Rendered after mount (a portal into
 * the stack, or <body> on a page without one): the server never has toasts. Hidden while the panel is open
 * (it shows the same, and the connection problem too).
 */
export function NotificationToasts() {
  const { i18n } = useApp();
  const { toasts, connectionProblem, panelOpen } = useSnapshot(notificationsState);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  // In the page's one bottom stack (ui/components/layout/Layout.tsx, ADR 204), above the notices,
  // so a toast never covers a notice's button; a page without the stack keeps them at the top.
  const stack = document.querySelector('.bottom-notices');
  return createPortal(
    <section
      aria-label={i18n.t('notifications.toastsRegion')}
      data-testid="notification-toasts"
      className={`flex flex-col gap-2 pointer-events-none ${stack ? 'order-first w-full max-w-[400px]' : 'fixed right-3'}`}
      style={
        stack
          ? { display: panelOpen ? 'none' : undefined }
          : {
              top: 'calc(var(--header-height) + 12px)',
              width: 'calc(100vw - 24px)',
              maxWidth: 400,
              zIndex: 2000,
              display: panelOpen ? 'none' : undefined,
            }
      }
    >
      {connectionProblem && (
        <div
          role="alert"
          data-testid="connection-problem"
          className="pointer-events-auto rounded-xl border border-amber-300 bg-amber-50 text-amber-900 shadow-lg px-4 py-3 text-sm"
        >
          {i18n.t('notifications.connectionProblem')}
        </div>
      )}
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {[...toasts].reverse().map((toast) => (
          <ToastCard key={toast.key} toast={toast as Toast} />
        ))}
      </div>
    </section>,
    stack ?? document.body,
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { snapshot, i18n } = useApp();
  const timer = useRef<PausableTimer | null>(null);
  useEffect(() => {
    if (toast.timeoutMs === null) return;
    const t = new PausableTimer(toast.timeoutMs, () => dismissToast(toast.key));
    timer.current = t;
    return () => t.stop();
  }, [toast.key, toast.timeoutMs]);
  const hold = (reason: HoldReason) => () => timer.current?.hold(reason);
  const release = (reason: HoldReason) => () => timer.current?.release(reason);
  const { item } = toast;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (toast.action === 'login') {
      if (openLogin()) event.preventDefault();
      return;
    }
    if (item.kind !== 'client') void markRead(item.id);
    dismissToast(toast.key);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the handlers only hold the toast open while it is pointed at or focused; its link and button are the controls
    <div
      data-testid="notification-toast"
      data-key={toast.key}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-slate-200 bg-white shadow-lg px-4 py-3"
      onMouseEnter={hold('hover')}
      onMouseLeave={release('hover')}
      onFocus={hold('focus')}
      onBlur={release('focus')}
      onPointerDown={hold('press')}
      onPointerUp={release('press')}
      onPointerCancel={release('press')}
      onClick={() => timer.current?.stop()}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="m-0 break-words">{notificationText(i18n, item)}</p>
        {item.link && (
          <a
            href={localizedPath(snapshot.edition, snapshot.locale, item.link)}
            onClick={follow}
            className="inline-block mt-1 font-semibold text-primary-dark"
          >
            {i18n.t(toast.action === 'login' ? 'notifications.actions.logIn' : 'notifications.actions.open')}
          </a>
        )}
      </div>
      <button
        type="button"
        className="icon-button shrink-0 w-8 h-8 -mr-2 -mt-1"
        onClick={() => dismissToast(toast.key)}
        aria-label={i18n.t('notifications.dismiss')}
        data-testid="notification-toast-dismiss"
      >
        <svg
          width={18}
          height={18}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
