import { useId, useState } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { formErrorText } from '../../shared/schemas/form-errors';
import type { Subscription } from '../../shared/schemas/subscription';
import { Spinner } from './Spinner';
import { useLazyConform } from './LazyConform';

const loadSchema = () => import('../../shared/schemas/subscription').then((m) => m.validateSubscription);

/**
 * E-mail subscription (docs/product.md §2.3, max 350px) with double opt-in: the worker mails a confirmation
 * link. Conform with the shared schema (ui/shared/schemas/subscription.ts) validates on blur and
 * input and blocks an invalid submit; a valid form is sent as JSON, and the API's field errors
 * land on the same field. Conform and the schema attach on the first pointer or focus
 * (useLazyConform), so the footer adds neither to every page's first load. Without JavaScript it
 * posts to /subscriptions, which answers with this form and the server's errors (`serverErrors`).
 */
export function SubscriptionForm({
  defaultEmail,
  serverErrors,
  testId = 'subscription',
}: {
  defaultEmail?: string | undefined;
  serverErrors?: Record<string, string[]> | undefined;
  testId?: string;
} = {}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const formId = `${useId()}subscription`;
  const inputId = `${formId}-email`;
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [answerErrors, setAnswerErrors] = useState<string[] | null>(null);
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);

  async function send({ email }: Subscription) {
    setState('sending');
    setAnswerErrors(null);
    try {
      const res = await fetch(path('/api/subscriptions'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (res.ok) return setState('sent');
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fields?: { email?: string[] } };
      } | null;
      setAnswerErrors(body?.error?.fields?.email ?? [body?.error?.message ?? t('forms.dialog.errorText')]);
    } catch {
      setAnswerErrors([t('forms.dialog.errorText')]);
    }
    setState('idle');
  }

  const { errors, controller } = useLazyConform<Subscription>({
    formId,
    load: loadSchema,
    defaultValue: defaultEmail ? { email: defaultEmail } : {},
    serverErrors,
    onValid: (value) => void send(value),
  });
  const clientErrors = errors.email?.map((e) => formErrorText(t, e));
  const errorText = (clientErrors?.length ? clientErrors : answerErrors)?.join(' ') || null;
  const invalid = Boolean(errorText);

  return (
    <form
      id={formId}
      className="w-full max-w-[350px]"
      method="post"
      action={path('/subscriptions')}
      noValidate
      data-testid={testId}
    >
      <label htmlFor={inputId} className="sub-label">
        {t('layout.subscribeTitle')}
      </label>
      {state === 'sent' ? (
        <p className="m-0 text-sm text-primary-dark font-medium" role="status" data-testid="subscription-sent">
          {t('forms.subscription.sent')}
        </p>
      ) : (
        <div className="flex gap-2">
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t('layout.subscribePlaceholder')}
            defaultValue={defaultEmail}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onInput={() => answerErrors && setAnswerErrors(null)}
            className={`sub-input ${invalid ? 'border-red-500' : 'border-slate-300'}`}
            data-testid="subscription-email"
          />
          <button type="submit" className="btn btn-primary shrink-0 min-h-[46px]" disabled={state === 'sending'}>
            {state === 'sending' ? <Spinner label={t('forms.sending')} /> : null}
            {t('layout.subscribeButton')}
          </button>
        </div>
      )}
      {invalid && (
        <p id={errorId} className="mt-1.5 mb-0 text-sm text-red-700" role="alert" data-testid="field-error">
          {errorText}
        </p>
      )}
      {controller}
    </form>
  );
}
