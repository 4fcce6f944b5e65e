import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { StatusBadge } from '../../components/facility/StatusBadge';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { CELL, EditionFilter, EmptyState, Pagination, QueueTable } from '../../components/manager/QueueControls';
import { POINT_QUEUES, type ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'points' }>;

/** /manager/points: points waiting for review (default) or in the statuses a moderator block applies to. */
export default function ManagerFacilitiesPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const query = { edition: data.edition, status: data.status === 'checking' ? null : data.status };
  return (
    <ConsoleShell section="points" title={t('manager.points.title')} counts={data.counts} flash={data.flash}>
      <nav aria-label={t('manager.points.statusFilter')} className="flex flex-wrap gap-2" data-testid="status-filter">
        {POINT_QUEUES.map((status) => (
          <a
            key={status}
            href={consoleHref(snapshot, '/manager/points', {
              edition: data.edition,
              status: status === 'checking' ? null : status,
            })}
            aria-current={status === data.status ? 'true' : undefined}
            className={`btn btn-sm ${status === data.status ? 'btn-primary' : 'btn-secondary'}`}
          >
            {t(`manager.points.queues.${status}`)}
          </a>
        ))}
      </nav>
      <EditionFilter path="/manager/points" edition={data.edition} query={{ status: query.status }} />
      {data.items.length === 0 ? (
        <EmptyState title={t(`manager.points.empty.${data.status}`)} text={t('manager.points.emptyText')} />
      ) : (
        <QueueTable
          caption={i18n.plural('manager.points.caption', data.paging.total)}
          head={[
            t('manager.columns.point'),
            t('manager.columns.organisation'),
            t('manager.columns.status'),
            t('manager.columns.since'),
            '',
          ]}
          testId="points-table"
        >
          {data.items.map((p) => (
            <tr key={p.id} data-testid="point-row" data-id={p.id}>
              <td className={`${CELL} font-medium`}>
                {p.name || '—'}
                <span className="block text-xs font-normal text-slate-500">{p.address}</span>
              </td>
              <td className={CELL}>
                {p.orgName}
                <span className="block text-xs text-slate-500">{t(`manager.editions.${p.edition}`)}</span>
              </td>
              <td className={CELL}>
                <StatusBadge status={p.status} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, p.statusChangedAt)}</td>
              <td className={CELL}>
                <a
                  className="btn btn-sm btn-secondary"
                  href={consoleHref(snapshot, `/manager/points/${p.id}`)}
                  data-testid="point-open"
                >
                  {t('manager.review')}
                </a>
              </td>
            </tr>
          ))}
        </QueueTable>
      )}
      <Pagination path="/manager/points" paging={data.paging} query={query} />
    </ConsoleShell>
  );
}
