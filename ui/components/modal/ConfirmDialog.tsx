import { useT } from '../../app/context';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Yes/no question (docs/product.md §2.4), e.g. 'Are you sure you want to log out?'. Escape means no. */
export function ConfirmDialog({ open, message, onConfirm, onCancel, confirmLabel, cancelLabel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onCancel} title={t('common.confirmTitle')} maxWidth={460} testId="confirm-dialog">
      <p className="m-0 text-base text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* The safe answer gets focus first, so a stray Enter does not confirm. */}
        <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus data-testid="confirm-no">
          {cancelLabel ?? t('common.no')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm-yes">
          {confirmLabel ?? t('common.yes')}
        </button>
      </div>
    </Modal>
  );
}
