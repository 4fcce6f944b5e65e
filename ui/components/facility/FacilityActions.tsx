import { useState } from 'react';
import { useApp } from '../../app/context';
import { transitFacility, removeFacility, type ApiResult } from '../../shared/facility/client';
import { ACTION_TRANSIT, type FacilityAction } from '../../shared/facility/lifecycle';
import { localizedPath } from '../../shared/locale-negotiation';
import type { FacilityReadDocument, FacilityResource } from '../../shared/facility/transport';
import { ConfirmDialog } from '../modal/ConfirmDialog';
import { CloseDialog, type CloseKind } from './CloseDialog';

/** Notice keys per action (docs/product.md §8: success and error notification for each). */
const NOTICE_KEY: Partial<Record<FacilityAction, string>> = {
  delete: 'delete',
  convertToDraft: 'toDraft',
  sendToReview: 'sendToReview',
  open: 'open',
  closeTemporarily: 'closeTemporarily',
  closePermanently: 'closePermanently',
};

type Pending =
  | { kind: 'confirm'; action: 'delete' | 'convertToDraft' }
  | { kind: 'close'; closeKind: CloseKind }
  | null;

/**
 * The buttons of one point, exactly those its meta.actions allows (the worker decides; this only
 * mirrors it), with the confirmations docs/product.md §4.6 asks for.
 */
export function FacilityActions({
  point,
  onChanged,
  onRemoved,
  notify,
}: {
  point: FacilityResource;
  onChanged: (doc: FacilityResource) => void;
  onRemoved: (id: string) => void;
  notify: (tone: 'success' | 'error', title: string, text: string) => void;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const actions = (point.meta?.actions ?? []) as FacilityAction[];
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<FacilityAction | null>(null);
  /** The worker's problems with a close request, shown on the dialog's fields (same schema). */
  const [closeErrors, setCloseErrors] = useState<Record<string, string[]> | null>(null);
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const name = point.attributes.name || t('facility.untitled');

  async function run(action: FacilityAction, request: () => Promise<ApiResult<unknown>>) {
    setBusy(action);
    const result = await request();
    setBusy(null);
    const fieldProblems =
      !result.ok && pending?.kind === 'close'
        ? result.problems.filter((p) => p.path === 'reason' || p.path === 'kind')
        : [];
    if (fieldProblems.length) {
      // The dialog stays open with the worker's messages on its fields.
      const errors: Record<string, string[]> = {};
      for (const p of fieldProblems) {
        const field = p.path;
        errors[field] ??= [];
        errors[field].push(p.message);
      }
      return setCloseErrors(errors);
    }
    setPending(null);
    setCloseErrors(null);
    const key = NOTICE_KEY[action]!;
    if (result.ok) {
      notify('success', t(`facility.notices.${key}.successTitle`), t(`facility.notices.${key}.successText`, { name }));
      if (action === 'delete') onRemoved(point.id);
      else onChanged((result.data as FacilityReadDocument).data);
    } else {
      notify('error', t(`facility.notices.${key}.errorTitle`), result.message || t('facility.errors.network'));
    }
  }

  const transit = (action: FacilityAction, comment?: string) =>
    run(action, () => transitFacility(point.id, ACTION_TRANSIT[action]!, comment));
  const button = (action: FacilityAction, onClick: () => void, tone = 'btn-secondary') => (
    <button
      key={action}
      type="button"
      className={`btn btn-sm ${tone}`}
      onClick={onClick}
      disabled={busy !== null}
      aria-busy={busy === action}
      data-testid={`action-${action}`}
    >
      {busy === action ? t('common.loading') : t(`facility.actions.${action}`)}
    </button>
  );

  const controls = actions.flatMap((action) => {
    switch (action) {
      case 'edit':
        return [
          <a
            key="edit"
            className="btn btn-sm btn-primary"
            href={href(`/profile/edit-recycling-point/${point.id}`)}
            data-testid="action-edit"
          >
            {t('facility.actions.edit')}
          </a>,
        ];
      case 'sendToReview':
        return [button(action, () => transit(action), 'btn-primary')];
      case 'open':
        return [button(action, () => transit(action), 'btn-primary')];
      case 'convertToDraft':
      case 'delete':
        return [
          button(
            action,
            () => setPending({ kind: 'confirm', action }),
            action === 'delete' ? 'btn-ghost text-rose-700' : 'btn-secondary',
          ),
        ];
      case 'closeTemporarily':
        return [button(action, () => setPending({ kind: 'close', closeKind: 'temporary' }))];
      case 'closePermanently':
        return [button(action, () => setPending({ kind: 'close', closeKind: 'permanent' }))];
      default:
        return []; // saveDraft lives on the form
    }
  });

  const confirmMessage =
    pending?.kind === 'confirm'
      ? pending.action === 'delete'
        ? t('facility.confirm.delete', { name })
        : `${t('facility.confirm.toDraft', { name })} ${t('facility.confirm.toDraftIrreversible')}`
      : '';

  return (
    <>
      {controls.length > 0 && <div className="flex flex-wrap gap-2">{controls}</div>}
      <ConfirmDialog
        open={pending?.kind === 'confirm'}
        message={confirmMessage}
        confirmLabel={pending?.kind === 'confirm' ? t(`facility.actions.${pending.action}`) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind !== 'confirm') return;
          if (pending.action === 'delete') void run('delete', () => removeFacility(point.id));
          else void transit('convertToDraft');
        }}
      />
      <CloseDialog
        open={pending?.kind === 'close'}
        initialKind={pending?.kind === 'close' ? pending.closeKind : 'temporary'}
        busy={busy !== null}
        serverErrors={closeErrors}
        onCancel={() => {
          setPending(null);
          setCloseErrors(null);
        }}
        onConfirm={(kind, reason) =>
          void transit(kind === 'temporary' ? 'closeTemporarily' : 'closePermanently', reason)
        }
      />
    </>
  );
}
