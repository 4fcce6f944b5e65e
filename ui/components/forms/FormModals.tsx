import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { FormDialog } from './FormDialog';
import { closeFormModal, formEndpoint, formPagePath, type OpenFormModal } from './form-modals-store';
import { PublicForm } from './PublicForm';

async function postJson(url: string, payload: unknown): Promise<{ ok: boolean }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
  });
  return { ok: res.ok };
}

/**
 * The support question, write-to-us and inquiry modals (docs/product.md §2.4). Loaded only when one opens
 * (a separate chunk), so pages that never open a form do not download the form code.
 */
export default function FormModals({ open }: { open: OpenFormModal | null }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  if (!open) return null;
  const { kind, inquiryType } = open;
  const user = snapshot.user;
  const defaults: Record<string, string> = user ? { name: user.name, email: user.email } : {};
  const question = kind === 'question';
  const title = question
    ? t('forms.question.title')
    : kind === 'write-to-us'
      ? t('forms.writeToUs.title')
      : t(`forms.inquiry.title.${inquiryType ?? 'government'}`);
  const endpoint = localizedPath(snapshot.edition, snapshot.locale, formEndpoint(kind));

  return (
    <FormDialog<Record<string, unknown>>
      open
      onClose={closeFormModal}
      title={title}
      maxWidth={700}
      testId={`modal-${kind}`}
      send={(payload) => postJson(endpoint, payload)}
      {...(question
        ? {
            successTitle: t('forms.question.successTitle'),
            successText: t('forms.question.successText'),
            sendAgain: t('forms.question.sendAgain'),
          }
        : {})}
    >
      {({ submit, sending, formKey }) => (
        <PublicForm
          key={formKey}
          kind={kind}
          inquiryType={inquiryType}
          defaultValues={defaults}
          sending={sending}
          onValidSubmit={submit}
          action={localizedPath(snapshot.edition, snapshot.locale, formPagePath(open))}
          submitLabel={question ? t('forms.question.submit') : t('forms.submit')}
        />
      )}
    </FormDialog>
  );
}
