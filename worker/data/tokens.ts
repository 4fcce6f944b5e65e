import { base64url } from '../lib/jwt';

/** Purposes of single-use links. */
export type TokenPurpose = 'verify' | 'recovery' | 'google-merge' | 'delete-account' | 'guardian-consent';

export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The same as a statement for a batch. */
export async function tokenStatement(
  db: D1Database,
  t: { userId: string; purpose: TokenPurpose; ttlMs: number },
  now = Date.now(),
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = randomToken();
  const statement = db
    .prepare(
      'INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(await sha256(token), t.purpose, t.userId, now, now + t.ttlMs);
  return { token, statement };
}

/** The user a live, unused token belongs to, or null. Does not use it up (see markTokenUsedStatement). */
export async function peekToken(
  db: D1Database,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ userId: string; hash: string } | null> {
  const hash = await sha256(token);
  const row = await db
    .prepare(
      'SELECT user_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
    )
    .bind(hash, purpose, now)
    .first<{ user_id: string }>();
  return row ? { userId: row.user_id, hash } : null;
}

/** The user of a token that was already used (at any age), or null: tells a reused link from a bad one. */
export async function usedTokenOwner(db: D1Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  const row = await db
    .prepare('SELECT user_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NOT NULL')
    .bind(await sha256(token), purpose)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/** Marks a token used, once: run it first in a batch and check its `changes`. */
export function markTokenUsedStatement(db: D1Database, hash: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .bind(now, hash, now);
}
