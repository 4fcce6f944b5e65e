import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../app/context';
import {
  FormDialogMachine,
  INITIAL_FORM_DIALOG_STATE,
  type FormDialogState,
  type SendFn,
} from '../../shared/form-dialog-state';
import { Icon } from '../common/Icon';
import { Modal } from '../modal/Modal';

interface FormDialogTexts {
  title: string;
  /** Defaults (docs/product.md §8): 'Request processed' / 'Your request has been successfully processed'. */
  successTitle?: string;
  successText?: string;
  sendAgain?: string;
}

export interface FormDialogProps<P> extends FormDialogTexts {
  open: boolean;
  onClose: () => void;
  send: SendFn<P>;
  /** docs/product.md §4.4: 'try again' can be turned off. */
  retryDisabled?: boolean;
  maxWidth?: number;
  testId?: string;
  /** The form; `formKey` changes when the form must start empty again. */
  children: (form: { submit: (payload: P) => void; sending: boolean; formKey: number }) => ReactNode;
}

/** Wires the pure state machine (ui/shared/form-dialog-state.ts) into React. */
function useFormDialog<P>(send: SendFn<P>) {
  const [state, setState] = useState<FormDialogState>(INITIAL_FORM_DIALOG_STATE);
  const sendRef = useRef(send);
  sendRef.current = send;
  const [machine] = useState(() => new FormDialogMachine<P>((p) => sendRef.current(p), setState));
  return { state, machine };
}

/**
 * The generic form dialog (docs/product.md §2.4, §4.4, §8): form → success | error. Success offers close
 * and send again; error offers close and try again (re-sends the same request). Closing resets
 * the machine and clears the form; the loader shows while a request is on its way.
 */
export function FormDialog<P>({
  open,
  onClose,
  send,
  title,
  successTitle,
  successText,
  sendAgain,
  retryDisabled,
  maxWidth = 820,
  testId = 'form-dialog',
  children,
}: FormDialogProps<P>) {
  const t = useT();
  const { state, machine } = useFormDialog(send);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!open) machine.reset();
  }, [open, machine]);

  const close = () => {
    machine.reset();
    setFormKey((k) => k + 1);
    onClose();
  };
  const again = () => {
    machine.reset();
    setFormKey((k) => k + 1);
  };

  let body: ReactNode;
  if (state.status === 'success') {
    body = (
      <Outcome
        tone="success"
        title={successTitle ?? t('forms.dialog.successTitle')}
        text={successText ?? t('forms.dialog.successText')}
        testId={`${testId}-success`}
      >
        <button type="button" className="btn btn-secondary" onClick={close} data-testid={`${testId}-done`}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={again}
          data-autofocus
          data-testid={`${testId}-again`}
        >
          {sendAgain ?? t('forms.dialog.sendAgain')}
        </button>
      </Outcome>
    );
  } else if (state.status === 'error') {
    body = (
      <Outcome
        tone="error"
        title={t('forms.dialog.errorTitle')}
        text={t('forms.dialog.errorText')}
        testId={`${testId}-error`}
      >
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('common.close')}
        </button>
        {!retryDisabled && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void machine.retry()}
            disabled={state.sending}
            data-autofocus
            data-testid={`${testId}-retry`}
          >
            {t('forms.dialog.tryAgain')}
          </button>
        )}
      </Outcome>
    );
  }

  return (
    <Modal open={open} onClose={close} title={title} maxWidth={maxWidth} testId={testId}>
      {/* The form stays mounted (hidden) behind an outcome, so 'try again' re-sends what was typed. */}
      <div hidden={state.status !== 'show-form'}>
        {children({ submit: (p) => void machine.submit(p), sending: state.sending, formKey })}
      </div>
      {body}
    </Modal>
  );
}

function Outcome({
  tone,
  title,
  text,
  children,
  testId,
}: {
  tone: 'success' | 'error';
  title: string;
  text: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col items-center text-center py-4"
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span
        className={`inline-flex items-center justify-center w-16 h-16 rounded-full ${tone === 'success' ? 'bg-primary-light text-primary-dark' : 'bg-red-50 text-red-700'}`}
      >
        <Icon name={tone === 'success' ? 'check' : 'close'} size={32} />
      </span>
      <h3 className="mt-5 mb-2 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="m-0 text-slate-600 max-w-md">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
