import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';
import { loadMore, markAllRead, markRead, notificationsState } from '../../stores/notifications';
import { notificationText } from './notification-text';

/**
 * The notifications panel (docs/product.md §2.3, §9: at most 400px wide): newest first, each with a link to
 * its subject, mark one or all read, and earlier pages on demand. Client-only (opened by the bell).
 */
export function NotificationPanel({ id }: { id: string }) {
  const { snapshot, i18n } = useApp();
  const { items, unread, nextCursor, feed, connectionProblem } = useSnapshot(notificationsState);
  const [loadingMore, setLoadingMore] = useState(false);
  const when = dateFormat(snapshot.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const more = async () => {
    setLoadingMore(true);
    try {
      await loadMore();
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <div
      id={id}
      role="region"
      aria-label={i18n.t('notifications.panelTitle')}
      data-testid="notification-panel"
      className="fixed right-3 z-200 flex flex-col bg-white border border-slate-200 rounded-2xl shadow-xl overflow-hidden"
      style={{
        top: 'calc(var(--header-height) + 8px)',
        width: 'calc(100vw - 24px)',
        maxWidth: 400,
        maxHeight: 'calc(100vh - var(--header-height) - 24px)',
      }}
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 border-b border-slate-100">
        <h2 className="m-0 text-base font-semibold shrink-0">{i18n.t('notifications.panelTitle')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm min-w-0 whitespace-normal text-right"
          onClick={() => void markAllRead()}
          disabled={unread === 0}
          data-testid="notification-mark-all"
        >
          {i18n.t('notifications.markAllRead')}
        </button>
      </div>
      {connectionProblem && (
        <p role="alert" className="m-0 px-4 py-2 text-sm bg-amber-50 text-amber-900 border-b border-amber-200">
          {i18n.t('notifications.connectionProblem')}
        </p>
      )}
      <div className="overflow-y-auto">
        {feed === 'error' && items.length === 0 && (
          <p className="m-0 px-4 py-6 text-sm text-slate-600" role="alert">
            {i18n.t('notifications.loadError')}
          </p>
        )}
        {feed === 'loading' && items.length === 0 && (
          <p className="m-0 px-4 py-6 text-sm text-slate-600">{i18n.t('notifications.loading')}</p>
        )}
        {feed === 'ready' && items.length === 0 && (
          <p className="m-0 px-4 py-6 text-sm text-slate-600" data-testid="notification-empty">
            {i18n.t('notifications.empty')}
          </p>
        )}
        <ul className="plain-list">
          {items.map((item) => {
            const text = notificationText(i18n, item);
            const unreadItem = item.readAt === null;
            return (
              <li
                key={item.id}
                data-testid="notification-item"
                data-unread={unreadItem ? 'true' : undefined}
                className={`flex items-start gap-3 px-4 py-3 border-b border-slate-100 last:border-b-0 ${unreadItem ? 'bg-primary-light/50' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-2 shrink-0 w-2 h-2 rounded-full ${unreadItem ? 'bg-primary' : 'bg-transparent'}`}
                />
                <div className="min-w-0 flex-1">
                  {item.link ? (
                    <a
                      href={localizedPath(snapshot.edition, snapshot.locale, item.link)}
                      onClick={() => void markRead(item.id)}
                      className="text-sm text-slate-900 no-underline hover:underline break-words"
                    >
                      {text}
                    </a>
                  ) : (
                    <p className="m-0 text-sm break-words">{text}</p>
                  )}
                  <p className="m-0 mt-1 text-xs text-slate-600">
                    <time dateTime={new Date(item.createdAt).toISOString()}>{when.format(item.createdAt)}</time>
                    {unreadItem && <span className="sr-only">, {i18n.t('notifications.unreadMark')}</span>}
                  </p>
                </div>
                {unreadItem && (
                  <button
                    type="button"
                    className="icon-button shrink-0 w-8 h-8"
                    onClick={() => void markRead(item.id)}
                    aria-label={i18n.t('notifications.markRead')}
                    title={i18n.t('notifications.markRead')}
                    data-testid="notification-mark-read"
                  >
                    <svg
                      width={18}
                      height={18}
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                    >
                      <path d="M5 12l5 5 9-10" />
                    </svg>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {nextCursor && (
          <div className="p-3 text-center">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void more()}
              disabled={loadingMore}
            >
              {i18n.t(loadingMore ? 'notifications.loading' : 'notifications.loadMore')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
