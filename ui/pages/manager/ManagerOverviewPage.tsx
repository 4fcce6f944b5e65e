import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { CELL, EditionFilter, EmptyState, QueueTable } from '../../components/manager/QueueControls';
import type { IdentityChangeRow, ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'overview' }>;

/** /manager: how much waits in each queue (per edition) and the latest decisions. */
export default function ManagerOverviewPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const query = { edition: data.edition };
  const queues = [
    { id: 'requests', path: '/manager/requests', count: data.counts.requests, q: query },
    { id: 'points', path: '/manager/points', count: data.counts.points, q: query },
    {
      id: 'blocked',
      path: '/manager/points',
      count: data.counts.blocked,
      q: { ...query, status: 'blocked_by_moderator' },
    },
    { id: 'events', path: '/manager/events', count: data.counts.events, q: query },
    // Collection drives (docs/decisions/234-collection-drive-hours-and-items.md): its queue lists every edition's.
    { id: 'drives', path: '/manager/drives', count: data.counts.drives, q: {} },
    // Visitor reports and stale points (docs/points-trust.md): every edition's together.
    ...(data.trust
      ? [
          { id: 'reports', path: '/manager/trust', count: data.trust.reports, q: { queue: 'reports' } },
          { id: 'stale', path: '/manager/trust', count: data.trust.stale, q: { queue: 'stale' } },
        ]
      : []),
  ] as const;
  return (
    <ConsoleShell
      section="overview"
      title={t('manager.overview.title')}
      counts={data.counts}
      flash={data.flash ?? null}
    >
      <EditionFilter path="/manager" edition={data.edition} />
      <ul className="list-none m-0 p-0 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {queues.map((queue) => (
          <li key={queue.id}>
            <a
              href={consoleHref(snapshot, queue.path, queue.q)}
              className="card block p-5 no-underline text-slate-900"
              data-testid={`queue-${queue.id}`}
            >
              <span className="block text-3xl font-bold" data-testid={`queue-${queue.id}-count`}>
                {queue.count}
              </span>
              <span className="block mt-1 text-slate-700">
                {i18n.plural(`manager.overview.queues.${queue.id}`, queue.count)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {data.identityChanges && data.identityChanges.length > 0 && <IdentityChanges rows={data.identityChanges} />}
      <h2 className="m-0 mt-2 text-xl font-semibold">{t('manager.overview.recent')}</h2>
      {data.recent.length === 0 ? (
        <EmptyState title={t('manager.overview.noDecisionsTitle')} text={t('manager.overview.noDecisionsText')} />
      ) : (
        <QueueTable
          caption={i18n.plural('manager.overview.recentCaption', data.recent.length)}
          head={[
            t('manager.columns.when'),
            t('manager.columns.subject'),
            t('manager.columns.action'),
            t('manager.columns.manager'),
            t('manager.columns.comment'),
          ]}
          testId="recent-decisions"
        >
          {data.recent.map((a) => (
            <tr key={a.id}>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, a.createdAt)}</td>
              <td className={CELL}>{t(`manager.subjects.${a.subjectType}`)}</td>
              <td className={CELL}>{t(`manager.actions.${a.action}`)}</td>
              <td className={CELL}>{a.actorName ?? t('manager.audit.system')}</td>
              <td className={`${CELL} max-w-[320px] break-words`}>{a.comment}</td>
            </tr>
          ))}
        </QueueTable>
      )}
    </ConsoleShell>
  );
}

/** Organisations asking for a new public identity: approve (it goes live) or decline (nothing changes). */
function IdentityChanges({ rows }: { rows: IdentityChangeRow[] }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const identity = (x: IdentityChangeRow['current']) => `${x.name} · ${x.fullName} · ${x.tin}`;
  return (
    <>
      <h2 className="m-0 mt-2 text-xl font-semibold">{t('manager.identityChanges.title')}</h2>
      <QueueTable
        caption={i18n.plural('manager.identityChanges.caption', rows.length)}
        head={[
          t('manager.columns.when'),
          t('manager.identityChanges.current'),
          t('manager.identityChanges.requested'),
          t('manager.identityChanges.decision'),
        ]}
        testId="identity-changes"
      >
        {rows.map((row) => (
          <tr key={row.id} data-testid="identity-change">
            <td className={`${CELL} whitespace-nowrap`}>{formatWhen(snapshot, row.createdAt)}</td>
            <td className={`${CELL} max-w-[260px] break-words`}>{identity(row.current)}</td>
            <td className={`${CELL} max-w-[260px] break-words`}>
              {identity(row.requested)}
              {row.requestedBy ? ` — ${row.requestedBy}` : ''}
            </td>
            <td className={CELL}>
              <form
                method="post"
                action={consoleHref(snapshot, `/manager/org-changes/${row.id}`, {})}
                className="flex flex-wrap gap-2"
              >
                <button
                  type="submit"
                  name="intent"
                  value="approve"
                  className="btn btn-primary"
                  data-testid="identity-approve"
                >
                  {t('manager.identityChanges.approve')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="decline"
                  className="btn btn-secondary"
                  data-testid="identity-decline"
                >
                  {t('manager.identityChanges.decline')}
                </button>
              </form>
            </td>
          </tr>
        ))}
      </QueueTable>
    </>
  );
}
