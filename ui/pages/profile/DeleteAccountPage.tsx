import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { TextField } from '../../components/forms/fields';
import type { DeleteAccountData } from '../../shared/account-data';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * Deleting one's account (docs/privacy.md, ADR 215), three routes in one page:
 * /profile/delete-account (the form: the current password, or for a Google-only account a
 * button that mails a confirmation link), /delete-account?token= (the mailed link's confirm
 * button) and /account-deleted (no data: the goodbye). Plain form posts, no script needed;
 * data from worker/routes/account-pages.tsx.
 */
export default function DeleteAccountPage({ data }: PageProps<DeleteAccountData | undefined>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const to = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const state = data?.state ?? 'done';
  const error = data?.error ? (
    <p className="m-0 text-sm text-red-700" role="alert" data-testid="delete-account-error">
      {data.error}
    </p>
  ) : null;
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 md:p-8 flex flex-col items-start gap-4"
      data-testid="delete-account"
      data-state={state}
    >
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${state === 'invalid' ? 'bg-red-50 text-red-700' : 'bg-primary-light text-primary-dark'}`}
      >
        <Icon name={state === 'done' ? 'check' : state === 'mailSent' ? 'mail' : 'user'} size={24} />
      </span>
      <h1 className="m-0 text-2xl font-bold">{t(`profile.data.${state}.title`)}</h1>
      <p className="m-0 text-slate-700" role={state === 'form' || state === 'confirm' ? undefined : 'status'}>
        {state === 'form' && !data?.hasPassword ? t('profile.data.formNoPassword') : t(`profile.data.${state}.text`)}
      </p>
      {state === 'form' || state === 'confirm' ? (
        <ul className="m-0 pl-5 text-sm text-slate-700 flex flex-col gap-1">
          <li>{t('profile.data.what.removed')}</li>
          <li>{t('profile.data.what.kept')}</li>
          <li>{t('profile.data.what.download')}</li>
        </ul>
      ) : null}
      {error}
      {state === 'form' && data?.hasPassword ? (
        <form method="post" action={to('/profile/delete-account')} className="flex flex-col gap-4 w-full">
          <TextField
            id="delete-account-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('profile.data.password')}
            required
            maxLength={200}
          />
          <button type="submit" className="btn btn-primary self-start" data-testid="delete-account-submit">
            {t('profile.data.submit')}
          </button>
        </form>
      ) : null}
      {state === 'form' && data && !data.hasPassword ? (
        <form method="post" action={to('/profile/delete-account')}>
          <button type="submit" className="btn btn-primary" data-testid="delete-account-mail">
            {t('profile.data.sendLink')}
          </button>
        </form>
      ) : null}
      {state === 'confirm' && data ? (
        <form method="post" action={to('/delete-account')}>
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className="btn btn-primary" data-testid="delete-account-confirm">
            {t('profile.data.submit')}
          </button>
        </form>
      ) : null}
      {state === 'form' || state === 'mailSent' ? (
        <a className="btn btn-secondary" href={to('/profile')}>
          {t('profile.data.back')}
        </a>
      ) : null}
      {state === 'done' || state === 'invalid' ? (
        <a className="btn btn-secondary" href={to('/')}>
          {t('profile.data.home')}
        </a>
      ) : null}
    </section>
  );
}
