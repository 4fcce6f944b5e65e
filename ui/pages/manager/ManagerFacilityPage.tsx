import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { StatusBadge } from '../../components/facility/StatusBadge';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { AuditList, DecisionForm } from '../../components/manager/DecisionForm';
import { consoleHref } from '../../components/manager/console-links';
import { OsmClaimPanel } from '../../components/manager/OsmClaimPanel';
import PublicFacilityPage from '../recycling-points/PublicFacilityPage';
import type { ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'point' }>;

/** /manager/points/{id}: the decisions that apply in the point's status, then the point as its public page shows it. */
export default function ManagerFacilityPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { status } = data;
  const back = consoleHref(snapshot, '/manager/points', {
    status:
      status === 'checking' || !['accepted', 'temporarily_not_working', 'blocked_by_moderator'].includes(status)
        ? null
        : status,
  });
  return (
    <ConsoleShell
      section="points"
      title={t('manager.point.title', { name: data.point.attributes.name || data.point.id })}
      flash={data.flash}
      actions={
        <a className="link" href={back}>
          {t('manager.backToQueue')}
        </a>
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-slate-700" data-testid="point-status" data-status={status}>
        <StatusBadge status={status} />
        <span>
          {data.orgName} · {t(`manager.editions.${data.edition}`)}
        </span>
      </div>
      {status === 'checking' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <section className="card p-6">
            <DecisionForm
              subject="point"
              echo={data.decision}
              intent="accept"
              label={t('manager.point.accept')}
              testId="accept-form"
            />
          </section>
          <section className="card p-6">
            <DecisionForm
              subject="point"
              echo={data.decision}
              intent="decline"
              label={t('manager.point.decline')}
              commentLabel={t('manager.point.declineComment')}
              commentRequired
              tone="danger"
              testId="decline-form"
            />
          </section>
        </div>
      )}
      {(status === 'accepted' || status === 'temporarily_not_working') && (
        <section className="card p-6">
          <DecisionForm
            subject="point"
            echo={data.decision}
            intent="block"
            label={t('manager.point.block')}
            commentLabel={t('manager.point.blockReason')}
            commentRequired
            tone="danger"
            testId="block-form"
          />
        </section>
      )}
      {status === 'blocked_by_moderator' && (
        <section className="card p-6">
          <DecisionForm
            subject="point"
            echo={data.decision}
            intent="unblock"
            label={t('manager.point.unblock')}
            testId="unblock-form"
          />
        </section>
      )}
      {data.claims?.length ? (
        <OsmClaimPanel
          facilityId={data.point.id}
          name={data.point.attributes.name}
          address={data.point.attributes.address}
          claims={data.claims}
        />
      ) : null}
      <section
        aria-label={t('manager.point.preview')}
        className="rounded-3xl border-2 border-dashed border-slate-300 p-3 sm:p-5"
        data-testid="point-preview"
      >
        <p className="m-0 mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('manager.point.preview')}
        </p>
        <PublicFacilityPage
          data={{ kind: 'public', point: data.point, view: data.view, isOwner: false, events: [], preview: true }}
        />
      </section>
      <AuditList items={data.audit} />
    </ConsoleShell>
  );
}
