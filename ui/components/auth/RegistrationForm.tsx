import { useRef, useState } from 'react';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { isCorporate, REGISTRATION_ROLES, type RegistrationRole } from '../../shared/roles';
import type { RegistrationForm as Form } from '../../shared/schemas/registration';
import { message } from '../../shared/schemas/rules';
import { Spinner, TextField } from '../forms/fields';
import { schemaValidator, useLazyConform } from '../forms/LazyConform';
import { registrationFailure } from './outcomes';
import { RoleToggle } from './RoleToggle';
import { answerError, postJson, useHydrated } from './use-schema-form';

const FORM_ID = 'registration-form';
// zod, the two schemas and Conform arrive on the first pointer over or focus in the form
// (LazyConform.tsx): the registration page is a public page within the guest first-load budget.
const loadRegistration = () =>
  schemaValidator(import('../../shared/schemas/registration'), (m) => m.registrationSchema);
const loadGoogleRegistration = () =>
  schemaValidator(import('../../shared/schemas/google-registration'), (m) => m.googleRegistrationSchema);

export interface RegistrationData {
  roles?: RegistrationRole[];
  values?: Record<string, string>;
  fieldErrors?: Record<string, string[]>;
  /** A failed submission as the worker saw it (no-JS). */
  failure?: { text: string; tryAgain: boolean } | null;
  /**
   * Finishing a Google sign-in (/google-auth): the address Google verified, shown read-only; no
   * password fields; the form posts natively to /google-auth (docs/decisions/072).
   */
  google?: { email: string } | null;
}

/**
 * The registration step (docs/product.md §3.4, §4.7, §5.3): role picker, then the fields the roles need.
 * Regular and corporate roles exclude each other. Before hydration every field is shown, so the
 * form also works without JavaScript (the worker ignores the fields a role does not use).
 */
export function RegistrationForm({ data }: { data?: RegistrationData | null }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const { edition, locale } = snapshot;
  const href = (path: string) => localizedPath(edition, locale, path);
  const hydrated = useHydrated();
  const [roles, setRoles] = useState<RegistrationRole[]>(data?.roles ?? []);
  const [failure, setFailure] = useState(data?.failure ?? null);
  const [sending, setSending] = useState(false);
  const last = useRef<Form | null>(null);
  const corporate = isCorporate(roles);
  const regular = roles.includes('user');
  const taxId = t(`validation.taxIdName.${edition.taxIdName}`);

  async function submit(value: Form) {
    last.current = value;
    setFailure(null);
    setSending(true);
    const { registerPayload } = await import('../../shared/schemas/registration');
    const res = await postJson('/api/auth/register', registerPayload(value));
    setSending(false);
    if (res.status === 201) {
      location.assign(`${href('/registration-success')}?type=${value.corporate ? 'corporate' : 'regular'}`);
      return;
    }
    const { code, message: serverMessage } = answerError(res.body);
    const f = registrationFailure(res.status, code, value.corporate);
    setFailure({ text: f.useServerMessage && serverMessage ? serverMessage : t(f.key), tryAgain: f.tryAgain });
  }

  const google = data?.google ?? null;
  const defaults: Record<string, string> = { ...data?.values, ...(google ? { email: google.email } : {}) };
  const form = useLazyConform<unknown>({
    formId: FORM_ID,
    load: google ? loadGoogleRegistration : loadRegistration,
    // The dialog focuses its first control on open: only a key, a press or input loads the validation.
    startOn: 'use',
    defaultValue: { ...defaults, roles: data?.roles ?? [] },
    serverErrors: data?.fieldErrors ?? null,
    // The Google path has no JSON call of its own: the valid form posts to /google-auth.
    onValid: google ? undefined : (value) => void submit(value as Form),
  });

  function toggle(role: RegistrationRole, on: boolean) {
    setFailure(null);
    setRoles((current) => {
      if (!on) return current.filter((r) => r !== role);
      // Regular and corporate roles are mutually exclusive toggles (docs/product.md §4.7).
      const keep = role === 'user' ? [] : current.filter((r) => r !== 'user');
      return [...keep, role];
    });
  }

  const field = (name: string, label: string, type = 'text', autoComplete?: string) => {
    const errors = form.errors[name]?.map((e) =>
      e === 'validation.invalidTin' ? message('validation.invalidTin', { taxId }) : e,
    );
    return (
      <TextField
        id={`${FORM_ID}-${name}`}
        name={name}
        label={label}
        type={type}
        autoComplete={autoComplete}
        required
        readOnly={google !== null && name === 'email' ? true : undefined}
        defaultValue={type === 'password' ? undefined : defaults[name]}
        errors={errors}
        data-testid={`registration-${name}`}
      />
    );
  };
  const show = (group: 'corporate' | 'regular') => !hydrated || (group === 'corporate' ? corporate : regular);
  const showPassword = !google && show('regular');

  return (
    <form
      id={FORM_ID}
      method="post"
      action={href(google ? '/google-auth' : '/registration')}
      noValidate
      data-testid="registration-form"
      aria-busy={sending || undefined}
      onSubmit={form.holdUntilAttached}
    >
      {form.controller}
      {google && (
        <p className="mt-0 mb-4 p-3 rounded-xl bg-primary-light text-slate-800" data-testid="google-registration-intro">
          {t('google.registration.intro', { email: google.email })}
        </p>
      )}
      <fieldset className="m-0 p-0 border-0">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('auth.roles.pick')}</legend>
        <div className="flex flex-wrap gap-2 items-center" data-testid="role-picker">
          <span className="text-xs uppercase tracking-wide text-slate-500">{t('auth.roles.regular')}</span>
          <RoleToggle role="user" checked={roles.includes('user')} onToggle={toggle} />
          <span className="ml-4 text-xs uppercase tracking-wide text-slate-500">{t('auth.roles.corporate')}</span>
          {REGISTRATION_ROLES.filter((r) => r !== 'user').map((role) => (
            <RoleToggle key={role} role={role} checked={roles.includes(role)} onToggle={toggle} />
          ))}
        </div>
        {form.errors.roles?.length ? (
          <p className="mt-2 mb-0 text-sm text-red-700" data-testid="roles-error">
            {form.errors.roles.map((e) => t(e)).join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-4">
        {field('name', t('auth.registration.name'), 'text', 'name')}
        {field('email', t('auth.registration.email'), 'email', 'email')}
        {show('corporate') && field('orgName', t('auth.registration.orgName'), 'text', 'organization')}
        {show('corporate') && field('address', t('auth.registration.address'), 'text', 'address-line1')}
        {show('corporate') && field('inn', t('auth.registration.inn', { taxId }), 'text', 'off')}
        {showPassword && field('password', t('auth.registration.password'), 'password', 'new-password')}
        {showPassword && field('repeatPassword', t('auth.registration.repeatPassword'), 'password', 'new-password')}
      </div>
      {showPassword && <p className="mt-3 mb-0 text-xs text-slate-500">{t('auth.registration.passwordHint')}</p>}
      {hydrated && corporate && (
        <p className="mt-3 mb-0 text-sm text-slate-600">{t('auth.registration.corporateHint')}</p>
      )}
      {failure && (
        <div
          role="alert"
          className="mt-5 p-3 rounded-xl bg-red-50 text-red-800 flex flex-wrap items-center gap-3"
          data-testid="registration-error"
        >
          <span className="flex-1 min-w-50">{failure.text}</span>
          {failure.tryAgain && hydrated && (
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              data-testid="registration-try-again"
              onClick={() => last.current && void submit(last.current)}
            >
              {t('auth.registration.tryAgain')}
            </button>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary min-w-44" disabled={sending} data-testid="registration-submit">
          {sending ? <Spinner label={t('common.loading')} /> : null}
          {t(corporate ? 'auth.registration.submitCorporate' : 'auth.registration.submit')}
        </button>
        <span className="text-sm text-slate-600">
          {t('auth.registration.haveAccount')}{' '}
          <a href={href('/login')} className="text-primary-dark">
            {t('auth.registration.signIn')}
          </a>
        </span>
      </div>
    </form>
  );
}
