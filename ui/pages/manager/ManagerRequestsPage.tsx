import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { CELL, EditionFilter, EmptyState, Pagination, QueueTable } from '../../components/manager/QueueControls';
import type { ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'requests' }>;

/** /manager/requests: pending corporate registration requests, oldest first. */
export default function ManagerRequestsPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const query = { edition: data.edition };
  return (
    <ConsoleShell section="requests" title={t('manager.requests.title')} counts={data.counts} flash={data.flash}>
      <EditionFilter path="/manager/requests" edition={data.edition} />
      {data.items.length === 0 ? (
        <EmptyState title={t('manager.requests.emptyTitle')} text={t('manager.requests.emptyText')} />
      ) : (
        <QueueTable
          caption={i18n.plural('manager.requests.caption', data.paging.total)}
          head={[
            t('manager.columns.organisation'),
            t('manager.columns.address'),
            t('manager.columns.taxId'),
            t('manager.columns.contact'),
            t('manager.columns.roles'),
            t('manager.columns.date'),
            '',
          ]}
          testId="requests-table"
        >
          {data.items.map((r) => (
            <tr key={r.id} data-testid="request-row" data-email={r.email}>
              <td className={`${CELL} font-medium`}>
                {r.orgName}
                <span className="block text-xs text-slate-500">{t(`manager.editions.${r.edition}`)}</span>
              </td>
              <td className={CELL}>{r.address}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                {t(`validation.taxIdName.${r.taxIdName}`)} {r.inn}
              </td>
              <td className={CELL}>
                {r.contactName}
                <a className="link block break-all" href={`mailto:${r.email}`}>
                  {r.email}
                </a>
              </td>
              <td className={CELL}>{r.requestedRoles.map((role) => t(`manager.roles.${role}`)).join(', ')}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, r.createdAt)}</td>
              <td className={CELL}>
                <a
                  className="btn btn-sm btn-secondary"
                  href={consoleHref(snapshot, `/manager/requests/${r.id}`)}
                  data-testid="request-open"
                >
                  {t('manager.review')}
                </a>
              </td>
            </tr>
          ))}
        </QueueTable>
      )}
      <Pagination path="/manager/requests" paging={data.paging} query={query} />
    </ConsoleShell>
  );
}
