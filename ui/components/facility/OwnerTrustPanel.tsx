import { useApp } from '../../app/context';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';
import type { OwnerTrust } from '../../shared/facility/trust';
import { ResolveReportForm } from './ResolveReportForm';

/**
 * The owner's side of "points people can trust" on /profile/recycling-points: visitors' open
 * reports, each answered by editing the point ("corrected") or dismissing it with a reason, and
 * each public point's last check with a "still correct" button (docs/points-trust.md).
 */
export function OwnerTrustPanel({ trust }: { trust: OwnerTrust }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  const day = (ms: number) => dateFormat(snapshot.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  if (!trust.reports.length && !trust.points.length) return null;
  return (
    <section
      id="reports"
      className="card p-6 sm:p-8 flex flex-col gap-4"
      aria-labelledby="owner-trust-title"
      data-testid="owner-trust"
    >
      <h2 id="owner-trust-title" className="m-0 text-xl font-semibold">
        {t('trust.owner.title')}
      </h2>
      {trust.reports.length === 0 ? (
        <p className="m-0 text-slate-600" data-testid="owner-no-reports">
          {t('trust.owner.noReports')}
        </p>
      ) : (
        <ul className="list-none m-0 p-0 flex flex-col gap-3">
          {trust.reports.map((r) => (
            <li
              key={r.id}
              className="rounded-xl border border-slate-200 p-4 flex flex-col gap-2"
              data-testid="owner-report"
              data-id={r.id}
            >
              <p className="m-0">
                <strong>{t(`trust.kinds.${r.kind}`)}</strong> · {r.facilityName} ·{' '}
                <time className="text-sm text-slate-500" dateTime={new Date(r.createdAt).toISOString()}>
                  {day(r.createdAt)}
                </time>
              </p>
              {r.comment && <p className="m-0 whitespace-pre-line text-slate-700">{r.comment}</p>}
              <ResolveReportForm
                action={path(`/profile/recycling-points/reports/${r.id}`)}
                editHref={path(`/profile/edit-recycling-point/${r.facilityId}`)}
              />
            </li>
          ))}
        </ul>
      )}
      {trust.points.length > 0 && (
        <>
          <h3 className="m-0 text-base font-semibold">{t('trust.owner.checksTitle')}</h3>
          <ul className="list-none m-0 p-0 flex flex-col gap-2">
            {trust.points.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center gap-3"
                data-testid="owner-check"
                data-id={p.id}
                data-freshness={p.freshness}
              >
                <span className="font-medium">{p.name}</span>
                <time
                  className={`text-sm ${p.freshness === 'fresh' ? 'text-slate-500' : 'text-amber-800'}`}
                  dateTime={new Date(p.checkedAt).toISOString()}
                >
                  {t('trust.point.checkedOn', { date: day(p.checkedAt) })}
                </time>
                <form method="post" action={path(`/profile/recycling-points/${p.id}/still-correct`)}>
                  <button type="submit" className="btn btn-sm btn-secondary" data-testid="owner-still-correct">
                    {t('trust.owner.stillCorrect')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
