import { USER_SELECT, toUserRecord, type UserRecord } from './users';

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export async function createSession(
  db: D1Database,
  s: { userId: string; expiresAt: number; userAgent: string | null },
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?)')
    .bind(id, s.userId, now, s.expiresAt, s.userAgent?.slice(0, 300) ?? null)
    .run();
  return id;
}

/**
 * A live session with its active user in one read: null when the session is unknown, revoked,
 * past its absolute end, or its user is not active.
 */
export async function findLiveSessionUser(
  db: D1Database,
  sessionId: string,
  userId: string,
  now = Date.now(),
): Promise<{ session: SessionRecord; user: UserRecord; unread: number } | null> {
  const row = await db
    .prepare(
      `SELECT s.id AS s_id, s.created_at AS s_created_at, s.expires_at AS s_expires_at,
         (SELECT COUNT(*) FROM notifications n WHERE n.user_id = s.user_id AND n.read_at IS NULL) AS s_unread, x.*
       FROM sessions s JOIN (${USER_SELECT}) x ON x.id = s.user_id
       WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND x.status = 'active'`,
    )
    .bind(sessionId, userId, now)
    .first<Record<string, unknown>>();
  if (!row) return null;
  const user = toUserRecord(row as unknown as Parameters<typeof toUserRecord>[0]);
  return {
    session: {
      id: row.s_id as string,
      userId: user.id,
      createdAt: row.s_created_at as number,
      expiresAt: row.s_expires_at as number,
      revokedAt: null,
    },
    user,
    // The bell's badge comes with the session read, so a signed-in page needs no extra round trip.
    unread: Number(row.s_unread ?? 0),
  };
}

export async function touchSession(db: D1Database, sessionId: string, now = Date.now()): Promise<boolean> {
  const res = await db
    .prepare('UPDATE sessions SET refreshed_at = ? WHERE id = ? AND revoked_at IS NULL AND expires_at > ?')
    .bind(now, sessionId, now)
    .run();
  return res.meta.changes === 1;
}

export async function revokeSession(db: D1Database, sessionId: string, now = Date.now()): Promise<void> {
  await db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').bind(now, sessionId).run();
}

/** Is the session unrevoked, unexpired, and its user active? (the hub's ticket check). */
export async function sessionIsLive(
  db: D1Database,
  sessionId: string,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.status = 'active'`,
    )
    .bind(sessionId, userId, now)
    .first<{ ok: number }>();
  return row !== null;
}
