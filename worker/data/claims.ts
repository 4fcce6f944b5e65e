/**
 * Exactly-once for scheduled work: a trigger may fire twice, late, or on two machines at once, so
 * every action a job takes (a mail, a notification, a state change) first claims a key naming it.
 * The first claim inserts the row and wins; every later one is a no-op. A job that claims, then
 * fails, leaves the action unclaimed only if it releases the key (see `releaseClaim`).
 */
export async function claimOnce(db: D1Database, key: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .prepare('INSERT OR IGNORE INTO scheduled_claims (key, claimed_at) VALUES (?, ?)')
    .bind(key, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

/**
 * The claim as a statement, for a batch that also writes the action's own row (a mail in the
 * outbox): the batch is one transaction, so either both are stored or neither is, and a crash
 * can neither lose the action (claimed, never done) nor repeat it. Put it after the action's
 * statement, which must itself be conditional on the key being unclaimed (see
 * `queueMailUnlessClaimedStatement` in worker/services/mail-outbox.ts).
 */
export function claimStatement(db: D1Database, key: string, now: Date = new Date()): D1PreparedStatement {
  return db
    .prepare('INSERT OR IGNORE INTO scheduled_claims (key, claimed_at) VALUES (?, ?)')
    .bind(key, now.toISOString());
}

/** Gives a claim back when its action could not be carried out, so the next run retries it. */
export async function releaseClaim(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM scheduled_claims WHERE key = ?').bind(key).run();
}
