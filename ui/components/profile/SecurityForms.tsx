import { useState } from 'react';
import { useApp } from '../../app/context';
import type { EmailChange, PasswordChange } from '../../shared/schemas/profile-security';
import { Spinner, TextField } from '../forms/fields';
import { schemaValidator, useLazyConform } from '../forms/LazyConform';
import { Notice } from './Notice';
import { profileRequest, useProfileSave } from './api';

// The schemas (zod) load on the first pointer over or focus in a form (ADR 161).
const loadPassword = () =>
  schemaValidator(import('../../shared/schemas/profile-security'), (m) => m.passwordChangeSchema);
const loadEmail = () => schemaValidator(import('../../shared/schemas/profile-security'), (m) => m.emailChangeSchema);

/** Wrong current password → that field; anything else → the form's notice. */
function fieldOf(code: string | null): string | null {
  return code === 'wrong_password' ? 'password' : code === 'same_email' || code === 'email_taken' ? 'email' : null;
}

/** Current password, new password, repeat. The other sessions end; this one stays signed in. */
export function PasswordForm() {
  const { i18n } = useApp();
  const t = i18n.t;
  const { sending, notice, serverErrors, save } = useProfileSave(t('profile.edit.error'));
  const {
    errors: clientErrors,
    controller,
    holdUntilAttached,
  } = useLazyConform<PasswordChange>({
    formId: 'profile-password',
    load: loadPassword,
    defaultValue: {},
    onValid(value, element) {
      void save<{ detail: string }>(
        'POST',
        '/password',
        { ...value, repeatPassword: value.password },
        {
          // Conform hears the form's reset and forgets what it had checked.
          onSuccess: () => element.reset(),
          fieldErrors: (answer) =>
            answer.code === 'wrong_password' ? { currentPassword: [answer.message ?? ''] } : answer.fields,
        },
      );
    },
  });
  const errors = (name: string) => clientErrors[name] ?? serverErrors[name];
  const password = (name: string, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`profile-password-${name}`}
      name={name}
      type="password"
      label={label}
      required
      autoComplete={autoComplete}
      errors={errors(name)}
      title={hint}
      data-testid={`security-${name}`}
    />
  );
  return (
    <form
      id="profile-password"
      noValidate
      onSubmit={holdUntilAttached}
      aria-busy={sending || undefined}
      data-testid="profile-password-form"
    >
      <h3 className="m-0 mb-1 text-base font-semibold">{t('profile.security.password.title')}</h3>
      <p className="m-0 mb-4 text-sm text-slate-600">{t('profile.security.password.hint')}</p>
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        {password('currentPassword', t('profile.security.password.current'), 'current-password')}
        {password('password', t('profile.security.password.new'), 'new-password')}
        {password('repeatPassword', t('profile.security.password.repeat'), 'new-password')}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={sending} data-testid="security-password-save">
          {sending ? <Spinner label={t('profile.edit.saving')} /> : null}
          {t('profile.security.password.submit')}
        </button>
        <Notice notice={notice} testId="security-password-notice" />
      </div>
      {controller}
    </form>
  );
}

/**
 * New e-mail plus the password. The address changes only when the link sent to it is followed;
 * until then the old one signs in, and the pending change can be cancelled.
 */
export function EmailForm({ email, pendingEmail: initialPending }: { email: string; pendingEmail: string | null }) {
  const { i18n } = useApp();
  const t = i18n.t;
  const [pending, setPending] = useState(initialPending);
  const { sending, notice, setNotice, serverErrors, save } = useProfileSave(t('profile.edit.error'));
  const {
    errors: clientErrors,
    controller,
    holdUntilAttached,
  } = useLazyConform<EmailChange>({
    formId: 'profile-email',
    load: loadEmail,
    defaultValue: {},
    onValid(value, element) {
      void save<{ detail: string; pendingEmail: string }>('POST', '/email', value, {
        onSuccess: (body) => {
          element.reset();
          setPending(body.pendingEmail);
        },
        fieldErrors: (answer) => {
          const field = fieldOf(answer.code);
          return field ? { [field]: [answer.message ?? ''] } : answer.fields;
        },
      });
    },
  });
  const cancel = async () => {
    const answer = await profileRequest('DELETE', '/email');
    if (answer.ok) {
      setPending(null);
      setNotice({ tone: 'success', text: t('profile.security.email.cancelled') });
    } else setNotice({ tone: 'error', text: answer.message ?? t('profile.edit.error') });
  };
  const errors = (name: string) => clientErrors[name] ?? serverErrors[name];
  return (
    <form
      id="profile-email"
      noValidate
      onSubmit={holdUntilAttached}
      aria-busy={sending || undefined}
      data-testid="profile-email-form"
    >
      <h3 className="m-0 mb-1 text-base font-semibold">{t('profile.security.email.title')}</h3>
      <p className="m-0 mb-4 text-sm text-slate-600">
        {t('profile.security.email.current', { email })} {t('profile.security.email.hint')}
      </p>
      {pending && (
        <div
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 border border-amber-200 px-4 py-3 text-sm"
          data-testid="security-email-pending"
        >
          <span className="flex-1 min-w-48">{t('profile.security.email.pending', { email: pending })}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void cancel()}>
            {t('profile.security.email.cancel')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap gap-x-5 gap-y-4">
        <TextField
          id="profile-email-email"
          name="email"
          type="email"
          label={t('profile.security.email.new')}
          required
          autoComplete="email"
          errors={errors('email')}
          data-testid="security-email"
        />
        <TextField
          id="profile-email-password"
          name="password"
          type="password"
          label={t('profile.security.password.current')}
          required
          autoComplete="current-password"
          errors={errors('password')}
          data-testid="security-email-password"
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={sending} data-testid="security-email-save">
          {sending ? <Spinner label={t('profile.edit.saving')} /> : null}
          {t('profile.security.email.submit')}
        </button>
        <Notice notice={notice} testId="security-email-notice" />
      </div>
      {controller}
    </form>
  );
}
