import { productRoles } from '../../../ui/shared/roles';
import { identifierKind } from '../../../ui/shared/schemas/rules';
import { findUserByEmail, type UserRecord } from '../../data/users';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { SIGN_IN_FAILURES, reserveAttempt } from '../rate-limit';
import { startSession, type IssuedToken } from './session-tokens';

export interface SignInRequest {
  login: string;
  password: string;
  address: string;
  userAgent: string | null;
}

/** 401 on password login → the credentials-error text (docs/product.md §8). */
const credentialsError = () => new AppError(401, 'invalid_credentials', 'auth.errors.credentials');

/**
 * Password sign-in (docs/product.md §5.2, §7). An e-mail-looking identifier is an e-mail; a username is
 * looked up as an e-mail too (the portal has no separate user names), so it only matches when a
 * client sends the address in `username`. The hash is computed even for unknown accounts.
 */
export async function signInWithPassword(
  db: D1Database,
  secret: string,
  req: SignInRequest,
): Promise<{ user: UserRecord; issued: IssuedToken }> {
  const login = req.login.trim().toLowerCase();
  // Reserved before the slow hash, atomically (docs/decisions/040): parallel guesses cannot all
  // pass a check that runs before any of them is counted. A right password gives it back.
  const attempt = await reserveAttempt(db, SIGN_IN_FAILURES, login, req.address);
  const user = identifierKind(login) === 'email' || login.includes('@') ? await findUserByEmail(db, login) : null;
  const ok = await verifyPassword(req.password, user?.password ?? null);
  if (!ok || !user || user.status === 'disabled') throw credentialsError();
  await attempt.release();
  if (user.status === 'pending') throw new AppError(403, 'email_not_verified', 'auth.errors.emailNotVerified');
  // docs/product.md §5.2: a sign-in without a known role is a credentials error.
  if (productRoles(user.roles).length === 0) throw credentialsError();
  const issued = await startSession(db, secret, user.id, req.userAgent);
  return { user, issued };
}
