import { useState } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { answerError, postJson } from '../../components/auth/use-schema-form';
import { Spinner, TextField } from '../../components/forms/fields';
import { schemaValidator, useLazyConform } from '../../components/forms/LazyConform';
import { LoginPanel } from '../../components/auth/LoginPanel';
import { localizedPath } from '../../shared/locale-negotiation';
import type { NewPasswordForm } from '../../shared/schemas/new-password';

const FORM_ID = 'recovery-form';
// zod, the schema and Conform arrive on the first pointer over or focus in the form (LazyConform.tsx).
const loadSchema = () => schemaValidator(import('../../shared/schemas/new-password'), (m) => m.newPasswordSchema);

export interface RecoveryData {
  token: string;
  fieldErrors?: Record<string, string[]>;
  /** Localized failure text (invalid link, rate limit). */
  failure?: string | null;
  /** No token in the link: show the form that requests one (the login panel's restore pane). */
  mode?: 'request';
}

/** /recovery?token=…: sets a new password from the e-mailed link (docs/product.md §2.1, §5.3). */
export default function RecoveryPage({ data }: PageProps<RecoveryData | null>) {
  if (data?.mode === 'request') return <RequestLink />;
  return <NewPassword data={data} />;
}

/** /recovery without a token: the same restore pane as the login modal, posting to /login without JS. */
function RequestLink() {
  const { snapshot, i18n } = useApp();
  return (
    <section className="py-8 max-w-xl mx-auto" data-testid="recovery-request">
      <h1 className="m-0 mb-6 text-2xl font-bold">{i18n.t('auth.recovery.title')}</h1>
      <LoginPanel
        data={{ state: 'restore-password' }}
        onSignedIn={() => location.assign(localizedPath(snapshot.edition, snapshot.locale, '/profile/'))}
      />
    </section>
  );
}

function NewPassword({ data }: { data: RecoveryData | null }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const [failure, setFailure] = useState<string | null>(data?.failure ?? null);
  const [sending, setSending] = useState(false);

  async function submit(value: NewPasswordForm) {
    setFailure(null);
    setSending(true);
    const res = await postJson('/api/recovery/confirm', {
      token: value.token,
      password: value.password,
      repeatPassword: value.password,
    });
    setSending(false);
    if (res.status === 200) return location.assign(`${href('/login')}?password-changed`);
    setFailure(answerError(res.body).message ?? t('auth.errors.recoveryFailed'));
  }
  const form = useLazyConform<NewPasswordForm>({
    formId: FORM_ID,
    load: loadSchema,
    startOn: 'use',
    defaultValue: { token: data?.token ?? '' },
    serverErrors: data?.fieldErrors ?? null,
    onValid: (value) => void submit(value),
  });

  return (
    <section className="py-8 max-w-xl mx-auto" data-testid="recovery-page">
      <h1 className="m-0 text-2xl font-bold">{t('auth.recovery.title')}</h1>
      <p className="mt-3 mb-6 text-slate-600">{t('auth.recovery.text')}</p>
      <form
        id={FORM_ID}
        method="post"
        action={href('/recovery')}
        noValidate
        data-testid="recovery-form"
        onSubmit={form.holdUntilAttached}
      >
        {form.controller}
        <input type="hidden" name="token" value={data?.token ?? ''} />
        <div className="flex flex-col gap-4">
          <TextField
            id={`${FORM_ID}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t('auth.registration.password')}
            errors={form.errors.password}
            data-testid="recovery-password"
          />
          <TextField
            id={`${FORM_ID}-repeat`}
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            label={t('auth.registration.repeatPassword')}
            errors={form.errors.repeatPassword}
            data-testid="recovery-repeat"
          />
        </div>
        <p className="mt-3 mb-0 text-xs text-slate-500">{t('auth.registration.passwordHint')}</p>
        {failure && (
          <p role="alert" className="mt-4 mb-0 p-3 rounded-xl bg-red-50 text-red-800" data-testid="recovery-error">
            {failure}{' '}
            <a href={`${href('/login')}?restore-password`} className="text-primary-dark">
              {t('auth.recovery.requestNew')}
            </a>
          </p>
        )}
        <button type="submit" className="btn btn-primary mt-6" disabled={sending} data-testid="recovery-submit">
          {sending ? <Spinner label={t('common.loading')} /> : null}
          {t('auth.recovery.submit')}
        </button>
      </form>
    </section>
  );
}
