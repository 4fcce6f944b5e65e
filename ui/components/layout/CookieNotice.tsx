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
export const COOKIE_NOTICE_BOOT = `var d=document.documentElement.dataset;try{localStorage.getItem(${JSON.stringify(COOKIE_NOTICE_KEY)})!='1'&&(d.cookieNotice='open')}catch(e){d.cookieNotice='open'}`;

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
    <div
      role="region"
      aria-label={i18n.t('layout.cookieNoticeLabel')}
      data-testid="cookie-notice"
      className="cookie-notice bottom-card"
    >
      {/* Compact (ADR 204): the bottom stack's corner, never over the page's main actions. */}
      <div className="flex items-start gap-3">
        <Icon name="cookie" size={24} className="cookie-icon" />
        <p className="cookie-text">
          {`${i18n.t('layout.cookieNotice')} `}
          {policy && (
            <a href={localizedPath(edition, locale, policy.url)} className="cookie-more">
              {i18n.t('layout.cookieMore')}
            </a>
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-light btn-sm cookie-ok"
        onClick={closeCookieNotice}
        data-testid="cookie-notice-close"
      >
        {i18n.t('layout.cookieAccept')}
      </button>
    </div>
  );
}
