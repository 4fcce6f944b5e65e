import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { ProductRole } from '../../ui/shared/routes';
import type { SessionUser } from '../../ui/shared/snapshot';
import type { AppEnv, SessionInfo } from '../env';
import { AppError } from './errors';

/** The HttpOnly cookie that carries the session token for browsers (docs/architecture.md "Session"). */
export const SESSION_COOKIE = 'session';
/** A token lives an hour; the client refreshes it before then (docs/product.md §4.1, docs/decisions/005). */
export const TOKEN_TTL_SECONDS = 60 * 60;
/** A session ends for good 30 days after sign-in, however often it was refreshed. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Says only "this browser had a session" (no token, no user): it outlives the hour-long session
 * cookie, so a visit after the session ended on the server (revoked, expired) can be told so
 * instead of silently showing the guest view (docs/product.md §4.1, ADR 205).
 */
export const SESSION_MARK_COOKIE = 'had-session';

export function setSessionCookie(c: Context<AppEnv>, token: string, exp: number) {
  const secure = c.get('vars').ENVIRONMENT === 'production' || new URL(c.req.url).protocol === 'https:';
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    expires: new Date(exp * 1000),
  });
  setCookie(c, SESSION_MARK_COOKIE, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    expires: new Date(Date.now() + SESSION_MAX_AGE_MS),
  });
}

/** Signing out on purpose: nothing to announce later. */
export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SESSION_MARK_COOKIE, { path: '/' });
}

/** For API handlers: the signed-in user, or a JSON 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('sessionUser');
  if (!user) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  return user;
}

/** The signed-in user with the session behind it (id, server roles, token). */
export function requireSession(c: Context<AppEnv>): { user: SessionUser; session: SessionInfo } {
  const user = requireUser(c);
  const session = c.get('session');
  if (!session) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  return { user, session };
}

/** For API handlers: a user with this product role (docs/product.md §6), else 401 (guest) or 403. */
export function requireRole(c: Context<AppEnv>, role: ProductRole): SessionUser {
  const user = requireUser(c);
  if (!user.roles.includes(role)) throw new AppError(403, 'forbidden', 'auth.errors.forbidden');
  return user;
}
