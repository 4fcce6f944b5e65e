import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { Icon } from '../common/Icon';
import { Logo } from '../common/Logo';
import { SocialLinks } from '../common/SocialLinks';
import { StaticHtml } from '../common/StaticHtml';
import { SubscriptionForm } from '../forms/SubscriptionForm';
import { ShareButton } from '../share/ShareButton';
import { SIDEBAR_LINKS, SITE_LINKS } from './site-links';

/** Copyright line; the year comes from the request time so server and client agree. */
export function useCopyright(): string {
  const { snapshot, i18n } = useApp();
  const year = new Date(snapshot.renderedAt).getUTCFullYear();
  return i18n.t('layout.copyright', { year, brand: snapshot.edition.brand });
}

/**
 * Full footer (docs/product.md §2.3): links, contacts, socials, download, share, subscription; max 1440px.
 * Its columns and bottom line depend only on edition, locale and year: rendered once per isolate
 * and kept by the browser as they are (StaticHtml, ADR 187). The subscription form and the share
 * button are the footer's only parts with handlers; they render and hydrate as usual.
 */
export function Footer() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const t = i18n.t;
  const key = `${edition.id}|${locale}|${new Date(snapshot.renderedAt).getUTCFullYear()}`;
  return (
    <footer className="foot" data-testid="footer">
      <div className="foot-wrap" style={{ maxWidth: 1440 }}>
        <div className="foot-grid">
          <StaticHtml cacheKey={`footer-columns|${key}`}>
            <FooterColumns />
          </StaticHtml>
          <div className="foot-col">
            <SubscriptionForm />
            <div className="flex flex-wrap gap-2">
              <a
                href={localizedPath(edition, locale, '/get-app')}
                className="btn btn-primary btn-sm"
                data-testid="footer-download"
              >
                <Icon name="download" size={16} />
                {t('layout.downloadApp')}
              </a>
              <ShareButton className="btn btn-secondary btn-sm" testId="footer-share" />
            </div>
          </div>
        </div>
        <StaticHtml cacheKey={`footer-bottom|${key}`}>
          <FooterBottom />
        </StaticHtml>
      </div>
    </footer>
  );
}

/** The first three columns: about and socials, the site's links, the contacts. */
function FooterColumns() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const t = i18n.t;
  const href = (path: string) => localizedPath(edition, locale, path);
  const contacts = [edition.contacts.tel1, edition.contacts.tel2].filter((c) => c !== undefined);
  return (
    <>
      <div className="foot-col">
        <Logo testId="footer-logo" />
        <p className="foot-about">{t('layout.footerAbout')}</p>
        <SocialLinks />
      </div>
      <nav aria-label={t('layout.footerNav')}>
        <h2 className="foot-h">{t('layout.siteLinks')}</h2>
        <ul className="foot-list">
          {[...SITE_LINKS, ...SIDEBAR_LINKS.slice(0, 1)].map((l) => (
            <li key={l.path}>
              <a className="foot-link" href={href(l.path)}>
                {t(l.titleKey)}
              </a>
            </li>
          ))}
          {edition.partnerLinks.map((l) => (
            <li key={l.url}>
              <a className="foot-link" href={l.url} target="_blank" rel="noreferrer">
                {t(l.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="foot-h">{t('layout.contacts')}</h2>
        <ul className="foot-list" data-testid="footer-contacts">
          <li>
            <a className="foot-link foot-contact [overflow-wrap:anywhere]" href={edition.contacts.email.link}>
              <Icon name="mail" size={16} className="shrink-0" />
              {edition.contacts.email.text}
            </a>
          </li>
          {contacts.map((c) => (
            <li key={c.link}>
              <a className="foot-link foot-contact" href={c.link} data-testid="footer-phone">
                <Icon name="phone" size={16} />
                {c.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The copyright line and the policy links. */
function FooterBottom() {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const copyright = useCopyright();
  return (
    <div className="foot-bottom">
      <span>{copyright}</span>
      <ul className="foot-policies" data-testid="policy-links">
        {edition.policyLinks.map((l) => (
          <li key={l.url}>
            <a className="foot-link" href={localizedPath(edition, locale, l.url)}>
              {i18n.t(l.titleKey)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
