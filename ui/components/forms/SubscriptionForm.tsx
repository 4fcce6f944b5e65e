import { lazy, startTransition, Suspense, useId, useRef, useState } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { Spinner } from './fields';

const LiveSubscriptionForm = lazy(() => import('./SubscriptionFormLive'));

/** What was typed into the plain form before the Conform one took over (value and focus). */
export interface SubscriptionDraft {
  value: string;
  focused: boolean;
}

/**
 * The subscription form's markup, shared by the plain form (server render, before the first
 * interaction) and the Conform one (SubscriptionFormLive): the same DOM either way.
 */
export function SubscriptionMarkup({ inputId, action, testId = 'subscription', formProps = {}, inputProps = {}, errorText, sent = false, sending = false }: {
  inputId: string;
  action: string;
  testId?: string;
  formProps?: React.FormHTMLAttributes<HTMLFormElement> & Record<string, unknown>;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  errorText?: string | null | undefined;
  sent?: boolean;
  sending?: boolean;
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const invalid = Boolean(errorText);
  const errorId = `${inputId}-error`;
  return (
    <form className="w-full" style={{ maxWidth: 350 }} method="post" action={action} noValidate data-testid={testId} {...formProps}>
      <label htmlFor={inputId} className="block mb-2 text-sm font-semibold text-slate-900">{t('layout.subscribeTitle')}</label>
      {sent ? (
        <p className="m-0 text-sm text-primary-dark font-medium" role="status" data-testid="subscription-sent">{t('forms.subscription.sent')}</p>
      ) : (
        <div className="flex gap-2">
          <input type="email" name="email" autoComplete="email" required placeholder={t('layout.subscribePlaceholder')}
            {...inputProps} id={inputId} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}
            className={`min-w-0 flex-1 px-3 rounded-xl border bg-white text-base outline-none focus:border-primary ${invalid ? 'border-red-500' : 'border-slate-300'}`} style={{ height: 46 }}
            data-testid="subscription-email" />
          <button type="submit" className="btn btn-primary shrink-0" style={{ minHeight: 46 }} disabled={sending}>
            {sending ? <Spinner label={t('forms.sending')} /> : null}
            {t('layout.subscribeButton')}
          </button>
        </div>
      )}
      {invalid && <p id={errorId} className="mt-1.5 mb-0 text-sm text-red-700" role="alert" data-testid="field-error">{errorText}</p>}
    </form>
  );
}

/**
 * Footer e-mail subscription (SPEC §2.3, max 350px) with double opt-in: the worker mails a
 * confirmation link. Without JavaScript it posts to /subscriptions, which answers with the same
 * form and the field's error. Conform and the shared schema (ui/shared/schemas/subscription.ts)
 * load on the first focus or pointer over the form, so the footer adds neither to every page's
 * first load (issue 19); until then the form is the plain one the server rendered.
 */
export function SubscriptionForm() {
  const { snapshot } = useApp();
  const id = useId();
  const [live, setLive] = useState(false);
  const draft = useRef<SubscriptionDraft>({ value: '', focused: false });
  const action = localizedPath(snapshot.edition, snapshot.locale, '/subscriptions');
  const activate = () => {
    if (!live) startTransition(() => setLive(true));
  };
  // A transition keeps the plain form on screen (and typed into) until the Conform one is loaded.
  const plain = (
    <SubscriptionMarkup inputId={id} action={action}
      formProps={{ onFocus: activate, onPointerEnter: activate }}
      inputProps={{
        onInput: (e) => { draft.current.value = e.currentTarget.value; },
        onFocus: () => { draft.current.focused = true; },
        onBlur: (e) => { draft.current = { value: e.currentTarget.value, focused: false }; },
      }} />
  );
  if (!live) return plain;
  return <Suspense fallback={plain}><LiveSubscriptionForm inputId={id} action={action} draft={draft} /></Suspense>;
}
