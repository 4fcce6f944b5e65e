import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { CELL, EmptyState, Pagination, QueueTable } from '../../components/manager/QueueControls';
import { ResolveReportForm } from '../../components/facility/ResolveReportForm';
import { DAY_MS } from '../../shared/facility/freshness';
import { localizedPath } from '../../shared/locale-negotiation';
import type { ManagerTrustData } from './trust-types';

/**
 * /manager/trust: visitors' open reports and points nobody confirmed for a year, each a queue
 * sortable by age (oldest first by default). Answers post to the worker (no script needed).
 */
export default function ManagerTrustPage({ data }: PageProps<ManagerTrustData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const age = (ms: number) => i18n.plural('trust.age.days', Math.max(0, Math.floor((data.now - ms) / DAY_MS)));
  const point = (id: string) => localizedPath(snapshot.edition, snapshot.locale, `/recycling-points/${id}`);
  const tab = (queue: ManagerTrustData['queue'], count: number) => (
    <a
      href={consoleHref(snapshot, '/manager/trust', { queue })}
      aria-current={data.queue === queue ? 'page' : undefined}
      className={`btn btn-sm ${data.queue === queue ? 'btn-primary' : 'btn-secondary'}`}
      data-testid={`trust-tab-${queue}`}
    >
      {t(`trust.manager.queues.${queue}`)} <span data-testid={`trust-count-${queue}`}>{count}</span>
    </a>
  );
  const flash = data.done ? { tone: 'ok' as const, text: t(`trust.manager.done.${data.done}`) } : null;
  return (
    <ConsoleShell section="trust" title={t('trust.manager.title')} flash={flash}>
      <nav className="flex flex-wrap items-center gap-2" aria-label={t('trust.manager.title')}>
        {tab('reports', data.counts.reports)}
        {tab('stale', data.counts.stale)}
        <span className="ml-auto text-sm text-slate-600">{t('trust.manager.sort')}:</span>
        {(['oldest', 'newest'] as const).map((order) => (
          <a
            key={order}
            href={consoleHref(snapshot, '/manager/trust', { queue: data.queue, sort: order })}
            aria-current={data.order === order ? 'true' : undefined}
            className={`rounded-full border px-3 py-1 text-sm no-underline ${data.order === order ? 'border-primary-dark bg-primary-light text-primary-dark font-semibold' : 'border-slate-300 text-slate-700'}`}
            data-testid={`trust-sort-${order}`}
          >
            {t(`trust.manager.order.${order}`)}
          </a>
        ))}
      </nav>
      {data.queue === 'reports' ? (
        data.reports.length === 0 ? (
          <EmptyState title={t('trust.manager.emptyReports')} text={t('trust.manager.emptyText')} />
        ) : (
          <QueueTable
            caption={t('trust.manager.queues.reports')}
            head={[
              t('trust.manager.columns.age'),
              t('trust.manager.columns.point'),
              t('trust.manager.columns.problem'),
              t('trust.manager.columns.answer'),
            ]}
            testId="trust-reports"
          >
            {data.reports.map((r) => (
              <tr key={r.id} data-testid="trust-report-row" data-id={r.id}>
                <td className={`${CELL} whitespace-nowrap`} title={formatWhen(snapshot, r.createdAt)}>
                  {age(r.createdAt)}
                </td>
                <td className={CELL}>
                  <a className="link" href={point(r.facilityId)}>
                    {r.facilityName}
                  </a>
                  {/* An OpenStreetMap point has no owner here: the manager corrects it on OpenStreetMap. */}
                  {r.osmEditUrl && (
                    <p className="m-0 mt-1">
                      <a
                        className="link text-sm"
                        href={r.osmEditUrl}
                        target="_blank"
                        rel="noreferrer"
                        data-testid="trust-osm-edit"
                      >
                        {t('trust.manager.editOsm')}
                      </a>
                    </p>
                  )}
                </td>
                <td className={`${CELL} max-w-[320px] break-words`}>
                  <strong>{t(`trust.kinds.${r.kind}`)}</strong>
                  {r.comment && <p className="m-0 mt-1 whitespace-pre-line">{r.comment}</p>}
                </td>
                <td className={CELL}>
                  <ResolveReportForm
                    action={localizedPath(snapshot.edition, snapshot.locale, `/manager/trust/reports/${r.id}`)}
                  />
                </td>
              </tr>
            ))}
          </QueueTable>
        )
      ) : data.stale.length === 0 ? (
        <EmptyState title={t('trust.manager.emptyStale')} text={t('trust.manager.emptyText')} />
      ) : (
        <QueueTable
          caption={t('trust.manager.queues.stale')}
          head={[
            t('trust.manager.columns.checked'),
            t('trust.manager.columns.point'),
            t('trust.manager.columns.answer'),
          ]}
          testId="trust-stale"
        >
          {data.stale.map((p) => (
            <tr key={p.id} data-testid="trust-stale-row" data-id={p.id}>
              <td className={`${CELL} whitespace-nowrap`} title={formatWhen(snapshot, p.checkedAt)}>
                {age(p.checkedAt)}
              </td>
              <td className={CELL}>
                <a className="link" href={point(p.id)}>
                  {p.name}
                </a>
                <p className="m-0 mt-1 text-slate-600">{p.address}</p>
              </td>
              <td className={CELL}>
                <form
                  method="post"
                  action={localizedPath(snapshot.edition, snapshot.locale, `/manager/trust/points/${p.id}/check`)}
                >
                  <button type="submit" className="btn btn-sm btn-secondary" data-testid="trust-check">
                    {t('trust.manager.check')}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </QueueTable>
      )}
      <Pagination
        path="/manager/trust"
        paging={{ page: data.page, pageSize: data.pageSize, total: data.counts[data.queue] }}
        query={{ queue: data.queue, sort: data.order }}
      />
    </ConsoleShell>
  );
}
