import type { Edition, Locale } from '../../../editions/types';
import { localizedPath } from '../../../ui/shared/locale-negotiation';
import { peekToken, tokenStatement, markTokenUsedStatement } from '../../data/tokens';
import { findUserByEmail } from '../../data/users';
import { hashPassword } from '../../lib/password';
import { REGISTRATION_MAIL, limitUnprovenMail } from '../rate-limit';
import { queueMailStatement } from '../mail-outbox';
import { renderMail } from '../mail-templates';
import { RECOVERY_REQUESTS, clientAddressLimit } from './limits';
import { invalidLink } from './verification';

/** The account (bound as the next parameter) has not been proven yet. */
const PENDING = `EXISTS (SELECT 1 FROM users WHERE id = ? AND status = 'pending')`;

/** Reset links stay valid for one hour. */
const RECOVERY_TTL_MS = 60 * 60 * 1000;

/**
 * GET /api/recovery/ (docs/product.md §7): `{ success: true }` and a reset link by e-mail when the account
 * exists, `{ success: false }` when it does not (docs/product.md §8 shows 'E-mail not found' for that).
 * The link always points at the request's own origin: a caller-supplied `origin` is only
 * accepted when it is that origin, so nobody can mail a reset token to a foreign site.
 */
export async function requestRecovery(
  ctx: { db: D1Database; edition: Edition; locale: Locale; origin: string; address: string },
  email: string,
): Promise<{ success: boolean; mailId?: string }> {
  await clientAddressLimit(ctx.db, RECOVERY_REQUESTS, email, ctx.address);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'disabled') return { success: false };
  const token = await tokenStatement(ctx.db, { userId: user.id, purpose: 'recovery', ttlMs: RECOVERY_TTL_MS });
  const link = `${ctx.origin}${localizedPath(ctx.edition, ctx.locale, '/recovery')}?token=${token.token}`;
  // An unverified account's address is nobody's proven one: counted with registrations' mail, no name.
  const proven = user.emailVerifiedAt !== null;
  if (!proven) await limitUnprovenMail(ctx.db, REGISTRATION_MAIL, user.email);
  const mail = queueMailStatement(
    ctx.db,
    renderMail(
      'recovery',
      { email: user.email, name: proven ? user.name : '', locale: ctx.locale, edition: ctx.edition.id },
      link,
    ),
  );
  await ctx.db.batch([token.statement, mail.statement]);
  return { success: true, mailId: mail.id };
}

/**
 * Sets a new password from a reset link: uses the token up, ends every session and the calendar
 * feed's URL of the account and, since the owner has just proved the mailbox, activates an
 * account still pending.
 */
export async function completeRecovery(db: D1Database, token: string, password: string): Promise<{ userId: string }> {
  const found = await peekToken(db, token, 'recovery');
  if (!found) throw invalidLink();
  const hash = await hashPassword(password);
  const now = Date.now();
  // Every later statement only acts if this batch is the one that used the token (a racing
  // second use changes nothing).
  const ifUsedNow = (stmt: string) =>
    `${stmt} AND EXISTS (SELECT 1 FROM one_time_tokens WHERE token_hash = ? AND used_at = ?)`;
  const [used, updated] = await db.batch([
    markTokenUsedStatement(db, found.hash, now),
    db
      .prepare(
        ifUsedNow(
          `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, password_algorithm = ?, updated_at = ? WHERE id = ? AND status != 'disabled'`,
        ),
      )
      .bind(hash.hash, hash.salt, hash.iterations, hash.algorithm, now, found.userId, found.hash, now),
    db
      .prepare(ifUsedNow('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL'))
      .bind(now, found.userId, found.hash, now),
    // The calendar feed's URL is a credential too: a new password gives a new one (the page makes it).
    db.prepare(ifUsedNow('DELETE FROM charity_event_feeds WHERE user_id = ?')).bind(found.userId, found.hash, now),
    // An account still pending was never proven until now (docs/decisions/127): nothing set before
    // this proof survives — other single-use links, e-mail changes and, on a self-registration,
    // the registrant's name (the owner gets the address's local part and can change it).
    db
      .prepare(ifUsedNow(`DELETE FROM one_time_tokens WHERE user_id = ? AND token_hash != ? AND ${PENDING}`))
      .bind(found.userId, found.hash, found.userId, found.hash, now),
    db
      .prepare(ifUsedNow(`DELETE FROM email_change_requests WHERE user_id = ? AND ${PENDING}`))
      .bind(found.userId, found.userId, found.hash, now),
    db
      .prepare(
        ifUsedNow(
          `UPDATE users SET name = substr(email, 1, instr(email, '@') - 1) WHERE id = ? AND status = 'pending' AND org_id IS NULL`,
        ),
      )
      .bind(found.userId, found.hash, now),
    db
      .prepare(
        ifUsedNow(
          `UPDATE users SET status = 'active', email_verified_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
        ),
      )
      .bind(now, now, found.userId, found.hash, now),
  ]);
  if (used?.meta.changes !== 1 || updated?.meta.changes !== 1) throw invalidLink();
  // The owner proved the mailbox: a sign-in lock-out on the account ends here (docs/decisions/045).
  await db
    .prepare(`DELETE FROM rate_limits WHERE bucket = 'signin:acct:' || (SELECT lower(email) FROM users WHERE id = ?)`)
    .bind(found.userId)
    .run();
  return { userId: found.userId };
}
