import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { AuditList, DecisionForm } from '../../components/manager/DecisionForm';
import { consoleHref, formatWhen } from '../../components/manager/console-links';
import { GRANTABLE_ROLES, type ManagerPageData } from '../../shared/manager-types';

type Data = Extract<ManagerPageData, { kind: 'request' }>;

/** /manager/requests/{id}: one request; approve with the roles to grant, or decline with a reason. */
export default function ManagerRequestPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const r = data.item;
  // The worker refused the approval (ui/shared/schemas/manager-decision.ts): the roles as they were sent.
  const rolesEcho = data.decision?.intent === 'approve' ? data.decision.values.roles : null;
  const rolesRefused = Boolean(data.decision?.intent === 'approve' && data.decision.errors.roles);
  const rows: [string, string][] = [
    [t('manager.columns.organisation'), r.orgName],
    [t('manager.columns.address'), r.address],
    [t(`validation.taxIdName.${r.taxIdName}`), r.inn],
    [t('manager.columns.contact'), r.contactName],
    [t('manager.columns.email'), r.email],
    [t('manager.columns.roles'), r.requestedRoles.map((role) => t(`manager.roles.${role}`)).join(', ')],
    [t('manager.columns.edition'), `${t(`manager.editions.${r.edition}`)} · ${r.locale}`],
    [t('manager.columns.date'), formatWhen(snapshot, r.createdAt)],
    [t('manager.columns.status'), t(`manager.requestStatus.${r.status}`)],
  ];
  return (
    <ConsoleShell
      section="requests"
      title={t('manager.request.title', { orgName: r.orgName })}
      flash={data.flash}
      actions={
        <a className="link" href={consoleHref(snapshot, '/manager/requests')}>
          {t('manager.backToQueue')}
        </a>
      }
    >
      <dl
        className="card m-0 p-6 grid grid-cols-1 sm:grid-cols-[minmax(160px,auto)_1fr] gap-x-6 gap-y-2"
        data-testid="request-details"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="m-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
        {r.reason && (
          <div className="contents">
            <dt className="font-medium text-slate-600">{t('manager.columns.reason')}</dt>
            <dd className="m-0 whitespace-pre-line">{r.reason}</dd>
          </div>
        )}
      </dl>
      {r.status === 'pending' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <section className="card p-6" aria-labelledby="approve-title">
            <h2 id="approve-title" className="m-0 mb-3 text-lg font-semibold">
              {t('manager.request.approveTitle')}
            </h2>
            <DecisionForm
              subject="request"
              echo={data.decision}
              intent="approve"
              label={t('manager.request.approve')}
              testId="approve-form"
            >
              <fieldset
                className="m-0 p-0 border-0 flex flex-col gap-2"
                aria-describedby={rolesRefused ? 'decision-approve-roles-error' : undefined}
              >
                <legend className="mb-2 text-slate-700">{t('manager.request.rolesLegend')}</legend>
                {GRANTABLE_ROLES.map((role) => (
                  <label key={role} className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="roles"
                      value={role}
                      defaultChecked={rolesEcho ? rolesEcho.includes(role) : r.requestedRoles.includes(role)}
                      data-testid={`grant-${role}`}
                      className="w-5 h-5"
                    />
                    {t(`manager.roles.${role}`)}
                    {r.requestedRoles.includes(role) && (
                      <span className="text-xs text-slate-500">({t('manager.request.requested')})</span>
                    )}
                  </label>
                ))}
              </fieldset>
              <p className="m-0 text-sm text-slate-600">{t('manager.request.approveHint', { email: r.email })}</p>
            </DecisionForm>
          </section>
          <section className="card p-6" aria-labelledby="decline-title">
            <h2 id="decline-title" className="m-0 mb-3 text-lg font-semibold">
              {t('manager.request.declineTitle')}
            </h2>
            <DecisionForm
              subject="request"
              echo={data.decision}
              intent="decline"
              label={t('manager.request.decline')}
              commentLabel={t('manager.request.reasonLabel')}
              commentRequired
              tone="danger"
              testId="decline-form"
            />
          </section>
        </div>
      )}
      <AuditList items={data.audit} />
    </ConsoleShell>
  );
}
