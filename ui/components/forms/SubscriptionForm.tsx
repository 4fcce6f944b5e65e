import { useId, useState, type FormEvent } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { formErrorText } from '../../shared/schemas/form-errors';
import { Spinner } from './fields';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/**
 * Footer e-mail subscription (SPEC §2.3, max 350px) with double opt-in: the worker mails a
 * confirmation link. Without JavaScript it posts to /subscriptions, which answers with a page.
 * The schema is imported on submit, so the footer adds no validation code to every page.
 */
export function SubscriptionForm() {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const { validateSubscription } = await import('../../shared/schemas/subscription');
    const checked = validateSubscription({ email });
    if (!checked.ok) {
      setStatus({ kind: 'invalid', message: formErrorText(t, checked.errors.email?.[0] ?? 'validation.email') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const res = await fetch(path('/api/subscriptions'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (res.ok) return setStatus({ kind: 'sent' });
      const body = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: { email?: string[] } } } | null;
      const message = body?.error?.fields?.email?.[0] ?? body?.error?.message ?? t('forms.dialog.errorText');
      setStatus({ kind: res.status === 400 ? 'invalid' : 'failed', message });
    } catch {
      setStatus({ kind: 'failed', message: t('forms.dialog.errorText') });
    }
  };

  const invalid = status.kind === 'invalid';
  return (
    <form className="w-full" style={{ maxWidth: 350 }} method="post" action={path('/subscriptions')} onSubmit={onSubmit} noValidate data-testid="subscription">
      <label htmlFor={id} className="block mb-2 text-sm font-semibold text-slate-900">{t('layout.subscribeTitle')}</label>
      {status.kind === 'sent' ? (
        <p className="m-0 text-sm text-primary-dark font-medium" role="status" data-testid="subscription-sent">{t('forms.subscription.sent')}</p>
      ) : (
        <div className="flex gap-2">
          <input id={id} type="email" name="email" autoComplete="email" required placeholder={t('layout.subscribePlaceholder')}
            aria-invalid={invalid || undefined} aria-describedby={status.kind === 'invalid' || status.kind === 'failed' ? `${id}-msg` : undefined}
            onInput={() => status.kind !== 'idle' && setStatus({ kind: 'idle' })}
            className={`min-w-0 flex-1 px-3 rounded-xl border bg-white text-base outline-none focus:border-primary ${invalid ? 'border-red-500' : 'border-slate-300'}`} style={{ height: 46 }} />
          <button type="submit" className="btn btn-primary shrink-0" style={{ minHeight: 46 }} disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? <Spinner label={t('forms.sending')} /> : null}
            {t('layout.subscribeButton')}
          </button>
        </div>
      )}
      {(status.kind === 'invalid' || status.kind === 'failed') && (
        <p id={`${id}-msg`} className="mt-1.5 mb-0 text-sm text-red-700" role="alert">{status.message}</p>
      )}
    </form>
  );
}
