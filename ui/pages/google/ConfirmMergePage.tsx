import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { TextField } from '../../components/forms/fields';
import { localizedPath } from '../../shared/locale-negotiation';

export interface ConfirmMergeData {
  /** The existing account's address (null when only a failed mailed link is being reported). */
  email: string | null;
  /** Localized failure text (wrong password, rate limit, invalid link). */
  failure?: string | null;
  /** The confirmation link has been mailed. */
  mailSent?: boolean;
  /** The mailed link was opened: what it would link; its button POSTs the token (a GET changes nothing). */
  link?: { token: string; accountEmail: string; googleEmail: string };
}

/**
 * /confirm-merge (docs/product.md §2.1 "profile synchronisation"): an account already uses the address Google
 * vouched for. Its owner proves it is theirs — with the password, or a link mailed to the address —
 * before Google is linked, or declines and nothing changes. Plain forms: works without JavaScript.
 */
export default function ConfirmMergePage({ data }: PageProps<ConfirmMergeData | null>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const action = href('/confirm-merge');
  return (
    <section className="py-8 max-w-xl mx-auto" data-testid="confirm-merge-page">
      <h1 className="m-0 text-2xl font-bold">{t('google.merge.title')}</h1>
      {data?.email && (
        <p className="mt-3 mb-6 text-slate-600" data-testid="confirm-merge-text">
          {t('google.merge.text', { email: data.email })}
        </p>
      )}
      {data?.failure && (
        <p role="alert" className="p-3 rounded-xl bg-red-50 text-red-800" data-testid="confirm-merge-error">
          {data.failure}
        </p>
      )}
      {data?.mailSent && (
        <p
          role="status"
          className="p-3 rounded-xl bg-primary-light text-slate-800"
          data-testid="confirm-merge-mail-sent"
        >
          {t('google.merge.mailSent', { email: data.email ?? '' })}
        </p>
      )}
      {data?.link && (
        <form method="post" action={action} data-testid="confirm-merge-link-form">
          <p className="mt-3 mb-6 text-slate-600" data-testid="confirm-merge-link-text">
            {t('google.merge.linkText', { google: data.link.googleEmail, email: data.link.accountEmail })}
          </p>
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="token" value={data.link.token} />
          <button type="submit" className="btn btn-primary" data-testid="confirm-merge-link-submit">
            {t('google.merge.linkConfirm')}
          </button>
        </form>
      )}
      {data?.link ? null : data?.email ? (
        <>
          <form method="post" action={action} data-testid="confirm-merge-password-form">
            <input type="hidden" name="intent" value="password" />
            <TextField
              id="merge-password"
              name="password"
              type="password"
              label={t('google.merge.password')}
              autoComplete="current-password"
              required
              data-testid="confirm-merge-password"
            />
            <button type="submit" className="btn btn-primary mt-4" data-testid="confirm-merge-submit">
              {t('google.merge.confirm')}
            </button>
          </form>
          <div className="mt-6 pt-5 border-t border-slate-100 flex flex-wrap gap-3">
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="mail" />
              <button type="submit" className="btn btn-secondary" data-testid="confirm-merge-mail">
                {t('google.merge.sendLink')}
              </button>
            </form>
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="decline" />
              <button type="submit" className="btn btn-ghost" data-testid="confirm-merge-decline">
                {t('google.merge.decline')}
              </button>
            </form>
          </div>
        </>
      ) : (
        <p className="mt-6">
          <a className="btn btn-primary" href={href('/login')}>
            {t('google.error.backToSignIn')}
          </a>
        </p>
      )}
    </section>
  );
}
