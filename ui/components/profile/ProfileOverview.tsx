import { useState } from 'react';
import { useApp } from '../../app/context';
import { updateSessionUser } from '../../stores/session-user';
import { localizedPath } from '../../shared/locale-negotiation';
import { AVATAR_FALLBACK_IMAGE } from '../../shared/profile-fields';
import type { ProfileData } from '../../shared/schemas/profile';
import { Icon } from '../common/Icon';
import { ImageUpload } from './ImageUpload';
import { areasFor } from './role-areas';

/**
 * The top of /profile: photo, name and e-mail, the roles held, the mobile sync status, the
 * balance for volunteers, and links to every area the roles open.
 */
export function ProfileOverview({ data }: { data: ProfileData }) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const { user } = data;
  const live = snapshot.user;
  const [imageUrl, setImageUrl] = useState(user.imageUrl);
  const to = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const areas = areasFor(user.roles);
  const name = (live?.name ?? user.name).trim() || t('profile.account');

  return (
    <section
      aria-labelledby="profile-title"
      className="app-promo rounded-2xl border border-slate-200 p-5 md:p-7"
      data-testid="profile-overview"
    >
      <div className="flex flex-col sm:flex-row sm:flex-wrap sm:items-start gap-5 sm:gap-6">
        <ImageUpload
          path="/avatar"
          url={imageUrl}
          fallback={AVATAR_FALLBACK_IMAGE}
          alt={t('profile.edit.avatar.alt')}
          shape="round"
          labels={{
            upload: t('profile.edit.avatar.upload'),
            change: t('profile.edit.avatar.change'),
            remove: t('profile.edit.avatar.remove'),
            uploaded: t('profile.edit.avatar.uploaded'),
            removed: t('profile.edit.avatar.removed'),
          }}
          onChange={(answer) => {
            const url = (answer.imageUrl as string | null) ?? null;
            setImageUrl(url);
            updateSessionUser({ imageUrl: url });
          }}
          testId="profile-avatar"
        />
        <div className="min-w-0 sm:flex-1 sm:basis-64">
          <h1 id="profile-title" className="m-0 text-2xl md:text-3xl font-bold" data-testid="profile-display-name">
            {name}
          </h1>
          <p className="m-0 mt-1 text-slate-600 break-all" data-testid="profile-email">
            {live?.email ?? user.email}
          </p>
          {user.phoneDisplay && (
            <p className="m-0 mt-0.5 text-slate-600" data-testid="profile-phone">
              {user.phoneDisplay}
            </p>
          )}
          <ul
            className="list-none m-0 mt-3 p-0 flex flex-wrap gap-2"
            aria-label={t('profile.roles')}
            data-testid="profile-roles"
          >
            {user.roles.map((role) => (
              <li
                key={role}
                className="rounded-full bg-white border border-primary/30 px-3 py-1 text-sm font-medium text-primary-dark"
              >
                {t(`profile.role.${role}`)}
              </li>
            ))}
          </ul>
        </div>
        {data.balance !== null && (
          <a
            href={to('/profile/balance')}
            className="rounded-2xl bg-white border border-slate-200 px-5 py-4 no-underline text-inherit hover:border-primary transition-colors"
            data-testid="profile-balance-summary"
          >
            <span className="block text-sm text-slate-600">{t('profile.balance.current')}</span>
            <span className="block text-2xl font-bold text-primary-dark">
              {i18n.plural('profile.balance.points', data.balance, { count: i18n.number(data.balance) })}
            </span>
          </a>
        )}
      </div>
      <div
        className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-white/80 border border-slate-200 px-4 py-3"
        data-testid="profile-sync"
        data-synced={user.isSyncedWithMobile}
      >
        <span
          className={`inline-flex h-8 w-8 items-center justify-center rounded-full ${user.isSyncedWithMobile ? 'bg-primary text-white' : 'bg-slate-200 text-slate-600'}`}
        >
          <Icon name={user.isSyncedWithMobile ? 'check' : 'phone'} size={16} />
        </span>
        <div className="min-w-0 flex-1 basis-52">
          <p className="m-0 font-medium">{t(user.isSyncedWithMobile ? 'profile.sync.on' : 'profile.sync.off')}</p>
          {!user.isSyncedWithMobile && (
            <p className="m-0 text-sm text-slate-600">{t('profile.sync.hint', { brand: snapshot.edition.brand })}</p>
          )}
        </div>
        {!user.isSyncedWithMobile && (
          <a href={to('/get-app')} className="btn btn-secondary btn-sm">
            {t('profile.sync.getApp')}
          </a>
        )}
      </div>
      {areas.length > 0 && (
        <nav aria-label={t('profile.areas.title')} className="mt-6">
          <h2 className="m-0 mb-3 text-lg font-semibold">{t('profile.areas.title')}</h2>
          <ul className="list-none m-0 p-0 grid gap-3 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area.path} className="flex">
                <a
                  href={to(area.path)}
                  className="card flex-1 flex items-start gap-3 p-4 no-underline text-inherit"
                  data-testid={area.testId}
                >
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary-dark">
                    <Icon name={area.icon} size={20} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{t(area.titleKey)}</span>
                    <span className="block text-sm text-slate-600">{t(area.descriptionKey)}</span>
                  </span>
                  <Icon name="chevronRight" size={18} className="ml-auto mt-1 shrink-0 text-slate-400" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
