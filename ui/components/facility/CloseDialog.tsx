import { useEffect, useState } from 'react';
import { useT } from '../../app/context';
import type { CloseKind } from '../../shared/facility/close';
import { formErrorText } from '../../shared/schemas/form-errors';
import { useLazyConform } from '../forms/LazyConform';
import { Modal } from '../modal/Modal';

export type { CloseKind };

const FORM_ID = 'close-point';
const loadSchema = () => import('../../shared/facility/close').then((m) => m.validateClose);

/**
 * docs/product.md §2.4 block modal: temporary or permanent closure with a required reason (docs/product.md §5.4).
 * Conform with the shared schema (ui/shared/facility/close.ts, loaded when the dialog opens)
 * checks it on blur, input and submit; the worker checks the transit call with the same schema,
 * and its problems (`serverErrors`) show on the same reason field.
 */
export function CloseDialog({
  open,
  initialKind,
  busy,
  serverErrors,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  initialKind: CloseKind;
  busy: boolean;
  serverErrors?: Record<string, string[]> | null | undefined;
  onCancel: () => void;
  onConfirm: (kind: CloseKind, reason: string) => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onCancel} title={t('facility.close.title')} maxWidth={560} testId="close-dialog">
      {/* Mounted only while open: every opening starts from a fresh form. */}
      <CloseForm
        initialKind={initialKind}
        busy={busy}
        serverErrors={serverErrors}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

function CloseForm({
  initialKind,
  busy,
  serverErrors,
  onCancel,
  onConfirm,
}: Omit<Parameters<typeof CloseDialog>[0], 'open'>) {
  const t = useT();
  const [kind, setKind] = useState<CloseKind>(initialKind);
  useEffect(() => setKind(initialKind), [initialKind]);
  const { errors, controller, holdUntilAttached } = useLazyConform({
    formId: FORM_ID,
    load: loadSchema,
    eager: true,
    defaultValue: { kind: initialKind, reason: '' },
    serverErrors,
    onValid: (value) => onConfirm(value.kind, value.reason),
  });
  const reasonErrors = errors.reason?.map((e) => formErrorText(t, e)).join(' ');
  const reasonId = `${FORM_ID}-reason`;
  const errorId = `${reasonId}-error`;
  return (
    // Conform handles the submit; one made before its chunk is in waits for it.
    <form id={FORM_ID} noValidate onSubmit={holdUntilAttached}>
      <fieldset className="m-0 p-0 border-0 grid gap-2">
        <legend className="mb-2 font-semibold text-slate-800">{t('facility.close.kind')}</legend>
        {(['temporary', 'permanent'] as const).map((value) => (
          <label
            key={value}
            className={`flex items-start gap-3 rounded-xl border p-3 cursor-pointer ${kind === value ? 'border-primary bg-primary-light' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="mt-1 accent-[#2B7562]"
              data-testid={`close-kind-${value}`}
            />
            <span>
              <span className="block font-medium">{t(`facility.close.${value}`)}</span>
              <span className="block text-sm text-slate-600">{t(`facility.close.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={reasonId} className="block mt-4 mb-1 font-semibold text-slate-800">
        {t('facility.close.reason')}{' '}
        <span aria-hidden="true" className="text-rose-600">
          *
        </span>
      </label>
      <textarea
        id={reasonId}
        name="reason"
        defaultValue=""
        rows={3}
        required
        maxLength={2000}
        aria-invalid={reasonErrors ? true : undefined}
        aria-describedby={reasonErrors ? errorId : undefined}
        data-testid="close-reason"
        className={`w-full min-h-[80px] rounded-xl border px-3 py-2 font-inherit text-base ${reasonErrors ? 'border-rose-500' : 'border-slate-300'}`}
      />
      {reasonErrors && (
        <p id={errorId} className="m-0 mt-1 text-sm text-rose-700" data-testid="field-error">
          {reasonErrors}
        </p>
      )}
      {kind === 'permanent' && (
        <p className="mt-3 mb-0 rounded-lg bg-amber-50 border border-amber-200 px-3 py-2 text-sm text-amber-900">
          {t('facility.close.permanentWarning')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('facility.actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy} data-testid="close-confirm">
          {busy ? t('common.loading') : t('facility.close.submit')}
        </button>
      </div>
      {controller}
    </form>
  );
}
