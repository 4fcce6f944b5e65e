import type { Edition, Locale } from '../../editions/types';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type { EmailChange, PasswordChange } from '../../ui/shared/schemas/profile-security';
import {
  cancelPendingStatement,
  findLiveRequest,
  insertRequestStatement,
  markRequestUsedStatement,
} from '../data/profile-email';
import { endFeedStatement } from '../data/events-feeds';
import { randomToken, sha256 } from '../data/tokens';
import { findUserByEmail, findUserById, setPasswordStatement, type UserRecord } from '../data/users';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { EMAIL_CHANGE_MAIL, limitUnprovenMail, reserveAttempt, type RateLimitPolicy } from './rate-limit';
import { queueMailStatement } from './mail-outbox';
import { renderProfileMail } from './profile-mail';
import { discardStaleRegistrationStatement, isStaleRegistration } from './auth/stale-registration';

/**
 * Password and e-mail changes on /profile.
 * Both re-authenticate with the current password. A wrong password is a 400, never a 401/403:
 * the client logs out on those (docs/product.md §4.2), and a typo must not end the session.
 */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong current passwords on /profile, like failed sign-ins (per account and per address). */
const PROFILE_REAUTH_FAILURES: RateLimitPolicy = {
  name: 'profile-reauth',
  windowMs: 5 * 60_000,
  perAccount: 10,
  perAddress: 30,
};

export interface SecurityContext {
  db: D1Database;
  address: string;
  edition: Edition;
  locale: Locale;
  origin: string;
}

const wrongPassword = () => new AppError(400, 'wrong_password', 'profile.security.errors.wrongPassword');
const invalidLink = () => new AppError(400, 'invalid_link', 'profile.security.errors.invalidLink');

export async function reauthenticate(ctx: SecurityContext, userId: string, password: string): Promise<UserRecord> {
  const user = await findUserById(ctx.db, userId);
  if (user?.status !== 'active') throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  // A Google-only account has no password to confirm with: say what to do, not "wrong password".
  if (!user.password) throw new AppError(409, 'password_not_set', 'profile.security.errors.passwordNotSet');
  const attempt = await reserveAttempt(ctx.db, PROFILE_REAUTH_FAILURES, user.email, ctx.address);
  if (!(await verifyPassword(password, user.password))) throw wrongPassword();
  await attempt.release();
  return user;
}

const recipient = (user: UserRecord, ctx: SecurityContext, email = user.email) => ({
  email,
  name: user.name,
  locale: ctx.locale,
  edition: ctx.edition.id,
});

/**
 * Sets a new password and ends every other session of the account and its calendar feed's URL in
 * one transaction; the session that made the change stays signed in. The owner is told by e-mail.
 */
export async function changePassword(
  ctx: SecurityContext,
  session: { userId: string; sessionId: string },
  input: PasswordChange,
): Promise<{ mailId: string; endedSessions: number }> {
  const user = await reauthenticate(ctx, session.userId, input.currentPassword);
  const hash = await hashPassword(input.password);
  const now = Date.now();
  const mail = queueMailStatement(ctx.db, renderProfileMail('passwordChanged', recipient(user, ctx), null), now);
  const [updated, ended] = await ctx.db.batch([
    setPasswordStatement(ctx.db, user.id, hash, now),
    ctx.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL')
      .bind(now, user.id, session.sessionId),
    // "Sign out everywhere" covers the private calendar feed: its URL is a credential too.
    endFeedStatement(ctx.db, user.id),
    mail.statement,
  ]);
  if (updated?.meta.changes !== 1) throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  return { mailId: mail.id, endedSessions: ended?.meta.changes ?? 0 };
}

/**
 * Starts an e-mail change: a confirmation link to the new address, a notice to the old one. The
 * sign-in address stays the old one until the link is used; a newer request voids older links.
 */
export async function requestEmailChange(
  ctx: SecurityContext,
  userId: string,
  input: EmailChange,
): Promise<{ pendingEmail: string; mailIds: string[] }> {
  const user = await reauthenticate(ctx, userId, input.password);
  if (input.email === user.email) throw new AppError(400, 'same_email', 'profile.security.errors.sameEmail');
  // A stale unverified registration of the address does not own it (docs/decisions/127).
  if ((await findUserByEmail(ctx.db, input.email)) && !(await isStaleRegistration(ctx.db, input.email)))
    throw new AppError(409, 'email_taken', 'profile.security.errors.emailTaken');
  // The new address is nobody's proven one yet: limited per account and per recipient, and its
  // mail carries nothing the account chose (no name: it greets the address itself).
  await limitUnprovenMail(ctx.db, EMAIL_CHANGE_MAIL, input.email, user.id);
  const token = randomToken();
  const now = Date.now();
  const link = `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/confirm-email')}?token=${token}`;
  const params = { newEmail: input.email, oldEmail: user.email };
  const confirm = queueMailStatement(
    ctx.db,
    renderProfileMail('emailChangeConfirm', { ...recipient(user, ctx, input.email), name: '' }, link, params),
    now,
  );
  const notice = queueMailStatement(
    ctx.db,
    renderProfileMail('emailChangeRequested', recipient(user, ctx), null, params),
    now,
  );
  await ctx.db.batch([
    cancelPendingStatement(ctx.db, user.id, now),
    insertRequestStatement(
      ctx.db,
      {
        tokenHash: await sha256(token),
        userId: user.id,
        oldEmail: user.email,
        newEmail: input.email,
        ttlMs: EMAIL_CHANGE_TTL_MS,
      },
      now,
    ),
    confirm.statement,
    notice.statement,
  ]);
  return { pendingEmail: input.email, mailIds: [confirm.id, notice.id] };
}

/** What a link would change, without using it (the confirmation page shows it before the click). */
export async function peekEmailChange(db: D1Database, token: string): Promise<{ newEmail: string } | null> {
  if (!token || token.length > 200) return null;
  const found = await findLiveRequest(db, await sha256(token));
  return found ? { newEmail: found.newEmail } : null;
}

/**
 * Uses a confirmation link: the account's address becomes the new one (and counts as verified,
 * the owner has just proved the mailbox). Once only; the old address gets a notice.
 */
export async function confirmEmailChange(
  ctx: Pick<SecurityContext, 'db' | 'edition' | 'locale'>,
  token: string,
): Promise<{ userId: string; email: string; mailId: string }> {
  const { db } = ctx;
  const hash = await sha256(token);
  const found = await findLiveRequest(db, hash);
  if (!found) throw invalidLink();
  const other = await findUserByEmail(db, found.newEmail);
  const now = Date.now();
  if (other && other.id !== found.userId && !(await isStaleRegistration(db, found.newEmail, now)))
    throw new AppError(409, 'email_taken', 'profile.security.errors.emailTaken');
  let results: D1Result[];
  try {
    results = await db.batch([
      markRequestUsedStatement(db, hash, now),
      // Before the address moves: a stale unverified registration of it is discarded (ADR 127).
      discardStaleRegistrationStatement(db, found.newEmail, now),
      // Only when this batch used the link, and only from the address the request was made for.
      db
        .prepare(
          `UPDATE users SET email = ?, email_verified_at = ?, updated_at = ? WHERE id = ? AND email = ? AND status = 'active'
           AND EXISTS (SELECT 1 FROM email_change_requests WHERE token_hash = ? AND used_at = ?)`,
        )
        .bind(found.newEmail, now, now, found.userId, found.oldEmail, hash, now),
      cancelPendingStatement(db, found.userId, now),
    ]);
  } catch {
    // UNIQUE(email): someone took the address between the check and the write; nothing changed.
    throw new AppError(409, 'email_taken', 'profile.security.errors.emailTaken');
  }
  if (results[0]?.meta.changes !== 1 || results[2]?.meta.changes !== 1) throw invalidLink();
  const user = await findUserById(db, found.userId);
  const mail = queueMailStatement(
    db,
    renderProfileMail(
      'emailChanged',
      {
        email: found.oldEmail,
        name: user?.name ?? '',
        locale: user?.locale ?? ctx.locale,
        edition: user?.edition ?? ctx.edition.id,
      },
      null,
      {
        newEmail: found.newEmail,
        oldEmail: found.oldEmail,
      },
    ),
    now,
  );
  await mail.statement.run();
  return { userId: found.userId, email: found.newEmail, mailId: mail.id };
}
