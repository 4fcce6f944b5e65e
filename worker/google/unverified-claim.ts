import type { UserRecord } from '../data/users';

/**
 * An unverified registration owns nothing (docs/decisions/120-unverified-registrations-own-nothing.md).
 * Anyone can register any address with a password of their own; until the mailbox's owner uses
 * the verification link, that row proves nothing. When a provider-verified identity (Google)
 * claims the address, the registrant's row must not survive into the owner's account: no
 * password, name, session or single-use link of theirs.
 *
 * Two kinds of pending account exist:
 *  - a self-registration waiting for its verification link (no organisation): discarded, and the
 *    identity goes through registration as if the address were free;
 *  - a corporate account a manager approved (it has an organisation, no password yet): kept (a
 *    manager vetted its organisation), but scrubbed before the provider activates it.
 */
export function isUnverifiedRegistration(user: Pick<UserRecord, 'status' | 'orgId'>): boolean {
  return user.status === 'pending' && user.orgId === null;
}

/**
 * Deletes the unverified self-registration of an address (its sessions, roles and single-use
 * links go with it: ON DELETE CASCADE). Conditional, so an account verified meanwhile stays.
 */
export function discardUnverifiedStatement(db: D1Database, email: string): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM users WHERE email = ? AND status = 'pending' AND org_id IS NULL`)
    .bind(email.trim().toLowerCase());
}

/**
 * Before a pending account is activated by a provider: whatever anyone set on it before the
 * address was proven goes. No password, no session, no verification or recovery link, no
 * e-mail change in flight. Each statement only touches a row still pending.
 */
export function scrubPendingStatements(db: D1Database, userId: string, now = Date.now()): D1PreparedStatement[] {
  const pending = `EXISTS (SELECT 1 FROM users WHERE id = ? AND status = 'pending')`;
  return [
    db
      .prepare(
        `UPDATE users SET password_hash = NULL, password_salt = NULL, password_iterations = NULL, password_algorithm = NULL, updated_at = ? WHERE id = ? AND status = 'pending'`,
      )
      .bind(now, userId),
    db
      .prepare(`UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND ${pending}`)
      .bind(now, userId, userId),
    db.prepare(`DELETE FROM one_time_tokens WHERE user_id = ? AND used_at IS NULL AND ${pending}`).bind(userId, userId),
    db.prepare(`DELETE FROM email_change_requests WHERE user_id = ? AND ${pending}`).bind(userId, userId),
  ];
}
