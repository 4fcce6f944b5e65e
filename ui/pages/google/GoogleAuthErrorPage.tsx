import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { GOOGLE_FAILURE_REASONS, type GoogleFailureReason } from '../../shared/google-auth';

/** /google-auth-error (docs/product.md §2.1, §8): why the Google sign-in failed, and the way back to sign-in. */
export default function GoogleAuthErrorPage({ data }: PageProps<{ reason: GoogleFailureReason } | null>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const reason = data && GOOGLE_FAILURE_REASONS.includes(data.reason) ? data.reason : 'generic';
  return (
    <section className="py-12 max-w-xl mx-auto text-center" data-testid="google-auth-error">
      <h1 className="m-0 text-2xl font-bold">{t('google.error.title')}</h1>
      <p className="mt-4 text-slate-600" data-testid="google-auth-error-reason" data-reason={reason}>
        {t(`google.error.reasons.${reason}`)}
      </p>
      <p className="mt-6">
        <a
          className="btn btn-primary"
          href={localizedPath(snapshot.edition, snapshot.locale, '/login')}
          data-testid="google-auth-error-back"
        >
          {t('google.error.backToSignIn')}
        </a>
      </p>
    </section>
  );
}
