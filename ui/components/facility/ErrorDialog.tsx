import { useT } from '../../app/context';
import { Modal } from '../modal/Modal';

/** Save-flow failure (docs/product.md §4.6): an error modal with Try again. */
export function ErrorDialog({
  open,
  title,
  text,
  busy,
  onRetry,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={title} maxWidth={480} testId="error-dialog">
      <p className="m-0 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onRetry}
          disabled={busy}
          data-autofocus
          data-testid="error-retry"
        >
          {busy ? t('common.loading') : t('facility.actions.tryAgain')}
        </button>
      </div>
    </Modal>
  );
}
