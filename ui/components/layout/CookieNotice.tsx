import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { closeCookieNotice, readCookieNoticeClosed, uiState } from '../../stores/ui';
import { Icon } from '../common/Icon';

/**
 * Cookie message at the bottom (docs/product.md §2.3). Whether it was closed lives in local storage, which
 * the server cannot see: it renders nothing until the flag has been read after hydration, so
 * returning visitors never see it flash.
 */
export function CookieNotice() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const { cookieNoticeClosed } = useSnapshot(uiState);
  useEffect(() => {
    uiState.cookieNoticeClosed = readCookieNoticeClosed();
  }, []);
  if (cookieNoticeClosed !== false) return null;
  const policy = edition.policyLinks[0];
  return (
    <div role="region" aria-label={i18n.t('layout.cookieNoticeLabel')} data-testid="cookie-notice"
      className="bottom-card pointer-events-auto bg-slate-900 text-white rounded-2xl shadow-2xl p-4 sm:p-5 flex flex-col sm:flex-row sm:items-center gap-3 sm:gap-5">
      <Icon name="cookie" size={28} className="hidden sm:block shrink-0 text-emerald-300" />
      <p className="m-0 flex-1 text-sm leading-relaxed text-slate-100">
        {i18n.t('layout.cookieNotice')}{' '}
        {policy && <a href={localizedPath(edition, locale, policy.url)} className="text-emerald-300 underline underline-offset-2">{i18n.t('layout.cookieMore')}</a>}
      </p>
      <button type="button" className="btn btn-light btn-sm self-end sm:self-auto" onClick={closeCookieNotice} data-testid="cookie-notice-close">
        {i18n.t('layout.cookieAccept')}
      </button>
    </div>
  );
}
