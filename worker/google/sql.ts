/** Sign-in identities at external providers linked to accounts (migrations/0009). */
export type IdentityProvider = 'google';

export interface ExternalIdentity {
  provider: IdentityProvider;
  issuer: string;
  subject: string;
  email: string;
}

export interface LinkedIdentity extends ExternalIdentity {
  userId: string;
  createdAt: number;
}

interface Row {
  provider: IdentityProvider;
  issuer: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: number;
}
const toLinked = (r: Row): LinkedIdentity => ({
  provider: r.provider,
  issuer: r.issuer,
  subject: r.subject,
  userId: r.user_id,
  email: r.email,
  createdAt: r.created_at,
});

export async function findLinkedUserId(db: D1Database, issuer: string, subject: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT user_id FROM linked_identities WHERE issuer = ? AND subject = ?')
    .bind(issuer, subject)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export async function listLinkedIdentities(db: D1Database, userId: string): Promise<LinkedIdentity[]> {
  const { results } = await db
    .prepare('SELECT * FROM linked_identities WHERE user_id = ? ORDER BY created_at')
    .bind(userId)
    .all<Row>();
  return results.map(toLinked);
}

/** Links an identity; the primary key and UNIQUE(user_id, provider) make a second link of either side fail. */
export function linkIdentityStatement(
  db: D1Database,
  userId: string,
  identity: ExternalIdentity,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO linked_identities (provider, issuer, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(identity.provider, identity.issuer, identity.subject, userId, identity.email.toLowerCase(), now);
}

export function touchIdentityStatement(
  db: D1Database,
  issuer: string,
  subject: string,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare('UPDATE linked_identities SET last_used_at = ? WHERE issuer = ? AND subject = ?')
    .bind(now, issuer, subject);
}

export async function unlinkIdentity(db: D1Database, userId: string, provider: IdentityProvider): Promise<boolean> {
  const res = await db
    .prepare('DELETE FROM linked_identities WHERE user_id = ? AND provider = ?')
    .bind(userId, provider)
    .run();
  return res.meta.changes > 0;
}

export function rememberPendingLinkStatement(
  db: D1Database,
  identity: ExternalIdentity,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT OR REPLACE INTO pending_identity_links (email, provider, issuer, subject, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(identity.email.toLowerCase(), identity.provider, identity.issuer, identity.subject, now);
}

/** Was this very identity the one that asked for the (since approved) account with this address? */
export async function hasPendingLink(db: D1Database, identity: ExternalIdentity): Promise<boolean> {
  const row = await db
    .prepare(
      'SELECT 1 AS ok FROM pending_identity_links WHERE email = ? AND provider = ? AND issuer = ? AND subject = ?',
    )
    .bind(identity.email.toLowerCase(), identity.provider, identity.issuer, identity.subject)
    .first<{ ok: number }>();
  return !!row;
}

export function dropPendingLinkStatement(
  db: D1Database,
  email: string,
  provider: IdentityProvider,
): D1PreparedStatement {
  return db
    .prepare('DELETE FROM pending_identity_links WHERE email = ? AND provider = ?')
    .bind(email.toLowerCase(), provider);
}
