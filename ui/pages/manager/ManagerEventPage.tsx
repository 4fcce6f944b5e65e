import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { AuditList, DecisionForm } from '../../components/manager/DecisionForm';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { timeZoneName } from '../../../editions/time-zone-names';
import type { ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'event' }>;

/** /manager/events/{id}: every field the organiser filled in, then publish or decline with a comment. */
export default function ManagerEventPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const e = data.event;
  const rows: [string, string][] = [
    [t('manager.columns.organisation'), e.orgName],
    // Statuses and categories from the locale files, never the stored value.
    [t('manager.columns.status'), t(`events.status.${e.status}`)],
    [t('manager.event.category'), e.category ? t(`events.category.${e.category}`) : '—'],
    [
      t('manager.columns.starts'),
      `${formatWhen(snapshot, e.startsAt, e.timeZone)} — ${formatWhen(snapshot, e.endsAt, e.timeZone)} (${e.timeZone ? timeZoneName(e.timeZone, snapshot.locale) : '—'})`,
    ],
    [t('manager.columns.address'), [e.city, e.address].filter(Boolean).join(', ')],
    [t('manager.event.capacity'), e.capacity === null ? '—' : String(e.capacity)],
    [t('manager.event.reward'), e.rewardPoints === null ? '—' : String(e.rewardPoints)],
    [t('manager.columns.contact'), [e.contactName, e.contactPhone, e.contactEmail].filter(Boolean).join(' · ')],
    [t('manager.event.summary'), e.summary],
    [t('manager.event.description'), e.description],
    // Roles and slots (ADR 221), worded by the worker: the role's name, then its duties and slots.
    ...(data.shiftRows ?? []),
  ];
  return (
    <ConsoleShell
      section="events"
      title={t('manager.event.title', { title: e.title || e.id })}
      flash={data.flash}
      actions={
        <a className="link" href={consoleHref(snapshot, '/manager/events')}>
          {t('manager.backToQueue')}
        </a>
      }
    >
      {e.status === 'checking' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <section className="card p-6">
            <DecisionForm
              subject="event"
              echo={data.decision}
              intent="publish"
              label={t('manager.event.publish')}
              testId="publish-form"
            />
          </section>
          <section className="card p-6">
            <DecisionForm
              subject="event"
              echo={data.decision}
              intent="decline"
              label={t('manager.event.decline')}
              commentLabel={t('manager.event.declineComment')}
              commentRequired
              tone="danger"
              testId="decline-form"
            />
          </section>
        </div>
      )}
      <article className="card p-6 flex flex-col gap-4" data-testid="event-details">
        {e.coverUrl && (
          <img
            src={e.coverUrl}
            alt=""
            data-fallback="/images/event-fallback.svg"
            className="max-h-72 w-full rounded-2xl object-cover"
          />
        )}
        <dl className="m-0 grid grid-cols-1 sm:grid-cols-[minmax(160px,auto)_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="m-0 whitespace-pre-line break-words text-slate-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </article>
      <AuditList items={data.audit} />
    </ConsoleShell>
  );
}
