import { useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { closeMenu, uiState } from '../../stores/ui';
import { Icon } from '../common/Icon';
import { Logo } from '../common/Logo';
import { ShareButton } from '../share/ShareButton';
import { SocialLinks } from '../common/SocialLinks';
import { StoreButtons } from '../common/StoreButtons';
import { useEscape, useFocusTrap, useOverlayStack, useScrollLock } from '../modal/overlay-hooks';
import { AccountAvatar, accountLabel } from './AccountMenu';
import { useShownUser } from './use-shown-user';
import { accountLinks, SIDEBAR_LINKS, SITE_LINKS, type NavLink } from './site-links';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="py-4 border-t border-slate-100 first:border-t-0" data-testid={testId}>
      <h3 className="m-0 mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Slide-out menu (docs/product.md §2.3): 470px from the right, the full screen on phones. A modal dialog
 * while open: focus moves in, Tab stays in, Escape closes and focus returns to the menu button.
 * Client state only, so it is never open in server HTML.
 */
export function SideMenu() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const user = useShownUser();
  const { menuOpen } = useSnapshot(uiState);
  const panelRef = useRef<HTMLDivElement>(null);
  const isTop = useOverlayStack(menuOpen);
  useFocusTrap(panelRef, menuOpen, isTop);
  useEscape(menuOpen, isTop, closeMenu);
  useScrollLock(menuOpen);
  if (!menuOpen) return null;

  const t = i18n.t;
  const links = (items: readonly NavLink[]) => (
    <ul className="plain-list">
      {items.map((link) => (
        <li key={link.path}>
          <a href={localizedPath(edition, locale, link.path)} className="menu-item" data-testid={link.testId}>
            {t(link.titleKey)}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes for the mouse; Escape and the close button do it by keyboard
    <div className="side-menu-backdrop fixed inset-0" onMouseDown={(e) => e.target === e.currentTarget && closeMenu()}>
      <div
        ref={panelRef}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu')}
        tabIndex={-1}
        className="side-menu fixed top-0 right-0 h-full bg-white shadow-2xl flex flex-col outline-none"
        data-testid="side-menu"
      >
        <div
          className="flex items-center justify-between gap-3 px-4 sm:px-6 border-b border-slate-100 shrink-0"
          style={{ height: 'var(--header-height)' }}
        >
          <Logo compact testId="side-menu-logo" />
          <button
            type="button"
            className="icon-button"
            onClick={closeMenu}
            aria-label={t('layout.closeMenu')}
            data-testid="side-menu-close"
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-2 sm:px-4 pb-8">
          <Section title={t('layout.account')} testId="side-menu-account">
            {user && (
              <div className="flex items-center gap-3 px-3 pb-2">
                <AccountAvatar user={user} size={36} />
                <span className="font-semibold truncate">{accountLabel(user, t)}</span>
              </div>
            )}
            {links(accountLinks(user))}
          </Section>
          <Section title={t('layout.siteLinks')}>{links(SITE_LINKS)}</Section>
          {edition.partnerLinks.length > 0 && (
            <Section title={t('layout.partners')} testId="partner-links">
              <ul className="plain-list">
                {edition.partnerLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noreferrer" className="menu-item justify-between">
                      {t(link.titleKey)}
                      <Icon name="arrowRight" size={16} className="text-slate-400" />
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t('layout.usefulLinks')} testId="sidebar-links">
            {links([...SIDEBAR_LINKS, ...edition.policyLinks.map((l) => ({ titleKey: l.titleKey, path: l.url }))])}
          </Section>
          <Section title={t('layout.getTheApp')}>
            <div className="px-3">
              <StoreButtons size="sm" />
            </div>
          </Section>
          <Section title={t('layout.stayInTouch')}>
            <div className="px-3 flex flex-wrap items-center justify-between gap-3">
              <SocialLinks />
              <ShareButton className="btn btn-secondary btn-sm" testId="side-menu-share" />
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}
