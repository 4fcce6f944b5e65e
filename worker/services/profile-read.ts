import { productRoles } from '../../ui/shared/roles';
import type { ProfileData, SessionUserPatch } from '../../ui/shared/schemas/profile';
import { fromStoredPhone } from '../../ui/shared/profile-fields';
import { formatStoredPhone } from '../../ui/shared/schemas/profile';
import type { SessionUser } from '../../ui/shared/snapshot';
import { balanceOf } from '../data/ledger';
import { findOrganisationProfile } from '../data/profile';
import { pendingEmailFor } from '../data/profile-email';
import { findUserById } from '../data/users';
import { AppError } from '../lib/errors';

/** Everything /profile shows, in one place for the page loader and GET /api/profile. */
export async function loadProfile(db: D1Database, session: Pick<SessionUser, 'id'>): Promise<ProfileData> {
  const user = await findUserById(db, session.id);
  if (!user) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  const roles = productRoles(user.roles);
  const corporate = roles.includes('charityEventsCreator') || roles.includes('recyclingPointsCreator');
  const [organisation, pendingEmail, balance] = await Promise.all([
    corporate && user.orgId ? findOrganisationProfile(db, user.orgId) : Promise.resolve(null),
    pendingEmailFor(db, user.id),
    roles.includes('user') ? balanceOf(db, user.id) : Promise.resolve(null),
  ]);
  const phone = fromStoredPhone(user.phone);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      phoneCountry: phone?.country ?? null,
      phoneNumber: phone?.number ?? '',
      phoneDisplay: formatStoredPhone(user.phone),
      imageUrl: user.imageUrl,
      isSyncedWithMobile: user.isSyncedWithMobile,
      roles,
      profileId: user.profileId,
      paymentProfileId: user.paymentAccountId,
      orgId: user.orgId,
      orgName: user.orgName,
      orgLogoUrl: user.orgLogoUrl,
      pendingEmail,
    },
    organisation,
    balance,
  };
}

/** The header's view of the user after a change (the client merges it into snapshot.user). */
export async function sessionUserPatch(db: D1Database, userId: string): Promise<SessionUserPatch | null> {
  const user = await findUserById(db, userId);
  return user
    ? {
        name: user.name,
        email: user.email,
        imageUrl: user.imageUrl,
        orgName: user.orgName,
        orgLogoUrl: user.orgLogoUrl,
      }
    : null;
}
