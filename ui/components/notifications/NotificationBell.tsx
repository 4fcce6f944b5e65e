import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { formatCompactCount } from '../../shared/compact-count';
import { localizedPath } from '../../shared/locale-negotiation';
import {
  loadFeed,
  notificationsState,
  openLogin,
  setLiveStop,
  showSessionExpiredNotice,
} from '../../stores/notifications';
import { useStores } from '../../stores/seed';
import { useDisclosure } from '../layout/use-disclosure';
import { BellIcon } from './BellIcon';
import { NotificationPanel } from './NotificationPanel';
import { NotificationToasts } from './NotificationToasts';

/**
 * The header's notifications control for a signed-in user (docs/product.md §2.3): the bell with the unread
 * badge (K, M, B), the panel, the toasts, and the live socket while the session lasts.
 * Renders nothing for guests.
 */
export function NotificationBell() {
  const { snapshot, i18n } = useApp();
  const { user, edition, locale, path } = snapshot;
  // Seeded from the snapshot on both sides: the server renders the badge, the browser keeps it.
  const stores = useStores();
  const { unread, connection } = useSnapshot(stores.notifications);
  const { open, toggle, buttonRef, rootRef } = useDisclosure();
  const panelId = useId();
  const userId = user?.id;
  // The session feature (SessionHost) flips this on after hydration and off at expiry or logout.
  const { signedIn } = useSnapshot(stores.session);

  useEffect(() => {
    if (!userId || !signedIn) return;
    // Loaded on demand: the socket and its message schemas (zod) are for signed-in visitors only,
    // so guest pages do not download them (the first-load budget).
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../client/notification-socket').then(({ startNotificationSocket }) => {
      if (cancelled) return;
      stop = startNotificationSocket(userId, {
        // docs/product.md §4.1: on /profile/ pages the login modal (else /login/); elsewhere the notice.
        onSessionLost: () => {
          if (!/^\/profile(\/|$)/.test(path)) showSessionExpiredNotice();
          else if (!openLogin()) location.assign(localizedPath(edition, locale, '/login/'));
        },
      });
      setLiveStop(stop);
    });
    return () => {
      cancelled = true;
      setLiveStop(null);
      stop?.();
    };
  }, [userId, signedIn, path, edition, locale]);

  useEffect(() => {
    notificationsState.panelOpen = open;
    // The list itself is not in the page: it loads the first time the panel opens.
    if (open && notificationsState.feed === 'idle') void loadFeed().catch(() => undefined);
  }, [open]);

  if (!user) return null;
  const label =
    unread > 0
      ? i18n.plural('notifications.bellUnread', unread, { count: i18n.number(unread) })
      : i18n.t('notifications.bell');
  return (
    <div ref={rootRef} className="relative" data-testid="notification-bell" data-connection={connection}>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        title={label}
        className="icon-button relative"
        data-testid="notification-bell-button"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            data-count={unread}
            className="absolute top-0.5 right-0.5 min-w-[18px] h-[18px] px-1 rounded-full bg-red-600 text-white text-[11px] leading-[18px] font-semibold text-center"
          >
            {formatCompactCount(unread, locale)}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} />}
      <NotificationToasts />
    </div>
  );
}
