import { devToolsEnabled, parseVars } from '../env';
import type { ScheduledJob } from './job';
import { SCHEDULED_JOBS } from './jobs';
import { recordRuns } from './last-runs';

/**
 * The Worker's `scheduled` handler (Cron Triggers in wrangler.toml). One trigger runs every job;
 * each job decides from `now` what is due and claims every action it takes (./claims.ts), so a
 * trigger that fires twice or late does each thing once. A job's failure is logged and does not
 * stop the others; the next run retries whatever was not claimed.
 */
export async function runScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  await runJobs(SCHEDULED_JOBS, env, new Date(controller.scheduledTime), ctx);
}

/**
 * Runs `jobs` side by side as one trigger does; also the dev page's "run now" (worker/routes/dev-cron.ts).
 * In development and tests each job's outcome is kept for that page (ADR 201); production keeps none.
 */
export async function runJobs(
  jobs: readonly ScheduledJob[],
  env: Env,
  now: Date,
  ctx: ExecutionContext,
): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => job.run(env, now, ctx)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`scheduled job ${jobs[i]!.name} failed`, result.reason);
  });
  if (devToolsEnabled(parseVars(env)))
    await recordRuns(
      env.KV,
      jobs.map((job, i) => ({ name: job.name, result: results[i]! })),
      now,
    );
}
