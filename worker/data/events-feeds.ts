/** Personal iCal feed tokens (charity_event_feeds): a random secret per volunteer, replaceable. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function feedTokenFor(db: D1Database, userId: string, now = Date.now()): Promise<string> {
  await db
    .prepare(
      'INSERT INTO charity_event_feeds (user_id, token, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING',
    )
    .bind(userId, randomToken(), now)
    .run();
  const row = await db
    .prepare('SELECT token FROM charity_event_feeds WHERE user_id = ?')
    .bind(userId)
    .first<{ token: string }>();
  return row!.token;
}

export async function resetFeedToken(db: D1Database, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db
    .prepare(
      'INSERT INTO charity_event_feeds (user_id, token, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at',
    )
    .bind(userId, token, now)
    .run();
  return token;
}

/** Ends the feed's URL (a password change, "sign out everywhere"); the next page view makes a new one. */
export function endFeedStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM charity_event_feeds WHERE user_id = ?').bind(userId);
}

export async function userForFeedToken(db: D1Database, token: string): Promise<string | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const row = await db
    .prepare('SELECT user_id FROM charity_event_feeds WHERE token = ?')
    .bind(token)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}
