import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ProfileSections } from '../../components/profile/ProfileSections';
import { SignInMethodsSection } from '../../components/profile/SignInMethodsSection';
import { YourDataSection } from '../../components/profile/YourDataSection';
import type { SignInMethods } from '../../shared/google-auth';
import { localizedPath } from '../../shared/locale-negotiation';
import type { ProfileData } from '../../shared/schemas/profile';

/** /profile: the sections of ui/components/profile; data from worker/routes/profile-pages.tsx. */
export default function ProfilePage({
  data,
}: PageProps<(ProfileData & { signInMethods?: SignInMethods }) | undefined>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const user = snapshot.user;
  if (!user || !data) return null;
  return (
    <div data-testid="profile-page" data-user-id={user.id}>
      <ProfileSections
        data={data}
        extra={[
          ...(data.signInMethods
            ? [
                {
                  id: 'sign-in-methods',
                  title: t('google.profile.title'),
                  content: <SignInMethodsSection methods={data.signInMethods} />,
                },
              ]
            : []),
          { id: 'your-data', title: t('profile.data.title'), content: <YourDataSection /> },
        ]}
      />
      <div className="mt-8 flex justify-end">
        <a
          className="btn btn-secondary"
          href={localizedPath(snapshot.edition, snapshot.locale, '/profile/logout')}
          data-testid="profile-logout"
        >
          {t('profile.logout')}
        </a>
      </div>
    </div>
  );
}
