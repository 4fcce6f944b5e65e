import { listLinkedIdentities, unlinkIdentity } from './sql';
import { findUserById } from '../data/users';
import { AppError } from '../lib/errors';
import type { SignInMethods } from '../../ui/shared/google-auth';

/** The profile's "sign-in methods": whether a password is set and which Google identity is linked. */
export async function loadSignInMethods(
  db: D1Database,
  userId: string,
  notice: string | undefined,
): Promise<SignInMethods> {
  const [user, linked] = await Promise.all([findUserById(db, userId), listLinkedIdentities(db, userId)]);
  const google = linked.find((l) => l.provider === 'google');
  return {
    password: !!user?.password,
    google: google ? { email: google.email } : null,
    notice: notice === 'unlinked' || notice === 'needs-password' ? notice : null,
  };
}

/** Unlinking is refused while Google is the only way in: the owner would lock themselves out. */
export async function unlinkGoogle(db: D1Database, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.password) throw new AppError(409, 'password_required', 'google.profile.unlinkNeedsPassword');
  await unlinkIdentity(db, userId, 'google');
}
