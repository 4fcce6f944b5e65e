/**
 * Content versions for the edge cache (docs/decisions/137-cache-invalidation-per-thing.md).
 * A cached page's key carries the versions of the things it shows, so a write simply makes new
 * keys for those pages and no others:
 * - per thing (`cache_tags`): 'p:<point>', 'e:<event>', 'a:<area cell>' and 'a:<cell>:m<material>'
 *   (finder and home around a place), 'l:points', 'l:events:<edition>' (lists not ordered by place).
 *   Point writes bump theirs in the same batch as the write (worker/data/finder-index.ts); event
 *   writes through the edge-cache middleware, which knows the event id from the path.
 * - wholesale (`cache_versions`: 'events', 'points'): rare writes that may change what many
 *   pages show (an organisation's name, a review console action, development tools).
 */
export type CacheScope = 'events' | 'points';

const MEMO_MS = 1000;
const MEMO_MAX = 4096;
/** tag → version and when it was read; wholesale scopes are stored as '*events' and '*points'. */
const memo = new Map<string, { at: number; version: number }>();

/**
 * The versions of these tags (and of both wholesale scopes), each read at most once a second per
 * isolate (a cache hit must not cost a D1 round trip every time). Writes in this isolate forget
 * the memo (forgetCacheVersions), so a writer sees its own change at once; other isolates within
 * a second. One statement for whatever is not in the memo.
 */
export async function tagVersions(db: D1Database | D1DatabaseSession, tags: readonly string[], now = Date.now()): Promise<number[]> {
  const wanted = ['*events', '*points', ...tags];
  const missing = wanted.filter((t) => {
    const m = memo.get(t);
    return !m || now - m.at >= MEMO_MS;
  });
  if (missing.length) {
    const plain = missing.filter((t) => !t.startsWith('*'));
    const [scopes, rows] = await db.batch([
      db.prepare('SELECT scope, version FROM cache_versions'),
      db.prepare(`SELECT tag, version FROM cache_tags WHERE tag IN (${plain.map(() => '?').join(', ') || "''"})`).bind(...plain),
    ]);
    for (const t of missing) memo.set(t, { at: now, version: 0 });
    for (const r of scopes!.results as { scope: string; version: number }[]) memo.set(`*${r.scope}`, { at: now, version: r.version });
    for (const r of rows!.results as { tag: string; version: number }[]) memo.set(r.tag, { at: now, version: r.version });
    for (const key of memo.keys()) {
      if (memo.size <= MEMO_MAX) break;
      memo.delete(key);
    }
  }
  return wanted.map((t) => memo.get(t)?.version ?? 0);
}

export function forgetCacheVersions(): void {
  memo.clear();
}

/** Wholesale: every page showing events or points gets a new key. One statement for all scopes. */
export async function bumpCacheVersions(db: D1Database | D1DatabaseSession, scopes: readonly CacheScope[]): Promise<void> {
  if (!scopes.length) return;
  await db.prepare(`UPDATE cache_versions SET version = version + 1 WHERE scope IN (${scopes.map(() => '?').join(', ')})`).bind(...scopes).run();
  forgetCacheVersions();
}

/** New keys for the pages that show these things (at most 100 tags: one statement). */
export async function bumpTags(db: D1Database | D1DatabaseSession, tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  await db
    .prepare(`INSERT INTO cache_tags (tag, version) VALUES ${tags.map(() => '(?, 1)').join(', ')} ON CONFLICT (tag) DO UPDATE SET version = version + 1`)
    .bind(...tags.slice(0, 100))
    .run();
  forgetCacheVersions();
}

/** An event's tags: its page, its edition's lists (and home), and the page of the point it is held at. */
export async function bumpEventTags(db: D1Database | D1DatabaseSession, eventId: string | null, edition: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cache_tags (tag, version)
       SELECT tag, 1 FROM (SELECT 'l:events:' || ?2 AS tag UNION SELECT 'e:' || ?1 WHERE ?1 IS NOT NULL
         UNION SELECT 'p:' || facility_id FROM charity_events WHERE id = ?1 AND facility_id IS NOT NULL) WHERE true
       ON CONFLICT (tag) DO UPDATE SET version = version + 1`,
    )
    .bind(eventId, edition)
    .run();
  forgetCacheVersions();
}
