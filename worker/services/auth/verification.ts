import { peekToken, usedTokenOwner, markTokenUsedStatement } from '../../data/tokens';
import { activateUserStatement, findUserById, type UserRecord } from '../../data/users';
import { AppError } from '../../lib/errors';
import { verifyJwt } from '../../lib/jwt';
import type { Keyring } from '../../lib/keyring';
import { startSession, type IssuedToken } from './session-tokens';

export const invalidLink = () => new AppError(400, 'invalid_link', 'auth.errors.invalidLink');
/** The link was used before and its account is active: nothing is wrong, the person only has to sign in. */
const alreadyConfirmed = () => new AppError(409, 'already_confirmed', 'auth.errors.alreadyConfirmed');

/**
 * GET /api/auth/verify?jwt= and `/?jwt=`: the link's JWT names a single-use token; using it
 * activates the account and starts a session (docs/product.md §2.1, §7). A second use starts
 * nothing: it is told "already confirmed, sign in" when its account is active, else "invalid".
 */
export async function verifyEmail(
  db: D1Database,
  keys: Keyring,
  jwt: string,
  userAgent: string | null,
): Promise<{ user: UserRecord; issued: IssuedToken }> {
  // A link mailed before a key rotation still works; the session it starts uses the current key.
  const claims = (await verifyJwt(jwt, keys, 'verify'))?.claims;
  if (!claims) throw invalidLink();
  const token = await peekToken(db, claims.sid, 'verify');
  if (!token) throw await reuseError(db, claims.sid, claims.sub);
  if (token.userId !== claims.sub) throw invalidLink();
  const [used] = await db.batch([markTokenUsedStatement(db, token.hash), activateUserStatement(db, claims.sub)]);
  if (used?.meta.changes !== 1) throw await reuseError(db, claims.sid, claims.sub);
  const user = await findUserById(db, claims.sub);
  if (user?.status !== 'active') throw invalidLink();
  const issued = await startSession(db, keys.current, user.id, userAgent);
  return { user, issued };
}

async function reuseError(db: D1Database, sid: string, userId: string): Promise<AppError> {
  if ((await usedTokenOwner(db, sid, 'verify')) !== userId) return invalidLink();
  return (await findUserById(db, userId))?.status === 'active' ? alreadyConfirmed() : invalidLink();
}
