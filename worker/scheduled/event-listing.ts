/**
 * Events leave the public list when they end (ADR 175, migration 0035): `listed` goes to 0 for
 * every listed event whose end has passed, and the cities left without a listed event drop out of
 * the filter. Idempotent, so a trigger that fires twice or late changes nothing more; bounded per
 * statement (a batch of ENDED_PER_BATCH events, a few batches a run). Until it runs the list still
 * hides an ended event by its end time: the sweep only keeps the rows a page reads few.
 */
import type { ScheduledJob } from './job';

const ENDED_PER_BATCH = 500;
const BATCHES_PER_RUN = 20;

/** Unlists up to one batch of ended events; how many it unlisted. */
async function unlistEndedEvents(db: D1Database, now: number): Promise<number> {
  const res = await db
    .prepare(
      `UPDATE charity_events SET listed = 0 WHERE id IN (SELECT id FROM charity_events WHERE listed = 1 AND ends_at <= ? LIMIT ?)`,
    )
    .bind(now, ENDED_PER_BATCH)
    .run();
  return res.meta.changes ?? 0;
}

async function run(env: Env, scheduled: Date): Promise<void> {
  // The later of the trigger's time and the clock: a late trigger sweeps up to now.
  const now = Math.max(scheduled.getTime(), Date.now());
  for (let i = 0; i < BATCHES_PER_RUN; i++) {
    if ((await unlistEndedEvents(env.DB, now)) < ENDED_PER_BATCH) break;
  }
  await env.DB.prepare('DELETE FROM event_cities WHERE n <= 0').run();
}

export const eventListing: ScheduledJob = { name: 'event-listing', run };
