import { productRoles } from '../../../ui/shared/roles';
import type { SessionUser } from '../../../ui/shared/snapshot';
import { createSession, findLiveSessionUser, touchSession } from '../../data/sessions';
import type { UserRecord } from '../../data/users';
import { SESSION_MAX_AGE_MS, TOKEN_TTL_SECONDS } from '../../lib/auth';
import { signJwt, tokenExpiry, verifyJwt, type JwtClaims } from '../../lib/jwt';
import type { Keyring } from '../../lib/keyring';

export interface IssuedToken {
  token: string;
  /** Seconds since epoch. */
  exp: number;
  sessionId: string;
}

async function sign(
  userId: string,
  sessionId: string,
  sessionEndsAt: number,
  secret: string,
  now = Date.now(),
): Promise<IssuedToken> {
  const iat = Math.floor(now / 1000);
  // Never past the session's absolute end.
  const exp = Math.min(iat + TOKEN_TTL_SECONDS, Math.floor(sessionEndsAt / 1000));
  const claims: JwtClaims = { sub: userId, sid: sessionId, typ: 'session', iat, exp };
  return { token: await signJwt(claims, secret), exp, sessionId };
}

/** A new D1 session and its first token. */
export async function startSession(
  db: D1Database,
  secret: string,
  userId: string,
  userAgent: string | null,
  now = Date.now(),
): Promise<IssuedToken> {
  const expiresAt = now + SESSION_MAX_AGE_MS;
  const sessionId = await createSession(db, { userId, expiresAt, userAgent }, now);
  return sign(userId, sessionId, expiresAt, secret, now);
}

/**
 * The user behind a token: valid signature, HS256, unexpired, live session, active user. `stale`:
 * the token was signed with the previous key of a rotation; a refresh re-signs it with the current one.
 */
export async function authenticateToken(
  db: D1Database,
  keys: Keyring,
  token: string,
): Promise<{ claims: JwtClaims; stale: boolean; user: UserRecord; sessionEndsAt: number; unread: number } | null> {
  const verified = await verifyJwt(token, keys, 'session');
  if (!verified) return null;
  const { claims, stale } = verified;
  const live = await findLiveSessionUser(db, claims.sid, claims.sub);
  if (!live) return null;
  return { claims, stale, user: live.user, sessionEndsAt: live.session.expiresAt, unread: live.unread };
}

/** A fresh token for the same live session (the refresh call, docs/decisions/005), signed with `secret` (the current key). */
export async function refreshToken(
  db: D1Database,
  secret: string,
  userId: string,
  sessionId: string,
  sessionEndsAt: number,
  now = Date.now(),
): Promise<IssuedToken | null> {
  if (sessionEndsAt <= now || !(await touchSession(db, sessionId, now))) return null;
  return sign(userId, sessionId, sessionEndsAt, secret, now);
}

export function toSessionUser(user: UserRecord, tokenExpire: number): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    imageUrl: user.imageUrl,
    orgId: user.orgId,
    orgName: user.orgName,
    orgLogoUrl: user.orgLogoUrl,
    roles: productRoles(user.roles),
    tokenExpire,
  };
}

/** The sign-in answer fields of docs/product.md §3.3. */
export function signInAnswer(user: UserRecord, token: string, detail?: string) {
  return {
    jwt: token,
    user_id: user.id,
    user_name: user.name,
    contact_phone: user.phone ?? '',
    email: user.email,
    user_profile_id: user.profileId,
    company_id: user.orgId,
    company_name: user.orgName,
    company_logo: user.orgLogoUrl,
    payment_account_id: user.paymentAccountId,
    is_synced_with_mobile: user.isSyncedWithMobile,
    roles: Object.fromEntries(user.roles.map((role) => [role, true])),
    // The token's exp (seconds), so web pages can schedule the refresh without reading the token.
    token_expire: tokenExpiry(token),
    ...(detail ? { detail } : {}),
  };
}
