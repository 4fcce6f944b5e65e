import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import type { SignInMethods } from '../../shared/google-auth';
import { ProfileSection } from './Notice';

/** Linked sign-in methods; "Unlink Google" only while a password is set (otherwise it would lock the owner out). */
export function SignInMethodsSection({ methods }: { methods: SignInMethods }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  return (
    <ProfileSection id="sign-in-methods" title={t('google.profile.title')} testId="sign-in-methods">
      {methods.notice && (
        <p
          role="status"
          className="mt-0 mb-4 p-3 rounded-xl bg-primary-light text-slate-800"
          data-testid="sign-in-methods-notice"
        >
          {t(methods.notice === 'unlinked' ? 'google.profile.unlinked' : 'google.profile.unlinkNeedsPassword')}
        </p>
      )}
      <dl className="m-0 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-3 [overflow-wrap:anywhere]">
        <dt className="font-medium">{t('google.profile.password')}</dt>
        <dd className="m-0 text-slate-700" data-testid="sign-in-methods-password">
          {t(methods.password ? 'google.profile.passwordSet' : 'google.profile.passwordNotSet')}
        </dd>
        <dt className="font-medium">{t('google.profile.google')}</dt>
        <dd className="m-0 text-slate-700" data-testid="sign-in-methods-google">
          {methods.google
            ? t('google.profile.linkedAs', { email: methods.google.email })
            : t('google.profile.notLinked')}
        </dd>
      </dl>
      {methods.google &&
        (methods.password ? (
          <form
            method="post"
            action={localizedPath(snapshot.edition, snapshot.locale, '/profile/sign-in-methods/google/unlink')}
            className="mt-4"
          >
            <button type="submit" className="btn btn-secondary" data-testid="sign-in-methods-unlink">
              {t('google.profile.unlink')}
            </button>
          </form>
        ) : (
          <p className="mt-4 mb-0 text-sm text-slate-600">{t('google.profile.unlinkNeedsPassword')}</p>
        ))}
    </ProfileSection>
  );
}
