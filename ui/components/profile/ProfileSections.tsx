import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import type { ProfileData } from '../../shared/schemas/profile';
import { ProfileSection } from './Notice';
import { OrganisationForm } from './OrganisationForm';
import { PersonalForm } from './PersonalForm';
import { ProfileOverview } from './ProfileOverview';
import { EmailForm, PasswordForm } from './SecurityForms';

/**
 * Everything /profile shows, composed by ui/pages/profile/ProfilePage.tsx: overview,
 * personal details, the organisation for corporate users, and sign-in security. A side list of
 * the sections shows from 1080px (profile pages' side content, docs/product.md §2.3).
 */
export function ProfileSections({
  data,
  extra = [],
}: {
  data: ProfileData;
  extra?: { id: string; title: string; content: ReactNode }[];
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const sections = [
    { id: 'personal', title: t('profile.edit.title') },
    ...(data.organisation ? [{ id: 'organisation', title: t('profile.org.title') }] : []),
    { id: 'security', title: t('profile.security.title') },
    // Sections other features add (sign-in methods), after the built-in ones.
    ...extra.map(({ id, title }) => ({ id, title })),
  ];
  return (
    <div className="with-side" data-testid="profile-sections">
      <aside className="side-content">
        <nav aria-label={t('profile.sectionsNav')} className="sticky top-24">
          <ul className="list-none m-0 p-0 flex flex-col gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="toc-link">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex flex-col gap-6 min-w-0">
        <ProfileOverview data={data} />
        <ProfileSection
          id="personal"
          title={t('profile.edit.title')}
          description={t('profile.edit.description')}
          testId="profile-personal"
        >
          <PersonalForm user={data.user} />
        </ProfileSection>
        {data.organisation && (
          <ProfileSection
            id="organisation"
            title={t('profile.org.title')}
            description={t('profile.org.description')}
            testId="profile-organisation"
          >
            <OrganisationForm organisation={data.organisation} />
          </ProfileSection>
        )}
        <ProfileSection id="security" title={t('profile.security.title')} testId="profile-security">
          <div className="flex flex-col gap-8">
            <EmailForm email={data.user.email} pendingEmail={data.user.pendingEmail} />
            <hr className="m-0 border-0 border-t border-slate-200" />
            <PasswordForm />
          </div>
        </ProfileSection>
        {extra.map((section) => (
          <div key={section.id} className="contents">
            {section.content}
          </div>
        ))}
      </div>
    </div>
  );
}
