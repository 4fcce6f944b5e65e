import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { ShareButton } from '../../components/share/ShareButton';
import { ServerHtml } from '../../components/common/ServerHtml';
import { StatusBadge } from '../../components/facility/StatusBadge';
import { formatPrice, routeLink } from '../../shared/facility/display';
import { opensLabel } from '../../shared/finder/open-label';
import type { PublicFacilityData } from '../../shared/facility/pages';
import { localizedPath } from '../../shared/locale-negotiation';
import { cutText } from '../../shared/share';
import { FacilityTrustLine } from '../../components/facility/FacilityTrustLine';
import { ReportForm } from '../../components/facility/ReportForm';

const contactHref = (type: string, value: string): string | null => {
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (type === 'email') return `mailto:${value}`;
  if (/^https?:\/\//i.test(value)) return value;
  if (type === 'website') return `https://${value}`;
  return null;
};

/**
 * /recycling-points/{id}: the public page of an accepted point (share links land here). It renders
 * the worker's view of the point (ui/shared/facility/public-view.ts): hours, contacts, open now.
 */
export default function PublicFacilityPage({ data, serverPart }: PageProps<PublicFacilityData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { point, view, isOwner } = data;
  const a = point.attributes;
  const status = point.relationships.status.data.id;
  const { now, contacts } = view;
  const about = a.org_info.contacts[`about_${snapshot.locale.slice(0, 2)}`] || a.org_info.contacts.about || '';
  // Word joiners keep a range on one line on phones ('13:00–' / '14:00' was seen).
  const range = (from: string, to: string) => `${from}\u2060–\u2060${to}`;

  return (
    <article className="flex flex-col gap-6" data-testid="public-point">
      <header className="card p-6 sm:p-8">
        <div className="flex flex-wrap items-start gap-5">
          {a.icon_info ? (
            <img
              src={a.icon_info.file_url}
              alt=""
              data-fallback="/images/logo-fallback.svg"
              data-testid="public-point-icon"
              width={64}
              height={64}
              className="rounded-full"
            />
          ) : (
            <span className="inline-flex w-16 h-16 items-center justify-center rounded-full bg-primary-light text-primary-dark">
              <Icon name="recycle" size={32} />
            </span>
          )}
          <div className="flex-1 min-w-[220px]">
            <p className="m-0 text-sm font-semibold uppercase tracking-wide text-primary-dark">
              {t('facility.public.kicker')}
            </p>
            <h1 className="m-0 mt-1 text-2xl sm:text-4xl font-bold text-slate-900">{a.name}</h1>
            <p className="m-0 mt-2 text-slate-700 break-words">{a.address}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <span
                data-testid="open-now"
                data-state={now}
                className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${now === 'open' ? 'bg-emerald-50 text-emerald-800' : now === 'break' ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-700'}`}
              >
                <span className="w-2 h-2 rounded-full bg-current" aria-hidden="true" />
                {view.opens
                  ? t(opensLabel(view.opens).key, opensLabel(view.opens).params)
                  : t(`facility.public.now.${now}`)}
              </span>
              {isOwner && status !== 'accepted' && <StatusBadge status={status} />}
            </div>
            {data.trust && (
              <div className="mt-3 flex flex-col gap-2">
                <FacilityTrustLine trust={data.trust} />
              </div>
            )}
          </div>
          {/* The actions on their own row: beside them, the name's column shrank until words broke. */}
          <div className="flex w-full flex-wrap gap-3">
            <a
              className="btn btn-primary"
              href={routeLink(snapshot.edition.id, view.coords)}
              target="_blank"
              rel="noreferrer"
              data-testid="route-link"
            >
              <Icon name="map" size={18} />
              {t('facility.public.route')}
            </a>
            {/* The point itself is shared (its page, name and address), not the site. */}
            <ShareButton
              payload={{
                title: `${a.name} — ${snapshot.edition.brand}`,
                text: cutText([a.address, about].filter(Boolean).join(' — ')),
                url: `/recycling-points/${point.id}`,
              }}
            />
            {(status === 'accepted' || status === 'temporarily_not_working') && (
              <a
                className="btn btn-secondary"
                data-testid="point-finder-link"
                href={localizedPath(snapshot.edition, snapshot.locale, '/recycling-points') + view.finderQuery}
              >
                <Icon name="recycle" size={18} />
                {t('finder.backToFinder')}
              </a>
            )}
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <section className="card p-6 sm:p-8" aria-labelledby="materials-title">
            <h2 id="materials-title" className="m-0 text-xl font-semibold">
              {t('facility.public.materials')}
            </h2>
            {a.rates_info.length === 0 ? (
              <p className="m-0 mt-3 text-slate-600">{t('facility.public.noMaterials')}</p>
            ) : (
              <table className="mt-4 w-full border-collapse text-left">
                <thead>
                  <tr className="text-sm text-slate-500">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('facility.rates.material')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('facility.public.rate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.rates_info.map((rate) => (
                    <tr key={rate.id} className="border-t border-slate-200" data-testid="public-rate">
                      <td className="py-3 pr-3 font-medium text-slate-900">{rate.srm_name}</td>
                      <td className="py-3 text-right whitespace-nowrap text-slate-800">
                        {formatPrice(rate.price, snapshot.locale, snapshot.edition.id)} / {rate.units_name}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {a.description && (
              <>
                <h3 className="mt-6 mb-2 text-base font-semibold">{t('facility.form.collectionRules')}</h3>
                <p className="m-0 whitespace-pre-line text-slate-700">{a.description}</p>
              </>
            )}
          </section>

          <section className="card p-6 sm:p-8" aria-labelledby="hours-title">
            <h2 id="hours-title" className="m-0 text-xl font-semibold">
              {t('facility.form.sectionHours')}
            </h2>
            <p className="m-0 mt-1 text-sm text-slate-500">{t('facility.public.timeZone', { zone: view.zoneName })}</p>
            <dl className="mt-4 m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              {view.hours.map((h) => {
                const value =
                  h.kind === 'off'
                    ? t('facility.public.dayOff')
                    : h.kind === 'fullDay'
                      ? t('facility.public.fullDay')
                      : range(h.start, h.end) +
                        (h.breakStart && h.breakEnd
                          ? ` · ${t('facility.public.break', { time: range(h.breakStart, h.breakEnd) })}`
                          : '');
                return (
                  <div key={h.day} className="contents">
                    <dt className="font-medium text-slate-700">{t(`facility.weekdays.${h.day}`)}</dt>
                    <dd className={`m-0 ${h.kind !== 'off' ? 'text-slate-900' : 'text-slate-500'}`}>{value}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        </div>

        <aside className="flex flex-col gap-6">
          <section className="card p-6 sm:p-8" aria-labelledby="contacts-title">
            <h2 id="contacts-title" className="m-0 text-xl font-semibold">
              {t('facility.form.sectionContacts')}
            </h2>
            {contacts.length === 0 ? (
              <p className="m-0 mt-3 text-slate-600">{t('facility.public.noContacts')}</p>
            ) : (
              <ul className="list-none m-0 mt-4 p-0 grid gap-3">
                {contacts.map(({ type, value }) => {
                  const link = contactHref(type, value);
                  return (
                    <li key={type}>
                      <span className="block text-sm text-slate-500">{t(`facility.contactTypes.${type}`)}</span>
                      {link ? (
                        <a
                          className="link break-all"
                          href={link}
                          {...(link.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
                        >
                          {value}
                        </a>
                      ) : (
                        <span className="break-all">{value}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className="card p-6 sm:p-8" aria-labelledby="org-title">
            <h2 id="org-title" className="m-0 text-xl font-semibold">
              {t('facility.public.organisation')}
            </h2>
            <p className="m-0 mt-3 font-medium text-slate-900" data-testid="public-org">
              {a.org_info.full_name}
            </p>
            {a.org_info.address && <p className="m-0 mt-1 text-slate-600">{a.org_info.address}</p>}
            {a.org_info.tin && (
              <p className="m-0 mt-1 text-sm text-slate-500">{t('facility.public.tin', { tin: a.org_info.tin })}</p>
            )}
            {about && <p className="m-0 mt-3 text-slate-700 whitespace-pre-line">{about}</p>}
            {a.org_info.contacts.website && (
              <a
                className="link mt-3 inline-block break-all"
                href={contactHref('website', a.org_info.contacts.website) ?? '#'}
                target="_blank"
                rel="noreferrer"
              >
                {a.org_info.contacts.website}
              </a>
            )}
          </section>
          {isOwner && (
            <a
              className="btn btn-secondary"
              href={localizedPath(snapshot.edition, snapshot.locale, '/profile/recycling-points')}
            >
              {t('facility.list.title')}
            </a>
          )}
        </aside>
      </div>
      {data.events.length > 0 && (
        <section aria-labelledby="point-events-title" data-testid="point-events">
          <h2 id="point-events-title" className="m-0 mb-4 text-xl font-semibold">
            {t('facility.public.upcomingEvents')}
          </h2>
          <ServerHtml>{serverPart}</ServerHtml>
        </section>
      )}
      {!data.preview && (
        <section id="report" className="card p-6 sm:p-8" aria-labelledby="report-title" data-testid="report-section">
          <h2 id="report-title" className="m-0 mb-1 text-xl font-semibold">
            {t('trust.report.title')}
          </h2>
          <p className="m-0 mb-4 text-slate-600">{t('trust.report.lead')}</p>
          <ReportForm facilityId={point.id} />
        </section>
      )}
    </article>
  );
}
