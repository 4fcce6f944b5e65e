import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { ProfileSection } from './Notice';

/**
 * /profile's "Your data" (docs/privacy.md): a plain link that downloads everything the portal
 * holds about the person as JSON, and the way to the account's deletion. Links only: no script.
 */
export function YourDataSection() {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <ProfileSection
      id="your-data"
      title={t('profile.data.title')}
      description={t('profile.data.text', { brand: snapshot.edition.brand })}
      testId="profile-your-data"
    >
      <div className="flex flex-wrap gap-3">
        <a className="btn btn-secondary" href="/profile/my-data" download data-testid="profile-download-data">
          {t('profile.data.download')}
        </a>
        <a
          className="btn btn-secondary"
          href={localizedPath(snapshot.edition, snapshot.locale, '/profile/delete-account')}
          data-testid="profile-delete-account"
        >
          {t('profile.data.delete')}
        </a>
      </div>
    </ProfileSection>
  );
}
