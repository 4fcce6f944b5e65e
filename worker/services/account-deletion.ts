import { localizedPath } from '../../ui/shared/locale-negotiation';
import { addHits } from '../data/rate-limits';
import { peekToken, tokenStatement, markTokenUsedStatement } from '../data/tokens';
import { findUserById } from '../data/users';
import { AppError } from '../lib/errors';
import { limitedError } from './rate-limit';
import { DELETE_LINK_TTL_MS, deleteAccount } from './account-data';
import { queueMailStatement } from './mail-outbox';
import { renderProfileMail } from './profile-mail';
import { reauthenticate, type SecurityContext } from './profile-security';
import { endSocketSessions } from './socket-sessions';
import type { NotifyEnv } from './notify';

/**
 * "Delete my account" (docs/privacy.md, ADR 215): confirmed by the current password, or, for an
 * account without one (Google only), by a link mailed to its address. The deletion itself is
 * worker/services/account-data.ts; afterwards the person's notification sockets close.
 */
type DeletionEnv = Pick<NotifyEnv, 'NOTIFICATIONS'> & { DB: D1Database; MEDIA: R2Bucket };

const HOUR = 3_600_000;
/** Download of one's data: a few a day is plenty, and each reads every personal table. */
const EXPORT_LIMIT = { windowMs: HOUR, perPerson: 5 };
/** Deletion links mailed to one account. */
const DELETE_MAIL_LIMIT = { windowMs: 24 * HOUR, perPerson: 3 };

/** Counts one download of `userId`'s data; 429 past EXPORT_LIMIT in the hour. */
export async function limitExport(db: D1Database, userId: string, now = Date.now()): Promise<void> {
  const [hits = 0] = await addHits(db, [`data-export:acct:${userId}`], EXPORT_LIMIT.windowMs, now);
  if (hits > EXPORT_LIMIT.perPerson) throw limitedError(EXPORT_LIMIT.windowMs, 'auth.errors.rateLimited', now);
}

/**
 * The last active manager cannot delete their account: nobody could review requests, points and
 * events, nor make a new manager (that takes scripts/manager-create.mjs and the database).
 */
async function refuseLastManager(db: D1Database, userId: string): Promise<void> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM user_roles WHERE user_id = ? AND role = 'manager') AS is_manager,
         (SELECT COUNT(*) FROM user_roles r JOIN users x ON x.id = r.user_id
          WHERE r.role = 'manager' AND x.status = 'active' AND x.id != ?) AS others`,
    )
    .bind(userId, userId)
    .first<{ is_manager: number; others: number }>();
  if (row?.is_manager && row.others === 0) throw new AppError(409, 'last_manager', 'profile.data.errors.lastManager');
}

async function finish(env: DeletionEnv, userId: string): Promise<void> {
  const tombstone = await deleteAccount(env, userId);
  if (!tombstone) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  // The sessions are gone from D1: tickets under them are refused; open sockets close now.
  await endSocketSessions(env, userId, null);
}

/** Deletes the signed-in account after checking its current password. */
export async function deleteWithPassword(
  env: DeletionEnv,
  ctx: SecurityContext,
  userId: string,
  password: string,
): Promise<void> {
  await reauthenticate(ctx, userId, password);
  await refuseLastManager(env.DB, userId);
  await finish(env, userId);
}

/** Mails a one-hour deletion link to an account without a password; the id of the queued mail. */
export async function mailDeletionLink(ctx: SecurityContext, userId: string, now = Date.now()): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status !== 'active') throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  if (user.password) throw new AppError(400, 'password_required', 'profile.data.errors.passwordRequired');
  await refuseLastManager(ctx.db, userId);
  const [hits = 0] = await addHits(ctx.db, [`delete-mail:acct:${userId}`], DELETE_MAIL_LIMIT.windowMs, now);
  if (hits > DELETE_MAIL_LIMIT.perPerson)
    throw limitedError(DELETE_MAIL_LIMIT.windowMs, 'auth.errors.mailLimited', now, true);
  const issued = await tokenStatement(ctx.db, { userId, purpose: 'delete-account', ttlMs: DELETE_LINK_TTL_MS }, now);
  const link = `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/delete-account')}?token=${issued.token}`;
  const mail = queueMailStatement(
    ctx.db,
    renderProfileMail(
      'deleteAccountConfirm',
      { email: user.email, name: user.name, locale: ctx.locale, edition: ctx.edition.id },
      link,
    ),
    now,
  );
  await ctx.db.batch([issued.statement, mail.statement]);
  return mail.id;
}

/** Is this a live deletion link? (the page shows a button before anything happens). */
export async function peekDeletionLink(db: D1Database, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return (await peekToken(db, token, 'delete-account')) !== null;
}

/** Uses a deletion link once and deletes its account; the deleted account's id. */
export async function deleteWithLink(env: DeletionEnv, token: string, now = Date.now()): Promise<string> {
  const invalid = () => new AppError(400, 'invalid_link', 'profile.data.errors.invalidLink');
  if (!token || token.length > 200) throw invalid();
  const found = await peekToken(env.DB, token, 'delete-account', now);
  if (!found) throw invalid();
  await refuseLastManager(env.DB, found.userId);
  const [used] = await env.DB.batch([markTokenUsedStatement(env.DB, found.hash, now)]);
  if (used?.meta.changes !== 1) throw invalid();
  await finish(env, found.userId);
  return found.userId;
}
