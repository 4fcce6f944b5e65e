/**
 * Content versions for the edge cache (docs/decisions/080-edge-cache.md). A successful write
 * request bumps the numbers of the scopes it touches (the edge-cache middleware decides which from
 * the path, so handlers need not remember); a cached page's key carries the numbers it was
 * rendered with, so a write simply makes new keys.
 */
export type CacheScope = 'events' | 'points' | 'items';
export type CacheVersions = Record<CacheScope, number>;

const MEMO_MS = 1000;
let memo: { at: number; versions: CacheVersions } | null = null;

/**
 * The current versions, read at most once a second per isolate (a cache hit must not cost a D1
 * round trip). Writes in this isolate forget the memo (forgetCacheVersions), so a writer sees
 * its own change at once; other isolates within a second.
 */
export async function cacheVersions(db: D1Database | D1DatabaseSession, now = Date.now()): Promise<CacheVersions> {
  if (memo && now - memo.at < MEMO_MS) return memo.versions;
  const { results } = await db.prepare('SELECT scope, version FROM cache_versions').all<{ scope: string; version: number }>();
  const versions: CacheVersions = { events: 0, points: 0, items: 0 };
  for (const row of results) if (row.scope === 'events' || row.scope === 'points' || row.scope === 'items') versions[row.scope] = row.version;
  memo = { at: now, versions };
  return versions;
}

export function forgetCacheVersions(): void {
  memo = null;
}

/** One statement for all scopes a write touched. */
export async function bumpCacheVersions(db: D1Database | D1DatabaseSession, scopes: readonly CacheScope[]): Promise<void> {
  if (!scopes.length) return;
  await db.prepare(`UPDATE cache_versions SET version = version + 1 WHERE scope IN (${scopes.map(() => '?').join(', ')})`).bind(...scopes).run();
  forgetCacheVersions();
}
