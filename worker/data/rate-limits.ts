/**
 * Fixed-window counters in the rate_limits table (migrations/0001). One row per bucket and
 * window; old windows are swept now and then (docs/decisions/007-rate-limiting.md).
 */
export function windowStart(windowMs: number, now = Date.now()): number {
  return now - (now % windowMs);
}

/** Adds one hit to each bucket (one round trip) and returns the new counts in order. */
export async function addHits(
  db: D1Database,
  buckets: readonly string[],
  windowMs: number,
  now = Date.now(),
): Promise<number[]> {
  const start = windowStart(windowMs, now);
  const statements = buckets.map((bucket) =>
    db
      .prepare(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
      )
      .bind(bucket, start),
  );
  // About one write in a hundred also drops windows older than a day.
  if (Math.random() < 0.01)
    statements.push(db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - 86_400_000));
  const results = await db.batch<{ hits: number }>(statements);
  return buckets.map((_, i) => results[i]?.results[0]?.hits ?? 0);
}

/** Gives back one hit in each bucket of the window it was taken in (a reserved attempt that succeeded). */
export async function releaseHits(
  db: D1Database,
  buckets: readonly string[],
  windowMs: number,
  reservedAt: number,
): Promise<void> {
  const start = windowStart(windowMs, reservedAt);
  await db.batch(
    buckets.map((bucket) =>
      db
        .prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE bucket = ? AND window_start = ?')
        .bind(bucket, start),
    ),
  );
}
