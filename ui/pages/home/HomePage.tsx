import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon, type IconName } from '../../components/common/Icon';
import { ServerHtml } from '../../components/common/ServerHtml';
import { StoreButtons } from '../../components/common/StoreButtons';
import { GuideSearchBox } from '../../components/guide/GuideSearchBox';
import { localizedPath } from '../../shared/locale-negotiation';
import { InquirySection } from './InquirySection';

/** Each audience card leads to where that person starts: events, or the manual of their role. */
const AUDIENCES: readonly { key: string; icon: IconName; path: string }[] = [
  { key: 'volunteer', icon: 'heart', path: '/charity-events' },
  { key: 'creator', icon: 'book', path: '/charity-events-manual' },
  { key: 'facilityOwner', icon: 'recycle', path: '/inspection-manual' },
];

/**
 * Home (docs/product.md §2.1): what the portal offers each kind of user, events, the app, inquiries.
 * The upcoming events are the worker's HTML (UpcomingEvents.tsx, docs/decisions/166).
 */
export default function HomePage({ serverPart }: PageProps<null>) {
  const { snapshot, i18n } = useApp();
  const { edition, locale } = snapshot;
  const brand = edition.brand;
  const t = (key: string) => i18n.t(key, { brand });
  const href = (path: string) => localizedPath(edition, locale, path);
  return (
    <div className="flex flex-col gap-16 md:gap-24">
      <section className="hero hero-box" data-testid="home-hero">
        <div className="hero-grid">
          <div>
            <h1 className="hero-title">{t('home.heroTitle')}</h1>
            <p className="hero-text">{t('home.heroText')}</p>
            <div className="mt-6">
              <GuideSearchBox tone="hero" id="guide-q-home" />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <a className="btn btn-light" href={href('/recycling-points')} data-testid="home-finder">
                <Icon name="map" size={18} />
                {t('layout.finder')}
              </a>
              <a className="btn btn-light" href={href('/charity-events')}>
                {t('home.ctaEvents')}
                <Icon name="arrowRight" size={18} />
              </a>
              <a className="btn hero-outline" href={href('/get-app')}>
                <Icon name="download" size={18} />
                {t('home.ctaApp')}
              </a>
            </div>
          </div>
          <ul className="hidden lg:grid gap-4 list-none m-0 p-0" data-testid="hero-audiences">
            {AUDIENCES.map((a, i) => (
              <li key={a.key} style={{ marginLeft: i * 28 }}>
                <a href={href(a.path)} className="hero-link">
                  <span className="hero-icon">
                    <Icon name={a.icon} size={22} />
                  </span>
                  <span className="font-semibold">{t(`home.${a.key}Title`)}</span>
                  <Icon name="arrowRight" size={18} className="ml-auto" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title" className="section-title">
          {t('home.audiencesTitle')}
        </h2>
        <ul className="tile-grid">
          {AUDIENCES.map((a) => (
            <li key={a.key} className="card tile" data-testid={`audience-${a.key}`}>
              <span className="tile-icon">
                <Icon name={a.icon} size={24} />
              </span>
              <h3 className="tile-title">
                <a href={href(a.path)} className="tile-link">
                  {t(`home.${a.key}Title`)}
                </a>
              </h3>
              <p className="tile-desc">{t(`home.${a.key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="events-title" data-testid="home-events">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="events-title" className="section-title">
            {t('home.eventsTitle')}
          </h2>
          <a className="link font-semibold inline-flex items-center gap-1" href={href('/charity-events')}>
            {t('home.eventsAll')}
            <Icon name="chevronRight" size={18} />
          </a>
        </div>
        <ServerHtml>{serverPart}</ServerHtml>
      </section>

      <section className="app-promo promo-box" aria-labelledby="app-title">
        <div>
          <h2 id="app-title" className="section-title">
            {t('home.appTitle')}
          </h2>
          <p className="mt-4 mb-6 text-slate-700 max-w-xl leading-relaxed">{t('home.appText')}</p>
          <StoreButtons />
        </div>
        <div className="hidden md:flex justify-center" aria-hidden="true">
          <div className="phone-mock">
            <div className="phone-mock__screen">
              <Icon name="map" size={56} />
            </div>
          </div>
        </div>
      </section>

      <InquirySection />
    </div>
  );
}
