import { getFormProps } from '@conform-to/react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { formErrorText } from '../../shared/schemas/form-errors';
import { validateSubscription } from '../../shared/schemas/subscription';
import { SubscriptionMarkup, type SubscriptionDraft } from './SubscriptionForm';
import { useValidatedForm } from './use-validated-form';

/**
 * The subscription form with Conform and the shared schema: validated on blur and again on
 * input, submission blocked while invalid, a valid form sent as JSON. Field errors the API
 * answers with land on the e-mail field, like the client's own. The no-JS result page renders it
 * directly with the server's errors (`serverErrors`).
 */
export default function SubscriptionFormLive({ inputId, action, draft, defaultEmail, serverErrors, testId }: {
  inputId: string;
  action: string;
  draft?: RefObject<SubscriptionDraft>;
  defaultEmail?: string | undefined;
  serverErrors?: Record<string, string[]> | null | undefined;
  testId?: string;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [answerErrors, setAnswerErrors] = useState<string[] | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useValidatedForm<{ email: string }>({
    id: inputId.replace(/[^a-zA-Z0-9_-]/g, '') + '-subscription',
    defaultValue: defaultEmail ? { email: defaultEmail } : {},
    serverErrors,
    validate: validateSubscription,
    onValid: ({ email }) => void send(email),
  });

  // Takes over what was typed into the plain form, and its focus.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const typed = draft?.current;
    if (!input || !typed) return;
    if (typed.value) input.value = typed.value;
    if (typed.focused) input.focus();
  }, [draft]);

  async function send(email: string) {
    setState('sending');
    setAnswerErrors(null);
    try {
      const res = await fetch(localizedPath(snapshot.edition, snapshot.locale, '/api/subscriptions'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (res.ok) return setState('sent');
      const body = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: { email?: string[] } } } | null;
      setAnswerErrors(body?.error?.fields?.email ?? [body?.error?.message ?? t('forms.dialog.errorText')]);
    } catch {
      setAnswerErrors([t('forms.dialog.errorText')]);
    }
    setState('idle');
  }

  const email = fields.email!;
  const clientErrors = email.errors?.map((e) => formErrorText(t, e));
  const errorText = (clientErrors?.length ? clientErrors : answerErrors)?.join(' ') || null;
  return (
    <SubscriptionMarkup inputId={email.id} action={action} testId={testId} errorText={errorText} sent={state === 'sent'} sending={state === 'sending'}
      formProps={{ ...getFormProps(form), noValidate: true }}
      inputProps={{ ref: inputRef, name: email.name, defaultValue: (email.initialValue as string | undefined) ?? '', onInput: () => answerErrors && setAnswerErrors(null) }} />
  );
}
