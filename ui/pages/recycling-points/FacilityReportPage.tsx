import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ReportForm } from '../../components/facility/ReportForm';
import { localizedPath } from '../../shared/locale-negotiation';
import type { FacilityReportPageData } from '../../shared/facility/trust';

/**
 * /recycling-points/{id}/report: the answer to the report form without JavaScript (thanks, the
 * form again with its problems, or the limit), and the form itself when opened directly.
 */
export default function FacilityReportPage({ data }: PageProps<FacilityReportPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const back = localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${data.facilityId}`);
  return (
    <section className="card p-6 sm:p-8 flex flex-col gap-4" data-testid="report-page" data-outcome={data.outcome}>
      <h1 className="m-0 text-2xl font-bold">{t('trust.report.title')}</h1>
      <p className="m-0 text-slate-700">{data.facilityName}</p>
      {data.outcome === 'sent' && (
        <p
          className="m-0 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900"
          role="status"
          data-testid="report-result"
        >
          {t(data.osm ? 'trust.report.thanksOsm' : 'trust.report.thanks')}
        </p>
      )}
      {data.outcome === 'rate-limited' && (
        <p className="m-0 rounded-xl bg-rose-50 px-4 py-3 text-rose-900" role="alert" data-testid="report-result">
          {t('trust.report.limited')}
        </p>
      )}
      {(data.outcome === 'invalid' || data.outcome === 'form') && (
        <ReportForm
          facilityId={data.facilityId}
          osm={data.osm ?? false}
          errors={data.errors ?? {}}
          values={data.values ?? {}}
        />
      )}
      <a className="link" href={back} data-testid="report-back">
        {t('trust.report.back')}
      </a>
    </section>
  );
}
