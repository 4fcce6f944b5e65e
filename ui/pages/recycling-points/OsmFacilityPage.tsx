import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { OsmAttribution } from '../../components/finder/OsmAttribution';
import { routeLink } from '../../shared/facility/display';
import { ReportForm } from '../../components/facility/ReportForm';
import { ReportedClosedNotice } from '../../components/facility/FacilityTrustLine';
import { ShareButton } from '../../components/share/ShareButton';
import { WEEKDAYS, isWorkingDay, type Weekday } from '../../shared/facility/model';
import { opensLabel } from '../../shared/finder/open-label';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';
import { safeWebUrl } from '../../shared/osm/links';
import { cutText } from '../../shared/share';
import type { OsmFacilityPageData } from '../../shared/osm/page-data';

type WeekHours = OsmFacilityPageData['hours'];
/** Consecutive days with the same hours as one row ("Пн–Пт 10:00–20:00"): a compact week on a phone. */
function weekRows(hours: WeekHours) {
  const rows: { first: Weekday; last: Weekday; hours: WeekHours[Weekday] }[] = [];
  for (const day of WEEKDAYS) {
    const row = rows[rows.length - 1];
    if (row && JSON.stringify(row.hours ?? null) === JSON.stringify(hours[day] ?? null)) row.last = day;
    else rows.push({ first: day, last: day, hours: hours[day] });
  }
  return rows;
}

/**
 * /recycling-points/osm-node-123: a point from OpenStreetMap, read-only (worker/routes/osm.tsx).
 * Where it comes from, when it was last checked, the attribution, a link to edit it on
 * OpenStreetMap, for an owner a way to claim it, and "Report a problem" (to the managers).
 */
export default function OsmFacilityPage({ data }: PageProps<OsmFacilityPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const d = data;
  const range = (from: string, to: string) => `${from}\u2060–\u2060${to}`;
  const now = d.open.state;
  const opens = d.opens ? opensLabel(d.opens) : null;
  const nowText = opens
    ? t(opens.key, opens.params)
    : now === 'open'
      ? t('facility.public.now.open')
      : now === 'break'
        ? t('facility.public.now.break')
        : now === 'unknown'
          ? t('osm.now.unknown')
          : t('facility.public.now.closed');
  const weekly = d.hoursKind === 'weekly';
  // The worker already keeps only http(s) links; checked again where it becomes an href.
  const website = safeWebUrl(d.website);
  const checked = d.checked
    ? dateFormat(snapshot.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${d.checked.date.length === 7 ? `${d.checked.date}-01` : d.checked.date}T00:00:00Z`),
      )
    : '';

  return (
    <article className="flex flex-col gap-6" data-testid="osm-point">
      <header className="card p-6 sm:p-8">
        <p className="m-0 text-sm font-semibold uppercase tracking-wide text-primary-dark">{t(`osm.kind.${d.kind}`)}</p>
        <h1 className="m-0 mt-1 text-2xl sm:text-4xl font-bold text-slate-900">{d.name || t(`osm.kind.${d.kind}`)}</h1>
        {d.address && <p className="m-0 mt-2 text-slate-700 break-words">{d.address}</p>}
        {d.operator && <p className="m-0 mt-1 text-sm text-slate-600">{t('osm.operator', { operator: d.operator })}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span
            data-testid="open-now"
            data-state={now}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${now === 'open' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          >
            <span className="w-2 h-2 rounded-full bg-current" aria-hidden="true" />
            {nowText}
          </span>
          <span
            className="inline-flex items-center rounded-full px-3 py-1 text-sm bg-sky-50 text-sky-900"
            data-testid="osm-source"
          >
            {t('osm.source')}
          </span>
        </div>
        {d.reportedClosed && (
          <div className="mt-3">
            <ReportedClosedNotice />
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            className="btn btn-primary"
            href={routeLink(snapshot.edition.id, { lat: d.lat, lng: d.lng })}
            target="_blank"
            rel="noreferrer"
          >
            <Icon name="map" size={18} />
            {t('facility.public.route')}
          </a>
          {/* The point itself is shared (its page, name and address), as on an owner's point page. */}
          <ShareButton
            payload={{
              title: `${d.name || t(`osm.kind.${d.kind}`)} — ${snapshot.edition.brand}`,
              text: cutText([d.address, t(`osm.kind.${d.kind}`)].filter(Boolean).join(' — ')),
              url: `/recycling-points/${d.id}`,
            }}
          />
          <a className="btn btn-secondary" href={localizedPath(snapshot.edition, snapshot.locale, '/recycling-points')}>
            <Icon name="recycle" size={18} />
            {t('finder.backToFinder')}
          </a>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section className="card p-6" aria-labelledby="osm-materials-title">
          <h2 id="osm-materials-title" className="m-0 text-xl font-semibold">
            {t('facility.public.materials')}
          </h2>
          {!d.materialsKnown ? (
            <p className="m-0 mt-3 text-slate-600" data-testid="materials-unknown">
              {t('osm.materialsUnknown')}
            </p>
          ) : d.materials.length === 0 ? (
            <p className="m-0 mt-3 text-slate-600">{t('facility.public.noMaterials')}</p>
          ) : (
            <ul className="m-0 mt-3 pl-5" data-testid="osm-materials">
              {d.materials.map((m) => (
                <li key={m.slug}>{m.name}</li>
              ))}
            </ul>
          )}
        </section>

        <section className="card p-6" aria-labelledby="osm-hours-title">
          <h2 id="osm-hours-title" className="m-0 text-xl font-semibold">
            {t('facility.form.sectionHours')}
          </h2>
          {d.hoursKind === 'none' ? (
            <p className="m-0 mt-3 text-slate-600">{t('osm.noHours')}</p>
          ) : (
            <>
              <p className="m-0 mt-1 text-sm text-slate-500">{t('facility.public.timeZone', { zone: d.zoneName })}</p>
              {weekly ? (
                <dl className="m-0 mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="osm-hours">
                  {weekRows(d.hours).map(({ first, last, hours: h }) => {
                    // Each part stays on one line: a day wraps at most between its hours and its break.
                    const value =
                      !h || !isWorkingDay(h) ? (
                        t('facility.public.dayOff')
                      ) : h.worksFullDay ? (
                        t('facility.public.fullDay')
                      ) : (
                        <>
                          <span className="whitespace-nowrap">{range(h.start, h.end)}</span>
                          {h.breakStart && h.breakEnd ? (
                            <>
                              {' '}
                              <span className="whitespace-nowrap">
                                · {t('facility.public.break', { time: range(h.breakStart, h.breakEnd) })}
                              </span>
                            </>
                          ) : null}
                        </>
                      );
                    const label =
                      first === last
                        ? t(`facility.weekdaysShort.${first}`)
                        : range(t(`facility.weekdaysShort.${first}`), t(`facility.weekdaysShort.${last}`));
                    return [
                      <dt key={`${first}-d`} className="font-medium">
                        {label}
                      </dt>,
                      <dd key={`${first}-v`} className="m-0">
                        {value}
                      </dd>,
                    ];
                  })}
                </dl>
              ) : (
                <>
                  <p className="m-0 mt-3">
                    <code className="break-words" data-testid="osm-hours-raw">
                      {d.openingHours}
                    </code>
                  </p>
                  {d.hoursKind === 'raw' && <p className="m-0 mt-2 text-sm text-slate-600">{t('osm.hoursRaw')}</p>}
                </>
              )}
            </>
          )}
        </section>
      </div>

      <section className="card p-6" aria-labelledby="osm-source-title" data-testid="osm-about">
        <h2 id="osm-source-title" className="m-0 text-xl font-semibold">
          {t('osm.aboutTitle')}
        </h2>
        <p className="m-0 mt-3">{t('osm.about')}</p>
        {d.checked && (
          <p className="m-0 mt-2" data-testid="osm-checked">
            {t(d.checked.source === 'check_date' ? 'osm.checkedOn' : 'osm.editedOn', { date: checked })}
          </p>
        )}
        {(website || d.phone) && (
          <p className="m-0 mt-2">
            {website && (
              <a href={website} rel="nofollow noreferrer" target="_blank" data-testid="osm-website">
                {website}
              </a>
            )}
            {website && d.phone ? ' · ' : ''}
            {d.phone && (
              <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`} data-testid="osm-phone">
                {d.phone}
              </a>
            )}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <a className="btn btn-secondary" href={d.editUrl} target="_blank" rel="noreferrer" data-testid="osm-edit">
            {t('osm.edit')}
          </a>
          <a className="btn btn-secondary" href={d.osmUrl} target="_blank" rel="noreferrer">
            {t('osm.view')}
          </a>
          {!d.replacedBy && (
            <a
              className="btn btn-secondary"
              data-testid="osm-claim"
              href={localizedPath(
                snapshot.edition,
                snapshot.locale,
                `/profile/create-recycling-point?fromOsm=${encodeURIComponent(d.id)}`,
              )}
            >
              {t('osm.claim')}
            </a>
          )}
        </div>
        {d.replacedBy && (
          <p className="m-0 mt-3">
            <a
              href={localizedPath(
                snapshot.edition,
                snapshot.locale,
                `/recycling-points/${encodeURIComponent(d.replacedBy)}`,
              )}
            >
              {t('osm.replacedBy')}
            </a>
          </p>
        )}
        <OsmAttribution className="mt-4" />
      </section>

      <section id="report" className="card p-6 sm:p-8" aria-labelledby="report-title" data-testid="report-section">
        <h2 id="report-title" className="m-0 mb-1 text-xl font-semibold">
          {t('trust.report.title')}
        </h2>
        <p className="m-0 mb-4 text-slate-600">{t('trust.report.leadOsm')}</p>
        <ReportForm facilityId={d.id} osm />
      </section>
    </article>
  );
}
