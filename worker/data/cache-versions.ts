/**
 * Content versions for the edge cache (docs/decisions/137-cache-invalidation-per-thing.md).
 * A cached page's key carries the versions of the things it shows, so a write simply makes new
 * keys for those pages and no others:
 * - per thing (`cache_tags`): 'p:<point>', 'e:<event>', 'a:<area cell>' and 'a:<cell>:m<material>'
 *   (finder and home around a place), 'l:points', 'l:events:<edition>' (lists not ordered by place).
 *   Every write that changes what a cached page shows names its tags in the same batch as the
 *   write, conditioned on the write having changed a row (IF_CHANGED below): points in
 *   worker/data/finder-index.ts, events, organisations, the item guide and point reports with
 *   the statements below (docs/decisions/195-cache-tags-per-write.md). No request path bumps.
 * - wholesale (`cache_versions`: 'events', 'points'): still in every key, bumped only by the
 *   seeding and import scripts (scripts/), never by a request.
 */

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
export async function tagVersions(
  db: D1Database | D1DatabaseSession,
  tags: readonly string[],
  now = Date.now(),
): Promise<number[]> {
  const wanted = ['*events', '*points', ...tags];
  const missing = wanted.filter((t) => {
    const m = memo.get(t);
    return !m || now - m.at >= MEMO_MS;
  });
  if (missing.length) {
    const plain = missing.filter((t) => !t.startsWith('*'));
    const [scopes, rows] = await db.batch([
      db.prepare('SELECT scope, version FROM cache_versions'),
      db
        .prepare(`SELECT tag, version FROM cache_tags WHERE tag IN (${plain.map(() => '?').join(', ') || "''"})`)
        .bind(...plain),
    ]);
    for (const t of missing) memo.set(t, { at: now, version: 0 });
    for (const r of scopes!.results as { scope: string; version: number }[])
      memo.set(`*${r.scope}`, { at: now, version: r.version });
    for (const r of rows!.results as { tag: string; version: number }[])
      memo.set(r.tag, { at: now, version: r.version });
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

/**
 * When a tag statement runs: an SQL condition on the batch it is part of. The default,
 * `changes() > 0`, holds when the statement just before it in the same batch changed a row
 * (SQLite counts the last completed INSERT, UPDATE or DELETE), so a refused or no-op write
 * bumps nothing (docs/decisions/195-cache-tags-per-write.md).
 */
export interface TagCondition {
  sql: string;
  args: unknown[];
}
const IF_CHANGED: TagCondition = { sql: 'changes() > 0', args: [] };

const UPSERT = 'ON CONFLICT (tag) DO UPDATE SET version = version + 1';
/** Event statuses a guest sees (worker/services/event-lifecycle.ts visibleEvent). */
const PUBLIC_EVENT = "status IN ('published', 'cancelled')";

/** New keys for the pages that show these things, when `when` holds. Bound after ?1 (the tags' JSON). */
export function tagsStatement(
  db: D1Database | D1DatabaseSession,
  tags: readonly string[],
  when: TagCondition = IF_CHANGED,
): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO cache_tags (tag, version) SELECT value, 1 FROM json_each(?1) WHERE ${when.sql} ${UPSERT}`)
    .bind(JSON.stringify(tags), ...when.args);
}

/**
 * An event a guest can see (published or cancelled): its page, its edition's lists (and home),
 * the page of the point it is held at. Nothing for a draft or an event in review: no cached page
 * shows it. Put it right after the event's write in the same batch; `when` binds after ?1.
 */
export function eventTagsStatement(
  db: D1Database | D1DatabaseSession,
  eventId: string,
  when: TagCondition = IF_CHANGED,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cache_tags (tag, version)
       SELECT tag, 1 FROM (SELECT 'e:' || id AS tag FROM charity_events WHERE id = ?1 AND ${PUBLIC_EVENT}
         UNION SELECT 'l:events:' || edition FROM charity_events WHERE id = ?1 AND ${PUBLIC_EVENT}
         UNION SELECT 'p:' || facility_id FROM charity_events WHERE id = ?1 AND ${PUBLIC_EVENT} AND facility_id IS NOT NULL)
       WHERE ${when.sql} ${UPSERT}`,
    )
    .bind(eventId, ...when.args);
}

/**
 * What shows an organisation's name or contacts: the pages and lists of its public events and
 * the pages of its points. `when` binds after ?1.
 */
export function organisationTagsStatement(
  db: D1Database | D1DatabaseSession,
  orgId: string,
  when: TagCondition = IF_CHANGED,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cache_tags (tag, version)
       SELECT tag, 1 FROM (SELECT 'e:' || id AS tag FROM charity_events WHERE org_id = ?1 AND ${PUBLIC_EVENT}
         UNION SELECT 'l:events:' || edition FROM charity_events WHERE org_id = ?1 AND ${PUBLIC_EVENT}
         UNION SELECT 'p:' || id FROM facilities WHERE org_id = ?1)
       WHERE ${when.sql} ${UPSERT}`,
    )
    .bind(orgId, ...when.args);
}
