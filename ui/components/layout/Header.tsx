import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { openMenu, uiState } from '../../stores/ui';
import { Icon } from '../common/Icon';
import { Logo } from '../common/Logo';
import { AccountMenu } from './AccountMenu';
import { LanguagePicker } from './LanguagePicker';
import { ManualsMenu } from './ManualsMenu';
import { MAIN_LINKS } from './site-links';
import { notificationBellPart } from '../deferred-parts';
import { useShownUser } from './use-shown-user';

/**
 * Site header (docs/product.md §2.3, §9): 72px, 64px below 1000px, 52px below 720px or 480px height.
 * From 721px: main links, manuals, download, language, account. Up to 720px: logo, language and
 * the menu button, which opens the slide-out menu holding everything else. 721–999px is the tightest
 * row (mark-only logo, smaller links that may wrap, no globe or account chevron: base.css), swept
 * at 721px signed in with the language picker (test/e2e/visitor-sweep.test.ts).
 */
export function Header() {
  const { snapshot, i18n } = useApp();
  const { edition, locale, path } = snapshot;
  const { menuOpen } = useSnapshot(uiState);
  const user = useShownUser();
  const href = (to: string) => localizedPath(edition, locale, to);
  // '/charity-events' is current on its list and its sub-pages, not on '/charity-events-manual/'.
  const isCurrent = (to: string) => (to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`));
  return (
    <header className="site-header hd" data-testid="site-header">
      <div className="hd-row" style={{ maxWidth: 2600 }}>
        <Logo tabletMarkOnly />
        <nav aria-label={i18n.t('layout.mainNav')} className="hd-nav">
          {MAIN_LINKS.map((link) => (
            <a
              key={link.path}
              href={href(link.path)}
              aria-current={isCurrent(link.path) ? 'page' : undefined}
              className={`nav-link ${isCurrent(link.path) ? 'nav-link--current' : ''}`}
            >
              {i18n.t(link.titleKey)}
            </a>
          ))}
          <ManualsMenu />
        </nav>
        {/* Signed in, the bell and the account's name take their room (they stay in the menu and footer). */}
        {edition.partnerLinks.length > 0 && !user && (
          <ul className="hd-partners" data-testid="header-partner-links">
            {edition.partnerLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noreferrer" className="nav-link text-sm">
                  {i18n.t(link.titleKey)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="hd-actions">
          <a
            href={href('/get-app')}
            className="btn btn-primary btn-sm hidden sm:inline-flex"
            data-testid="header-download"
          >
            <Icon name="download" size={18} />
            {/* The label needs room the finder link and a signed-in account take below 1440px. */}
            <span className="label-from-xxl">{i18n.t('layout.downloadApp')}</span>
          </a>
          {edition.locales.length > 1 && <LanguagePicker />}
          {user && <notificationBellPart.Slot />}
          <div className="hidden sm:block">
            <AccountMenu />
          </div>
          {/* Phones without JavaScript: the menu button below opens nothing, so a guest gets sign-in here. */}
          {!user && (
            <noscript>
              <a href={href('/login')} className="nav-link sm:hidden" data-testid="header-login-nojs">
                {i18n.t('layout.signIn')}
              </a>
            </noscript>
          )}
          <button
            type="button"
            className="icon-button sm:hidden"
            onClick={openMenu}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            aria-label={i18n.t('layout.openMenu')}
            data-testid="menu-button"
          >
            <Icon name="menu" size={24} />
          </button>
        </div>
      </div>
    </header>
  );
}
