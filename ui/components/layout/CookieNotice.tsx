import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { closeCookieNotice, COOKIE_NOTICE_KEY, readCookieNoticeClosed, uiState } from '../../stores/ui';
import { Icon } from '../common/Icon';

/**
 * The script in <head> (HeadTags) that shows the server-rendered notice before the first paint
 * when it was never closed: `html[data-cookie-notice="open"]`. Without it (no JavaScript, or the
 * flag set) the stylesheet keeps the notice hidden, so a visitor whose browser cannot close it
 * never sees it, and a returning visitor never sees it flash.
 */
export const COOKIE_NOTICE_BOOT = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_NOTICE_KEY)})!=='1')document.documentElement.dataset.cookieNotice='open'}catch(e){document.documentElement.dataset.cookieNotice='open'}`;

/**
 * Cookie message at the bottom (docs/product.md §2.3). Whether it was closed lives in local storage,
 * which the server cannot see: the server renders it, the head script (COOKIE_NOTICE_BOOT) shows
 * it before the first paint when it was never closed, and after hydration it leaves the page once
 * the flag says closed. Painted with the page, it is not a late element that becomes the page's
 * largest paint after the scripts ran (docs/decisions/182-cookie-notice-in-the-first-paint.md).
 */
export function CookieNotice() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const { cookieNoticeClosed } = useSnapshot(uiState);
  useEffect(() => {
    uiState.cookieNoticeClosed = readCookieNoticeClosed();
  }, []);
  if (cookieNoticeClosed === true) return null;
  const policy = edition.policyLinks[0];
  return (
    <div role="region" aria-label={i18n.t('layout.cookieNoticeLabel')} data-testid="cookie-notice"
      className="cookie-notice bottom-card pointer-events-auto bg-slate-900 text-white rounded-2xl shadow-2xl p-4 sm:p-5 flex flex-col sm:flex-row sm:items-center gap-3 sm:gap-5">
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
