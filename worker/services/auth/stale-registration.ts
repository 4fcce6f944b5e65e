/**
 * An unverified self-registration older than its verification link (docs/decisions/127): nobody
 * proved the mailbox, and now nobody can. Such a row owns nothing and blocks nothing — a new
 * registration, a corporate request or an e-mail change to the address replaces it (its password,
 * name, sessions, roles and single-use links go with it by ON DELETE CASCADE).
 */

/** Verification links stay valid for two days; an unverified row older than that is stale. */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

const STALE = `email = ? AND status = 'pending' AND org_id IS NULL AND created_at < ?`;

export async function isStaleRegistration(db: D1Database, email: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM users WHERE ${STALE}`)
    .bind(email.trim().toLowerCase(), now - VERIFY_TTL_MS)
    .first<{ ok: number }>();
  return row !== null;
}

/** Run first in the batch that takes the address over: deletes the row only while it is still stale. */
export function discardStaleRegistrationStatement(
  db: D1Database,
  email: string,
  now = Date.now(),
): D1PreparedStatement {
  return db.prepare(`DELETE FROM users WHERE ${STALE}`).bind(email.trim().toLowerCase(), now - VERIFY_TTL_MS);
}
