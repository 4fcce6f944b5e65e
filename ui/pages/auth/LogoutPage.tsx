import { useState } from 'react';
import { useApp } from '../../app/context';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { localizedPath } from '../../shared/locale-negotiation';
import { stopLiveNotifications } from '../../stores/notifications';

/**
 * /profile/logout: the confirm dialog 'Are you sure you want to log out?' (docs/product.md §2.1). Yes ends
 * the session and lands on /logout; No goes back to the profile. Without JavaScript a plain form
 * posts the same. /logout itself (guests only, docs/product.md §5.5) says the user has signed out.
 */
export default function LogoutPage() {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const [sending, setSending] = useState(false);

  if (!snapshot.user) {
    return (
      <section className="py-16 text-center" data-testid="signed-out">
        <h1 className="m-0 text-2xl font-bold">{t('auth.logout.done')}</h1>
        <p className="mt-6">
          <a className="btn btn-primary" href={href('/login')}>
            {t('auth.logout.signInAgain')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="py-16 text-center" data-testid="logout-page">
      <ConfirmDialog
        open={!sending}
        message={t('auth.logout.confirm')}
        confirmLabel={t('auth.logout.yes')}
        cancelLabel={t('auth.logout.no')}
        onCancel={() => location.assign(href('/profile/'))}
        onConfirm={() => {
          setSending(true);
          // The socket's reads stop before the session ends (a read answered after it would be a 401).
          stopLiveNotifications();
          void fetch('/api/logout/', { method: 'POST', credentials: 'same-origin' })
            .catch(() => undefined)
            .then(() => location.assign(href('/logout')));
        }}
      />
      <noscript>
        <form method="post" action={href('/profile/logout')}>
          <p>{t('auth.logout.confirm')}</p>
          <button type="submit" className="btn btn-primary">
            {t('auth.logout.yes')}
          </button>{' '}
          <a className="btn btn-secondary" href={href('/profile/')}>
            {t('auth.logout.no')}
          </a>
        </form>
      </noscript>
    </section>
  );
}
