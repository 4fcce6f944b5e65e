import type { Edition, Locale } from '../../editions/types';
import { productRoles } from '../../ui/shared/roles';
import {
  findLinkedUserId,
  dropPendingLinkStatement,
  hasPendingLink,
  linkIdentityStatement,
  rememberPendingLinkStatement,
  touchIdentityStatement,
  type ExternalIdentity,
} from './sql';
import { hasPendingRequest } from '../data/registration-requests';
import {
  activateUserStatement,
  findUserByEmail,
  findUserById,
  insertUserStatements,
  type UserRecord,
} from '../data/users';
import { AppError } from '../lib/errors';
import { verifyPassword } from '../lib/password';
import { SIGN_IN_FAILURES, reserveAttempt } from '../services/rate-limit';
import { REGISTRATION_REQUESTS, clientAddressLimit } from '../services/auth/limits';
import { register } from '../services/auth/registration';
import { startSession, type IssuedToken } from '../services/auth/session-tokens';
import { discardUnverifiedStatement, isUnverifiedRegistration, scrubPendingStatements } from './unverified-claim';

/**
 * What a verified Google identity means for the portal (docs/product.md §2.1, docs/decisions/072):
 *  - linked to an account → sign that account in;
 *  - the e-mail belongs to an account → the owner must prove it (/confirm-merge) before linking,
 *    unless this very identity asked for that account through a corporate sign-up (approved since);
 *  - otherwise → the prefilled registration; also when the address only belongs to an unverified
 *    self-registration, which owns nothing (docs/decisions/120-unverified-registrations-own-nothing.md).
 */
export type IdentityOutcome =
  | { kind: 'linked'; user: UserRecord }
  | { kind: 'merge'; user: UserRecord }
  | { kind: 'register' };

export async function resolveIdentity(db: D1Database, identity: ExternalIdentity): Promise<IdentityOutcome> {
  const linkedId = await findLinkedUserId(db, identity.issuer, identity.subject);
  if (linkedId) {
    const user = await findUserById(db, linkedId);
    if (user) return { kind: 'linked', user };
  }
  const owner = await findUserByEmail(db, identity.email);
  if (!owner || isUnverifiedRegistration(owner)) return { kind: 'register' };
  if (await hasPendingLink(db, identity)) {
    await db.batch([
      linkIdentityStatement(db, owner.id, identity),
      dropPendingLinkStatement(db, identity.email, 'google'),
    ]);
    return { kind: 'linked', user: owner };
  }
  return { kind: 'merge', user: owner };
}

const accountUnavailable = () => new AppError(403, 'account_unavailable', 'google.errors.accountUnavailable');

/** A session for a linked account, with the same refusals as password sign-in. */
export async function signInLinked(
  db: D1Database,
  secret: string,
  user: UserRecord,
  identity: ExternalIdentity,
  userAgent: string | null,
): Promise<IssuedToken> {
  if (user.status === 'disabled' || productRoles(user.roles).length === 0) throw accountUnavailable();
  // The provider vouched for the address: a pending account is verified now, but only after
  // whatever was set on it before the proof (a password, sessions, links) is gone (ADR 120).
  const statements = [touchIdentityStatement(db, identity.issuer, identity.subject)];
  if (user.status === 'pending')
    statements.push(...scrubPendingStatements(db, user.id), activateUserStatement(db, user.id));
  await db.batch(statements);
  return startSession(db, secret, user.id, userAgent);
}

export interface GoogleRegistration {
  name: string;
  corporate: boolean;
  orgName: string;
  address: string;
  inn: string;
  requestedRoles: ('promotion_creator' | 'facility')[];
}

export interface GoogleRegistrationContext {
  db: D1Database;
  secret: string;
  edition: Edition;
  locale: Locale;
  origin: string;
  address: string;
  userAgent: string | null;
}

/**
 * Regular: an active volunteer without a password (Google verified the address), linked, signed in.
 * Corporate: the usual registration request for a manager, plus a note of the identity that asked.
 */
export async function registerWithGoogle(
  ctx: GoogleRegistrationContext,
  identity: ExternalIdentity,
  form: GoogleRegistration,
): Promise<{ kind: 'regular'; issued: IssuedToken } | { kind: 'corporate'; mailId: string }> {
  // An unverified self-registration of this address is not an account: the verified identity replaces it.
  const existing = await findUserByEmail(ctx.db, identity.email);
  const discard =
    existing && isUnverifiedRegistration(existing) ? [discardUnverifiedStatement(ctx.db, identity.email)] : [];
  if (form.corporate) {
    if (discard.length) await ctx.db.batch(discard);
    const result = await register(
      {
        db: ctx.db,
        secret: ctx.secret,
        edition: ctx.edition,
        locale: ctx.locale,
        origin: ctx.origin,
        address: ctx.address,
      },
      {
        type: 'legal_entity',
        name: form.name,
        email: identity.email,
        password: '',
        orgName: form.orgName,
        address: form.address,
        inn: form.inn,
        requestedRoles: form.requestedRoles,
      },
    );
    await rememberPendingLinkStatement(ctx.db, identity).run();
    return { kind: 'corporate', mailId: result.mailId };
  }
  await clientAddressLimit(ctx.db, REGISTRATION_REQUESTS, identity.email, ctx.address);
  if ((existing && !discard.length) || (await hasPendingRequest(ctx.db, identity.email))) {
    throw new AppError(409, 'user_exists', 'auth.errors.userExists');
  }
  const now = Date.now();
  const user = insertUserStatements(
    ctx.db,
    {
      email: identity.email,
      name: form.name,
      password: null,
      locale: ctx.locale,
      edition: ctx.edition.id,
      status: 'active',
      emailVerifiedAt: now,
      roles: ['volunteer'],
    },
    now,
  );
  try {
    await ctx.db.batch([...discard, ...user.statements, linkIdentityStatement(ctx.db, user.id, identity, now)]);
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message))
      throw new AppError(409, 'user_exists', 'auth.errors.userExists');
    throw error;
  }
  return { kind: 'regular', issued: await startSession(ctx.db, ctx.secret, user.id, ctx.userAgent) };
}

/**
 * The merge proof by password: counted like a failed sign-in, so /confirm-merge is no way around
 * the sign-in limits. On success the identity is linked and the owner signed in.
 */
export async function confirmMergeWithPassword(
  db: D1Database,
  secret: string,
  userId: string,
  identity: ExternalIdentity,
  password: string,
  address: string,
  userAgent: string | null,
): Promise<IssuedToken> {
  const user = await findUserById(db, userId);
  if (!user) throw accountUnavailable();
  // The same atomic reservation as password sign-in (docs/decisions/040): counted before the hash.
  const attempt = await reserveAttempt(db, SIGN_IN_FAILURES, user.email, address);
  if (!(await verifyPassword(password, user.password)))
    throw new AppError(401, 'invalid_credentials', 'google.merge.wrongPassword');
  await attempt.release();
  return linkAndSignIn(db, secret, user, identity, userAgent);
}

/** Links (once: a second link of the same identity or provider fails on the keys) and signs in. */
export async function linkAndSignIn(
  db: D1Database,
  secret: string,
  user: UserRecord,
  identity: ExternalIdentity,
  userAgent: string | null,
): Promise<IssuedToken> {
  if (user.status === 'disabled') throw accountUnavailable();
  if (isUnverifiedRegistration(user)) {
    // A merge offered before the address was proven (a link mailed earlier): nothing to merge
    // into. The registrant's row goes; the identity registers afresh (ADR 120).
    await discardUnverifiedStatement(db, user.email).run();
    throw new AppError(409, 'registration_required', 'google.errors.registrationRequired');
  }
  try {
    await linkIdentityStatement(db, user.id, identity).run();
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message))
      throw new AppError(409, 'already_linked', 'google.errors.alreadyLinked');
    throw error;
  }
  return signInLinked(db, secret, user, identity, userAgent);
}
