import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { useLazyConform } from '../../components/forms/LazyConform';
import { localizedPath } from '../../shared/locale-negotiation';
import { formErrorText } from '../../shared/schemas/form-errors';

const FORM_ID = 'email-confirm';
const loadSchema = () => import('../../shared/schemas/email-confirm').then((m) => m.validateEmailConfirm);

/** worker/routes/profile-pages.tsx EmailConfirmData. */
interface EmailConfirmData {
  state: 'ready' | 'done' | 'invalid' | 'taken';
  token: string;
  email: string | null;
  signedIn: boolean;
  errors?: Record<string, string[]>;
}

/**
 * /confirm-email?token=: the e-mail change link. Opening it changes nothing; the button posts the
 * token (with or without JavaScript; Conform checks it with the worker's schema first), then the
 * page shows the outcome. A token the schema refuses shows its message on the token field's
 * error line, whether the browser or the worker found it.
 */
export default function EmailConfirmPage({ data }: PageProps<EmailConfirmData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const to = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const next = data.signedIn
    ? { href: to('/profile'), label: t('profile.confirm.toProfile') }
    : { href: to('/login'), label: t('profile.confirm.toLogin') };
  const ok = data.state === 'ready' || data.state === 'done';
  // Conform and the schema attach on first pointer or focus (useLazyConform); before that the button posts natively.
  const { errors, controller } = useLazyConform({
    formId: FORM_ID,
    load: loadSchema,
    defaultValue: { token: data.token },
    serverErrors: data.errors,
  });
  const tokenErrors = errors.token?.map((e) => formErrorText(t, e)).join(' ');
  const tokenErrorId = `${FORM_ID}-token-error`;
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 md:p-8 flex flex-col items-start gap-4"
      data-testid="email-confirm"
      data-state={data.state}
    >
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${ok ? 'bg-primary-light text-primary-dark' : 'bg-red-50 text-red-700'}`}
      >
        <Icon name={data.state === 'done' ? 'check' : 'mail'} size={24} />
      </span>
      <h1 className="m-0 text-2xl font-bold">{t(`profile.confirm.${data.state}.title`)}</h1>
      <p className="m-0 text-slate-700" role={data.state === 'ready' ? undefined : 'status'}>
        {t(`profile.confirm.${data.state}.text`, { email: data.email ?? '' })}
      </p>
      {tokenErrors ? (
        <p id={tokenErrorId} className="m-0 text-sm text-red-700" role="alert" data-testid="field-error">
          {tokenErrors}
        </p>
      ) : null}
      {data.state === 'ready' ? (
        <form id={FORM_ID} method="post" action={to('/confirm-email')} noValidate>
          <input
            type="hidden"
            name="token"
            value={data.token}
            aria-invalid={tokenErrors ? true : undefined}
            aria-describedby={tokenErrors ? tokenErrorId : undefined}
            data-testid="email-confirm-token"
          />
          <button type="submit" className="btn btn-primary" data-testid="email-confirm-submit">
            {t('profile.confirm.submit')}
          </button>
          {controller}
        </form>
      ) : (
        <a className="btn btn-primary" href={next.href}>
          {next.label}
        </a>
      )}
    </section>
  );
}
