import { useApp } from '../../app/context';
import type { PublicFacilityTrust } from '../../shared/facility/trust';

/**
 * How far the point page's facts can be trusted: "checked on DATE" (owner confirmation or a
 * manager's check), a note once that is over a year ago, and the "reported closed, being checked"
 * notice once enough distinct visitors said so (ui/shared/facility/freshness.ts). The date comes
 * formatted by the worker (PublicFacilityTrust).
 */
export function FacilityTrustLine({ trust }: { trust: PublicFacilityTrust }) {
  const { i18n } = useApp();
  const t = i18n.t;
  return (
    <>
      {trust.reportedClosed && <ReportedClosedNotice />}
      <p className="m-0 text-sm text-slate-600" data-testid="checked-on" data-freshness={trust.freshness}>
        <time dateTime={new Date(trust.checkedAt).toISOString()}>
          {t('trust.point.checkedOn', { date: trust.checkedOn })}
        </time>
        {trust.freshness !== 'fresh' && (
          <span className="ml-2 text-amber-800" data-testid="point-stale">
            {t('trust.point.stale')}
          </span>
        )}
      </p>
    </>
  );
}

/** "Reported closed, being checked": owners' and OpenStreetMap point pages alike. */
export function ReportedClosedNotice() {
  const { i18n } = useApp();
  return (
    <p
      className="m-0 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 font-medium"
      role="note"
      data-testid="reported-closed"
    >
      {i18n.t('trust.point.reportedClosed')}
    </p>
  );
}
