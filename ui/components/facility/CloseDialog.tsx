import { useEffect, useId, useState } from 'react';
import { useT } from '../../app/context';
import { Modal } from '../modal/Modal';

export type CloseKind = 'temporary' | 'permanent';

/** SPEC §2.4 block modal: temporary or permanent closure with a required reason (SPEC §5.4). */
export function CloseDialog({ open, initialKind, busy, onCancel, onConfirm }: {
  open: boolean;
  initialKind: CloseKind;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (kind: CloseKind, reason: string) => void;
}) {
  const t = useT();
  const [kind, setKind] = useState<CloseKind>(initialKind);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  useEffect(() => {
    if (open) {
      setKind(initialKind);
      setReason('');
      setTouched(false);
    }
  }, [open, initialKind]);
  const missing = reason.trim() === '';
  return (
    <Modal open={open} onClose={onCancel} title={t('facility.close.title')} maxWidth={560} testId="close-dialog">
      <form noValidate onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!missing) onConfirm(kind, reason.trim());
      }}>
        <fieldset className="m-0 p-0 border-0 grid gap-2">
          <legend className="mb-2 font-semibold text-slate-800">{t('facility.close.kind')}</legend>
          {(['temporary', 'permanent'] as const).map((value) => (
            <label key={value} className={`flex items-start gap-3 rounded-xl border p-3 cursor-pointer ${kind === value ? 'border-primary bg-primary-light' : 'border-slate-300'}`}>
              <input type="radio" name="close-kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="mt-1 accent-[#2B7562]" data-testid={`close-kind-${value}`} />
              <span>
                <span className="block font-medium">{t(`facility.close.${value}`)}</span>
                <span className="block text-sm text-slate-600">{t(`facility.close.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={reasonId} className="block mt-4 mb-1 font-semibold text-slate-800">{t('facility.close.reason')} <span aria-hidden="true" className="text-rose-600">*</span></label>
        <textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} required maxLength={2000}
          aria-invalid={touched && missing} aria-describedby={touched && missing ? errorId : undefined} data-testid="close-reason"
          className={`w-full min-h-[80px] rounded-xl border px-3 py-2 font-inherit text-base ${touched && missing ? 'border-rose-500' : 'border-slate-300'}`} />
        {touched && missing && <p id={errorId} className="m-0 mt-1 text-sm text-rose-700">{t('facility.validation.required')}</p>}
        {kind === 'permanent' && <p className="mt-3 mb-0 rounded-lg bg-amber-50 border border-amber-200 px-3 py-2 text-sm text-amber-900">{t('facility.close.permanentWarning')}</p>}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>{t('facility.actions.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy} data-testid="close-confirm">
            {busy ? t('common.loading') : t('facility.close.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
