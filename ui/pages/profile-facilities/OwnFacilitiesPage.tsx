import { useEffect, useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { OwnerTrustPanel } from '../../components/facility/OwnerTrustPanel';
import { Icon } from '../../components/common/Icon';
import { NoticeStack, useNotices } from '../../components/facility/Notices';
import { FacilityActions } from '../../components/facility/FacilityActions';
import { StatusBadge } from '../../components/facility/StatusBadge';
import type { FacilityListData } from '../../shared/facility/pages';
import type { FacilityResource } from '../../shared/facility/transport';
import { localizedPath } from '../../shared/locale-negotiation';

/** /profile/recycling-points: the organisation's own points with status and the actions allowed now. */
export default function OwnFacilitiesPage({ data }: PageProps<FacilityListData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const [points, setFacilities] = useState<FacilityResource[]>(data.points);
  const { notices, push, dismiss } = useNotices();
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);

  // A save on the editor that ends here tells us what happened (?notice=sentToReview).
  useEffect(() => {
    const url = new URL(window.location.href);
    const notice = url.searchParams.get('notice');
    if (notice === 'sentToReview')
      push('success', t('facility.notices.sendToReview.successTitle'), t('facility.notices.sendToReview.listText'));
    if (notice === 'reportResolved' || notice === 'facilityConfirmed')
      push('success', t(`trust.owner.notice.${notice}`), '');
    if (notice) {
      url.searchParams.delete('notice');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }, [push, t]);

  return (
    <div className="flex flex-col gap-6" data-testid="own-points">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="m-0 text-2xl sm:text-3xl font-bold text-slate-900">{t('facility.list.title')}</h1>
          <p className="m-0 mt-1 text-slate-600">{t('facility.list.lead')}</p>
        </div>
        <a className="btn btn-primary" href={href('/profile/create-recycling-point')} data-testid="create-point">
          <Icon name="recycle" size={18} />
          {t('facility.list.create')}
        </a>
      </div>

      {data.trust && <OwnerTrustPanel trust={data.trust} />}

      {points.length === 0 ? (
        <section className="card p-8 sm:p-12 text-center" data-testid="points-empty">
          <span className="inline-flex w-16 h-16 items-center justify-center rounded-2xl bg-primary-light text-primary-dark">
            <Icon name="recycle" size={32} />
          </span>
          <h2 className="mt-5 mb-2 text-xl font-semibold">{t('facility.list.emptyTitle')}</h2>
          <p className="m-0 mx-auto max-w-lg text-slate-600">{t('facility.list.emptyText')}</p>
          <a className="btn btn-primary mt-6" href={href('/profile/create-recycling-point')}>
            {t('facility.list.create')}
          </a>
        </section>
      ) : (
        <ul className="list-none m-0 p-0 grid grid-cols-1 gap-4">
          {points.map((point) => {
            const a = point.attributes;
            const status = point.relationships.status.data.id;
            const incomplete = status === 'draft' && point.meta && !point.meta.complete;
            return (
              <li
                key={point.id}
                className="card p-5 sm:p-6"
                data-testid="point-card"
                data-point-id={point.id}
                data-status={point.meta?.status_display}
              >
                <div className="flex items-start gap-4">
                  {a.icon_info ? (
                    <img
                      src={a.icon_info.file_url}
                      alt=""
                      data-fallback="/images/logo-fallback.svg"
                      width={48}
                      height={48}
                      className="shrink-0 rounded-full"
                    />
                  ) : (
                    <span className="inline-flex w-12 h-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-dark">
                      <Icon name="recycle" size={24} />
                    </span>
                  )}
                  <div className="flex-1 min-w-0">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      {/* The owner's own text: a run no line can hold (no word to hyphenate) breaks as a last resort
                          rather than widen the list past a 320 px screen (stored-markup.test.ts). */}
                      <h2 className="m-0 min-w-0 text-lg font-semibold text-slate-900 break-words">
                        {a.name || t('facility.untitled')}
                      </h2>
                      <StatusBadge status={status} />
                    </div>
                    <p className="m-0 mt-1 text-slate-600 break-words">{a.address || t('facility.list.noAddress')}</p>
                    {a.rates_info.length > 0 && (
                      <p className="m-0 mt-1 text-sm text-slate-500">
                        {a.rates_info
                          .map((r) => r.srm_name)
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    )}
                    {incomplete && (
                      <p
                        className="m-0 mt-3 rounded-lg bg-amber-50 border border-amber-200 px-3 py-2 text-sm text-amber-900"
                        data-testid="incomplete-note"
                      >
                        {t('facility.list.incomplete')}
                      </p>
                    )}
                    {status === 'accepted' && (
                      <p className="m-0 mt-3 text-sm text-slate-500">{t('facility.list.acceptedHint')}</p>
                    )}
                    {status === 'closed' && (
                      <p className="m-0 mt-3 text-sm text-slate-500">{t('facility.list.closedHint')}</p>
                    )}
                    {status === 'blocked_by_moderator' && (
                      <p className="m-0 mt-3 text-sm text-slate-500">{t('facility.list.blockedHint')}</p>
                    )}
                    <div className="mt-4 flex flex-wrap items-center gap-2">
                      <FacilityActions
                        point={point}
                        notify={push}
                        onChanged={(doc) => setFacilities((list) => list.map((p) => (p.id === doc.id ? doc : p)))}
                        onRemoved={(id) => setFacilities((list) => list.filter((p) => p.id !== id))}
                      />
                      {status === 'accepted' && (
                        <a className="btn btn-sm btn-ghost" href={href(`/recycling-points/${point.id}`)}>
                          {t('facility.list.viewPublic')}
                        </a>
                      )}
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <NoticeStack notices={notices} dismiss={dismiss} />
    </div>
  );
}
