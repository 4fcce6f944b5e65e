import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { driveDatesText } from '../../shared/drives/format';
import type { ManagerDrivesPageData } from '../../shared/drives/pages';
import { localizedPath } from '../../shared/locale-negotiation';

/** /manager/drives: collection drives sent to review, the longest-waiting first; accept or decline (with a reason). */
export default function ManagerDrivesPage({ data }: PageProps<ManagerDrivesPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const action = localizedPath(snapshot.edition, snapshot.locale, '/manager/drives');
  return (
    <ConsoleShell
      section="drives"
      title={t('drives.manager.title')}
      flash={
        data.flash
          ? { tone: 'ok', text: t(`drives.manager.done.${data.flash}`) }
          : data.error
            ? { tone: 'error', text: t(data.error) }
            : null
      }
    >
      {data.drives.length === 0 && <p className="m-0 text-slate-600">{t('drives.manager.empty')}</p>}
      <ul className="list-none m-0 p-0 flex flex-col gap-4">
        {data.drives.map((d) => (
          <li key={d.id} className="card p-5 flex flex-col gap-2" data-testid="review-drive" data-id={d.id}>
            <a
              className="link text-lg font-semibold"
              href={localizedPath(snapshot.edition, snapshot.locale, `/collection-drives/${d.id}`)}
            >
              {d.title}
            </a>
            <span className="text-sm text-slate-600">
              {d.orgName} · {driveDatesText(snapshot.locale, d.startDate, d.endDate)} ({d.timeZone})
            </span>
            <span>{d.address}</span>
            <span className="text-sm">{d.takes.join(', ')}</span>
            {d.notes && <p className="m-0 whitespace-pre-line text-slate-700">{d.notes}</p>}
            <form method="post" action={action} className="flex flex-col gap-2">
              <input type="hidden" name="id" value={d.id} />
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t('drives.manager.comment')}</span>
                <textarea className="input w-full" name="comment" rows={2} maxLength={2000} />
              </label>
              <div className="flex gap-2">
                <button
                  type="submit"
                  className="btn btn-primary btn-sm"
                  name="intent"
                  value="accept"
                  data-testid="drive-accept"
                >
                  {t('drives.manager.accept')}
                </button>
                <button
                  type="submit"
                  className="btn btn-secondary btn-sm"
                  name="intent"
                  value="decline"
                  data-testid="drive-decline"
                >
                  {t('drives.manager.decline')}
                </button>
              </div>
            </form>
          </li>
        ))}
      </ul>
    </ConsoleShell>
  );
}
