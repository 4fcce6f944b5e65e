import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { REGISTRATION_ROLES } from '../../shared/roles';
import type { LoginForm } from '../../shared/schemas/login';
import type { RestorePasswordForm } from '../../shared/schemas/restore-password';
import { emailRule, firstIssue, required } from '../../shared/schemas/rules';
import { Spinner, TextField } from '../forms/fields';
import { schemaValidator, useLazyConform } from '../forms/LazyConform';
import { classifySignIn, recoveryOutcome, RECOVERY_TEXT, SIGN_IN_TEXT } from './outcomes';
import type { FormErrorState, LoginPanelData, PanelState } from './login-types';
import { answerError, postJson, useHydrated } from './use-schema-form';

// The forms' shared schemas with zod and Conform load on the first pointer over or focus in a form
// (LazyConform.tsx): the login page, a public page, stays within the guest first-load budget.
const loadLogin = () => schemaValidator(import('../../shared/schemas/login'), (m) => m.loginSchema);
const loadRestore = () =>
  schemaValidator(import('../../shared/schemas/restore-password'), (m) => m.restorePasswordSchema);
/** The restore schema's own rules for its one field (ui/shared/schemas/rules.ts, no zod): whether the button may be pressed. */
const restorable = (email: string) => firstIssue(required(email), emailRule(email)) === null;

const LOGIN_FORM = 'login-form';
const RESTORE_FORM = 'restore-form';
const PANES: PanelState[] = ['login', 'restore-password', 'restore-password-success'];

/**
 * The sliding login panel (docs/product.md §2.4, §4.3): login → restore-password → restore-password-success.
 * With JavaScript it calls the API; without, both forms post to /login and the worker answers
 * with the same panel in the right state.
 */
export function LoginPanel({ data, onSignedIn }: { data?: LoginPanelData | null; onSignedIn: () => void }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const { edition, locale } = snapshot;
  // A linked account returns where it was heading: the page under the modal, not the login page itself.
  const googleHref = `/api/auth/google/authorize${snapshot.page === 'login' ? '' : `?next=${encodeURIComponent(snapshot.url)}`}`;
  const href = (path: string) => localizedPath(edition, locale, path);
  const hydrated = useHydrated();
  const [state, setState] = useState<PanelState>(data?.state ?? 'login');
  const [formError, setFormError] = useState<FormErrorState>(data?.formError ?? 'normal');
  const [errorMessage, setErrorMessage] = useState<string | null>(data?.formErrorMessage ?? null);
  const [restoreError, setRestoreError] = useState<string | null>(data?.restoreError ?? null);
  const [restoredEmail, setRestoredEmail] = useState(data?.values?.email ?? '');
  const [sending, setSending] = useState(false);
  const lastLogin = useRef<LoginForm | null>(null);
  // docs/product.md §5.2, §5.4: sign in needs both fields, restore a valid address. The buttons are disabled
  // only once hydrated: without JavaScript the forms post and the worker names what is missing.
  const [loginReady, setLoginReady] = useState(false);
  const [restoreReady, setRestoreReady] = useState(() => restorable(data?.values?.email ?? ''));
  const readLogin = (e: FormEvent<HTMLFormElement>) => {
    const f = e.currentTarget.elements as unknown as Record<'login' | 'password', HTMLInputElement | undefined>;
    setLoginReady(!!f.login?.value.trim() && !!f.password?.value);
  };
  const readRestore = (e: FormEvent<HTMLFormElement>) => {
    const email =
      (e.currentTarget.elements as unknown as Record<'email', HTMLInputElement | undefined>).email?.value ?? '';
    setRestoreReady(restorable(email));
  };

  const resetError = () => {
    setFormError('normal');
    setErrorMessage(null);
  };

  async function signIn(value: LoginForm) {
    lastLogin.current = value;
    resetError();
    setSending(true);
    const fields = value.kind === 'email' ? { email: value.login } : { username: value.login };
    const res = await postJson(
      value.kind === 'email' ? '/api/auth/email' : '/api/authing/',
      { grant_type: 'password', ...fields, password: value.password },
      true,
    );
    setSending(false);
    const outcome = classifySignIn(res.status ?? 0, res.body);
    if (outcome === 'ok') return onSignedIn();
    setFormError(outcome);
    // Too many attempts or an unconfirmed address: the server's own (localized) words say more.
    const { code, message } = answerError(res.body);
    setErrorMessage(code === 'rate_limited' || code === 'email_not_verified' ? message : null);
  }

  async function restore(value: RestorePasswordForm) {
    setRestoreError(null);
    setSending(true);
    let status: number | null = null;
    let body: unknown = null;
    try {
      const res = await fetch(
        `/api/recovery/?email=${encodeURIComponent(value.email)}&origin=${encodeURIComponent(location.origin)}`,
        {
          headers: { accept: 'application/json', 'content-type': 'application/json' },
        },
      );
      status = res.status;
      body = await res.json().catch(() => null);
    } catch {
      status = null;
    }
    setSending(false);
    const outcome = recoveryOutcome(status, body);
    if (outcome === 'sent') {
      setRestoredEmail(value.email);
      setState('restore-password-success');
    } else {
      const { code, message } = answerError(body);
      setRestoreError(code === 'rate_limited' && message ? message : t(RECOVERY_TEXT[outcome]));
    }
  }

  const loginForm = useLazyConform<LoginForm>({
    formId: LOGIN_FORM,
    load: loadLogin,
    startOn: 'use',
    defaultValue: data?.values ?? {},
    serverErrors: data?.state === 'login' ? data.fieldErrors : null,
    validateOn: 'onSubmit',
    onValid: (value) => void signIn(value),
  });
  const restoreForm = useLazyConform<RestorePasswordForm>({
    formId: RESTORE_FORM,
    load: loadRestore,
    startOn: 'use',
    defaultValue: data?.values ?? {},
    serverErrors: data?.state === 'restore-password' ? data.fieldErrors : null,
    onValid: (value) => void restore(value),
  });

  // Whatever was typed (or autofilled) before hydration counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; the readers are the forms' own
  useEffect(() => {
    if (!hydrated) return;
    const login = document.getElementById(LOGIN_FORM);
    const restore = document.getElementById(RESTORE_FORM);
    if (login instanceof HTMLFormElement) readLogin({ currentTarget: login } as FormEvent<HTMLFormElement>);
    if (restore instanceof HTMLFormElement) readRestore({ currentTarget: restore } as FormEvent<HTMLFormElement>);
  }, [hydrated]);

  const index = PANES.indexOf(state);
  const pane = (name: PanelState) => ({
    'data-testid': `login-pane-${name}`,
    'aria-hidden': state !== name || undefined,
    inert: state !== name || undefined,
    // A pane out of view takes no height: the panel is as tall as the pane shown (the short
    // 'check your e-mail' pane no longer keeps the sign-in form's height).
    className: `w-full shrink-0 px-1 ${state === name ? '' : 'h-0 overflow-hidden'}`,
  });
  const errorText = formError === 'normal' ? null : (errorMessage ?? t(SIGN_IN_TEXT[formError]));

  return (
    <div className="overflow-hidden" data-testid="login-panel" data-state={state}>
      <div
        className="flex items-start transition-transform duration-300"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        <div {...pane('login')}>
          {data?.notice && (
            <p className="mt-0 mb-4 p-3 rounded-xl bg-primary-light text-slate-800" data-testid="login-notice">
              {t(data.notice)}
              {/* A used confirmation link: nothing is wrong, the way on is signing in just below. */}
              {data.notice === 'auth.login.alreadyConfirmed' && (
                <>
                  {' '}
                  <a
                    href={`#${LOGIN_FORM}-login`}
                    className="text-primary-dark"
                    data-testid="login-notice-sign-in"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(`${LOGIN_FORM}-login`)?.focus();
                    }}
                  >
                    {t('auth.login.signInHere')}
                  </a>
                </>
              )}
            </p>
          )}
          <form
            id={LOGIN_FORM}
            method="post"
            action={href('/login')}
            data-testid="login-form"
            noValidate
            onInput={readLogin}
            onChange={readLogin}
            onSubmit={loginForm.holdUntilAttached}
          >
            {loginForm.controller}
            <input type="hidden" name="intent" value="login" />
            <div className="flex flex-col gap-4">
              <TextField
                id={`${LOGIN_FORM}-login`}
                name="login"
                label={t('auth.login.login')}
                type="text"
                inputMode="email"
                autoComplete="username"
                required
                defaultValue={data?.values?.login}
                errors={loginForm.errors.login}
                data-testid="login-login"
              />
              <TextField
                id={`${LOGIN_FORM}-password`}
                name="password"
                label={t('auth.login.password')}
                type="password"
                autoComplete="current-password"
                required
                errors={loginForm.errors.password}
                data-testid="login-password"
              />
            </div>
            {errorText && (
              <div
                role="alert"
                className="mt-4 p-3 rounded-xl bg-red-50 text-red-800 flex flex-wrap items-center gap-3"
                data-testid="login-error"
                data-error={formError}
              >
                <span className="flex-1 min-w-50">{errorText}</span>
                {formError === 'server-error' && !errorMessage && hydrated && (
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    data-testid="login-try-again"
                    onClick={() => lastLogin.current && void signIn(lastLogin.current)}
                  >
                    {t('auth.login.tryAgain')}
                  </button>
                )}
                {hydrated && (
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={resetError}
                    data-testid="login-error-close"
                  >
                    {t('auth.login.closeError')}
                  </button>
                )}
              </div>
            )}
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <button
                type="submit"
                className="btn btn-primary min-w-36"
                data-testid="login-submit"
                disabled={sending || (hydrated && !loginReady)}
              >
                {sending ? <Spinner label={t('common.loading')} /> : null}
                {t('auth.login.submit')}
              </button>
              <a
                href={`${href('/login')}?restore-password`}
                className="text-primary-dark"
                data-testid="login-restore-link"
                onClick={(e) => {
                  e.preventDefault();
                  resetError();
                  setState('restore-password');
                }}
              >
                {t('auth.login.restoreLink')}
              </a>
            </div>
          </form>
          {edition.thirdPartySignIn && (
            <p className="mt-5 mb-0">
              <a href={googleHref} rel="nofollow" className="btn btn-secondary w-full" data-testid="login-third-party">
                {t('auth.login.thirdParty')}
              </a>
            </p>
          )}
          <div className="mt-6 pt-5 border-t border-slate-100">
            <p className="mt-0 mb-3 text-sm text-slate-600">{t('auth.login.noAccount')}</p>
            <div className="flex flex-wrap gap-2" data-testid="login-role-buttons">
              {REGISTRATION_ROLES.map((role) => (
                <a
                  key={role}
                  href={`${href('/registration')}?role=${role}`}
                  className="btn btn-sm btn-secondary"
                  data-testid={`login-role-${role}`}
                >
                  {t(`auth.roles.${role}`)}
                </a>
              ))}
            </div>
          </div>
        </div>

        <div {...pane('restore-password')}>
          <h3 className="mt-0 mb-2 text-lg font-semibold">{t('auth.restore.title')}</h3>
          <p className="mt-0 mb-4 text-slate-600">{t('auth.restore.text')}</p>
          <form
            id={RESTORE_FORM}
            method="post"
            action={`${href('/login')}?restore-password`}
            data-testid="restore-form"
            noValidate
            onInput={readRestore}
            onChange={readRestore}
            onSubmit={restoreForm.holdUntilAttached}
          >
            {restoreForm.controller}
            <input type="hidden" name="intent" value="restore" />
            <TextField
              id={`${RESTORE_FORM}-email`}
              name="email"
              label={t('auth.restore.email')}
              type="email"
              autoComplete="email"
              required
              defaultValue={data?.values?.email}
              errors={restoreForm.errors.email}
              data-testid="restore-email"
            />
            {restoreError && (
              <p role="alert" className="mt-4 mb-0 p-3 rounded-xl bg-red-50 text-red-800" data-testid="restore-error">
                {restoreError}
              </p>
            )}
            <div className="mt-5 flex flex-wrap gap-3">
              <button
                type="submit"
                className="btn btn-primary"
                data-testid="restore-submit"
                disabled={sending || (hydrated && !restoreReady)}
              >
                {sending ? <Spinner label={t('common.loading')} /> : null}
                {t('auth.restore.submit')}
              </button>
              <a
                href={href('/login')}
                className="btn btn-ghost"
                data-testid="restore-back"
                onClick={(e) => {
                  e.preventDefault();
                  setRestoreError(null);
                  setState('login');
                }}
              >
                {t('auth.restore.back')}
              </a>
            </div>
          </form>
        </div>

        <div {...pane('restore-password-success')}>
          <h3 className="mt-0 mb-2 text-lg font-semibold">{t('auth.restore.successTitle')}</h3>
          <p className="mt-0 mb-5 text-slate-700" data-testid="restore-success-text">
            {t('auth.restore.successText', { email: restoredEmail })}
          </p>
          <a
            href={href('/login')}
            className="btn btn-primary"
            data-testid="restore-ok"
            onClick={(e) => {
              e.preventDefault();
              setState('login');
            }}
          >
            {t('auth.restore.ok')}
          </a>
        </div>
      </div>
    </div>
  );
}
