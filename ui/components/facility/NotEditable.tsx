import { useApp } from '../../app/context';
import type { FacilityStatus } from '../../shared/facility/lifecycle';
import { localizedPath } from '../../shared/locale-negotiation';
import { StatusBadge } from './StatusBadge';

/** SPEC §4.6: accepted points are not edited directly; checking ones are converted to draft first. */
export function NotEditable({ status, id }: { status: FacilityStatus; id: string }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const key = status === 'accepted' || status === 'temporarily_not_working' ? 'accepted' : status === 'checking' ? 'checking' : 'final';
  return (
    <section className="card p-8 text-center max-w-2xl mx-auto" data-testid="not-editable">
      <div className="flex justify-center"><StatusBadge status={status} /></div>
      <h1 className="mt-4 mb-2 text-2xl font-bold">{t('facility.form.notEditableTitle')}</h1>
      <p className="m-0 text-slate-600">{t(`facility.form.notEditable.${key}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a className="btn btn-primary" href={href('/profile/recycling-points')}>{t('facility.list.title')}</a>
        {key === 'accepted' && <a className="btn btn-secondary" href={href('/profile/create-recycling-point')}>{t('facility.list.create')}</a>}
        {status === 'accepted' && <a className="btn btn-ghost" href={href(`/recycling-points/${id}`)}>{t('facility.list.viewPublic')}</a>}
      </div>
    </section>
  );
}
