/**
 * No-shows (docs/decisions/225-no-shows-and-hours-corrections.md): once check-in has closed for a
 * slot (its end plus the code's 12 hours), every sign-up still active with neither attendance nor
 * an hours row gets a 'no_show' row. The insert does nothing over an existing row, so a trigger
 * that fires twice or late writes each no-show once; sign-ups ended more than 30 days ago are left
 * alone (attendance could still be marked by hand until then, ADR 159).
 */
import { noShowStatement, unmarkedSignUps } from './sql';
import { CODE_GRACE_MS } from './check-in-code';
import { localDateOf } from './check-in-time';
import type { ScheduledJob } from '../scheduled/job';

const PER_BATCH = 200;
const BATCHES_PER_RUN = 10;
const LOOK_BACK_MS = 30 * 24 * 3600_000;

async function run(env: Env, scheduled: Date): Promise<void> {
  // Never ahead of the clock: calling someone a no-show is never early.
  const now = Math.min(scheduled.getTime(), Date.now());
  for (let i = 0; i < BATCHES_PER_RUN; i++) {
    const due = await unmarkedSignUps(env.DB, now - LOOK_BACK_MS, now - CODE_GRACE_MS, PER_BATCH);
    if (!due.length) return;
    await env.DB.batch(due.map((t) => noShowStatement(env.DB, t, localDateOf(t.startsAt, t.timeZone), now)));
    if (due.length < PER_BATCH) return;
  }
}

export const volunteerNoShows: ScheduledJob = { name: 'volunteer-no-shows', run };
