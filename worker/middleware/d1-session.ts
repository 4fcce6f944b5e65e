import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../lib/auth';
import { countingD1 } from '../lib/counting-d1';

/**
 * D1 read replication through the Sessions API (docs/decisions/081-d1-sessions.md).
 * Every request runs its queries in one D1 session: a visitor without a bookmark reads from any
 * replica ('first-unconstrained'); one who wrote recently brings the bookmark of that write
 * (cookie for browsers, header for API clients) and so reads their own writes. Handlers keep
 * using `c.env.DB`: it is the session for the rest of the request.
 */
const BOOKMARK_COOKIE = 'd1-bookmark';
const BOOKMARK_HEADER = 'x-d1-bookmark';
/** Long enough for replicas to catch up many times over; after that any replica is fresh enough. */
const BOOKMARK_SECONDS = 60;
const BOOKMARK_SHAPE = /^[0-9a-f-]{8,128}$/i;

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = c.env.DB as D1Database & { withSession?: D1Database['withSession'] };
  if (typeof db?.withSession !== 'function') return next(); // a stand-in binding without sessions
  const sent = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  const bookmark = sent && BOOKMARK_SHAPE.test(sent) ? sent : undefined;
  let session = db.withSession(bookmark ?? 'first-unconstrained');
  // `npm run bench` reports round trips per route: only a binding it sets turns counting on.
  const counted = (c.env as { BENCH_D1_TRIPS?: string }).BENCH_D1_TRIPS === '1' ? countingD1(session) : null;
  if (counted) session = counted.db;
  // A copy: the isolate's env object is shared by concurrent requests.
  c.env = { ...c.env, DB: session as unknown as D1Database };
  await next();
  if (counted) c.header('x-d1-round-trips', String(counted.counter.trips));

  const wrote = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
  const latest = session.getBookmark();
  // Guests who only read get no cookie (their pages stay cacheable). Writers, signed-in visitors
  // (a page view may refresh their session row) and readers who carry a bookmark get the newest.
  const signedIn = !!c.req.header('authorization') || getCookie(c, SESSION_COOKIE) !== undefined;
  if (!latest || latest === bookmark || (!wrote && !bookmark && !signedIn) || c.res.status === 101) return;
  c.header(BOOKMARK_HEADER, latest);
  if (!c.req.header(BOOKMARK_HEADER)) {
    setCookie(c, BOOKMARK_COOKIE, latest, {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: BOOKMARK_SECONDS,
    });
  }
};
