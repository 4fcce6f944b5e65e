import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { deleteCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_MARK_COOKIE, TOKEN_TTL_SECONDS, setSessionCookie } from '../lib/auth';
import { authenticateToken, refreshToken, toSessionUser } from '../services/auth/session-tokens';

/** The token of a request: `Authorization: Bearer` (API and mobile clients) wins over the cookie. */
function requestToken(c: Context<AppEnv>): { token: string; source: 'bearer' | 'cookie' } | null {
  const auth = c.req.header('authorization');
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * Session (docs/architecture.md pipeline step 4): verified JWT → live D1 session → active user, in one read.
 * Sets `sessionUser` (null for guests) and `session`. A cookie that no longer works is cleared.
 * Page navigations past half the token's life get a fresh cookie, so pages used without
 * JavaScript (which cannot run the refresh schedule) stay signed in (docs/decisions/005); so do
 * cookies signed with the previous key of a rotation, which moves them to the current key (ADR 109).
 * A browser whose session ended on the server (a refused cookie, or the mark cookie outliving the
 * session cookie) gets `sessionEnded`: the next page announces it (ADR 205).
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('sessionUser', null);
  c.set('session', null);
  // The map's tiles (worker/routes/map-tiles.ts) are the same for everyone: the dozen a map view
  // asks for at once carry the cookie, and need no session read each.
  if (c.req.path.startsWith('/tiles/')) return next();
  const found = requestToken(c);
  if (found) {
    const { keys } = c.get('vars');
    const auth = await authenticateToken(c.env.DB, keys, found.token);
    if (!auth) {
      if (found.source === 'cookie') {
        // The mark stays until a page has told the visitor (worker/render/render-page.tsx).
        deleteCookie(c, SESSION_COOKIE, { path: '/' });
        c.set('sessionEnded', true);
      }
    } else {
      let { token } = found;
      let exp = auth.claims.exp;
      const halfLife = exp - Math.floor(Date.now() / 1000) < TOKEN_TTL_SECONDS / 2;
      if (
        found.source === 'cookie' &&
        (halfLife || auth.stale) &&
        c.req.method === 'GET' &&
        (c.req.header('accept') ?? '').includes('text/html')
      ) {
        const fresh = await refreshToken(c.env.DB, keys.current, auth.user.id, auth.claims.sid, auth.sessionEndsAt);
        if (fresh) {
          ({ token, exp } = fresh);
          setSessionCookie(c, token, exp);
        }
      }
      c.set('sessionUser', toSessionUser(auth.user, exp));
      c.set('unreadNotifications', auth.unread);
      c.set('session', {
        id: auth.claims.sid,
        userId: auth.user.id,
        serverRoles: auth.user.roles,
        exp,
        source: found.source,
        token,
      });
    }
  } else if (getCookie(c, SESSION_MARK_COOKIE) !== undefined) {
    // The hour-long session cookie is gone but the browser was signed in: the session expired.
    c.set('sessionEnded', true);
  }
  await next();
};
