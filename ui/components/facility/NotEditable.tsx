import { useState } from 'react';
import { useApp } from '../../app/context';
import { transitFacility } from '../../shared/facility/client';
import type { FacilityStatus } from '../../shared/facility/lifecycle';
import { localizedPath } from '../../shared/locale-negotiation';
import { ConfirmDialog } from '../modal/ConfirmDialog';
import { StatusBadge } from './StatusBadge';

/**
 * docs/product.md §4.6: accepted points are not edited directly; a point under review is converted to draft
 * first, here, after a confirmation (transit facility#checking_to_draft), and the editor opens.
 */
export function NotEditable({
  status,
  id,
  name,
  onDraft,
}: {
  status: FacilityStatus;
  id: string;
  name?: string;
  onDraft?: () => void;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const key =
    status === 'accepted' || status === 'temporarily_not_working'
      ? 'accepted'
      : status === 'checking'
        ? 'checking'
        : 'final';
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const convert = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    const result = await transitFacility(id, 'facility#checking_to_draft');
    setBusy(false);
    if (result.ok) return onDraft?.();
    if (result.code !== 'cancelled') setError(result.message || t('facility.errors.network'));
  };
  return (
    <section className="card p-8 text-center max-w-2xl mx-auto" data-testid="not-editable">
      <div className="flex justify-center">
        <StatusBadge status={status} />
      </div>
      <h1 className="mt-4 mb-2 text-2xl font-bold">{t('facility.form.notEditableTitle')}</h1>
      <p className="m-0 text-slate-600">{t(`facility.form.notEditable.${key}`)}</p>
      {error && (
        <p role="alert" className="mt-4 mb-0 p-3 rounded-xl bg-red-50 text-red-800" data-testid="convert-error">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {key === 'checking' && onDraft && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setAsking(true)}
            disabled={busy}
            aria-busy={busy}
            data-testid="convert-to-draft"
          >
            {busy ? t('common.loading') : t('facility.actions.convertToDraft')}
          </button>
        )}
        <a
          className={`btn ${key === 'checking' && onDraft ? 'btn-secondary' : 'btn-primary'}`}
          href={href('/profile/recycling-points')}
        >
          {t('facility.list.title')}
        </a>
        {key === 'accepted' && (
          <a className="btn btn-secondary" href={href('/profile/create-recycling-point')}>
            {t('facility.list.create')}
          </a>
        )}
        {status === 'accepted' && (
          <a className="btn btn-ghost" href={href(`/recycling-points/${id}`)}>
            {t('facility.list.viewPublic')}
          </a>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        message={`${t('facility.confirm.toDraft', { name: name ?? '' })} ${t('facility.confirm.toDraftIrreversible')}`}
        confirmLabel={t('facility.actions.convertToDraft')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void convert()}
      />
    </section>
  );
}
