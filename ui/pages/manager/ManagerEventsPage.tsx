import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { CELL, EditionFilter, EmptyState, Pagination, QueueTable } from '../../components/manager/QueueControls';
import type { ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'events' }>;

/** /manager/events: charity events sent to review, the longest-waiting first. */
export default function ManagerEventsPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <ConsoleShell section="events" title={t('manager.events.title')} counts={data.counts} flash={data.flash}>
      <EditionFilter path="/manager/events" edition={data.edition} />
      {data.items.length === 0 ? (
        <EmptyState title={t('manager.events.emptyTitle')} text={t('manager.events.emptyText')} />
      ) : (
        <QueueTable
          caption={i18n.plural('manager.events.caption', data.paging.total)}
          head={[
            t('manager.columns.event'),
            t('manager.columns.organisation'),
            t('manager.columns.starts'),
            t('manager.columns.submitted'),
            '',
          ]}
          testId="events-table"
        >
          {data.items.map((e) => (
            <tr key={e.id} data-testid="event-row" data-id={e.id}>
              <td className={`${CELL} font-medium`}>
                {e.title || '—'}
                <span className="block text-xs font-normal text-slate-500">{e.city}</span>
              </td>
              <td className={CELL}>
                {e.orgName}
                <span className="block text-xs text-slate-500">{t(`manager.editions.${e.edition}`)}</span>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, e.startsAt, e.timeZone)}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, e.submittedAt)}</td>
              <td className={CELL}>
                <a
                  className="btn btn-sm btn-secondary"
                  href={consoleHref(snapshot, `/manager/events/${e.id}`)}
                  data-testid="event-open"
                >
                  {t('manager.review')}
                </a>
              </td>
            </tr>
          ))}
        </QueueTable>
      )}
      <Pagination path="/manager/events" paging={data.paging} query={{ edition: data.edition }} />
    </ConsoleShell>
  );
}
