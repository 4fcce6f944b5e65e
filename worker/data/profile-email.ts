/**
 * Pending e-mail changes (email_change_requests, migrations/0008_profile.sql). Only the SHA-256
 * of a link's token is stored; the helpers for hashing and random tokens are the accounts issue's.
 */
export interface EmailChangeRequest {
  tokenHash: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  expiresAt: number;
}

/** A newer request voids the older ones of the same user (only the last link works). */
export function cancelPendingStatement(db: D1Database, userId: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE email_change_requests SET cancelled_at = ? WHERE user_id = ? AND used_at IS NULL AND cancelled_at IS NULL',
    )
    .bind(now, userId);
}

export function insertRequestStatement(
  db: D1Database,
  r: Omit<EmailChangeRequest, 'expiresAt'> & { ttlMs: number },
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO email_change_requests (token_hash, user_id, old_email, new_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(r.tokenHash, r.userId, r.oldEmail, r.newEmail, now, now + r.ttlMs);
}

/** A live request (unused, not cancelled, unexpired), or null. */
export async function findLiveRequest(
  db: D1Database,
  tokenHash: string,
  now = Date.now(),
): Promise<EmailChangeRequest | null> {
  const row = await db
    .prepare(
      `SELECT token_hash, user_id, old_email, new_email, expires_at FROM email_change_requests
       WHERE token_hash = ? AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > ?`,
    )
    .bind(tokenHash, now)
    .first<{ token_hash: string; user_id: string; old_email: string; new_email: string; expires_at: number }>();
  return row
    ? {
        tokenHash: row.token_hash,
        userId: row.user_id,
        oldEmail: row.old_email,
        newEmail: row.new_email,
        expiresAt: row.expires_at,
      }
    : null;
}

/** The user's pending change, for the profile page ("waiting for confirmation of …"). */
export async function pendingEmailFor(db: D1Database, userId: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT new_email FROM email_change_requests WHERE user_id = ? AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(userId, now)
    .first<{ new_email: string }>();
  return row?.new_email ?? null;
}

/** Marks a request used, once: run it first in the batch and check its `changes`. */
export function markRequestUsedStatement(db: D1Database, tokenHash: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE email_change_requests SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > ?',
    )
    .bind(now, tokenHash, now);
}

export async function cancelPending(db: D1Database, userId: string): Promise<void> {
  await cancelPendingStatement(db, userId).run();
}
