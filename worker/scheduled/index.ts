import { SCHEDULED_JOBS } from './jobs';

/**
 * The Worker's `scheduled` handler (Cron Triggers in wrangler.toml). One trigger runs every job;
 * each job decides from `now` what is due and claims every action it takes (./claims.ts), so a
 * trigger that fires twice or late does each thing once. A job's failure is logged and does not
 * stop the others; the next run retries whatever was not claimed.
 */
export async function runScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const results = await Promise.allSettled(SCHEDULED_JOBS.map((job) => job.run(env, now, ctx)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`scheduled job ${SCHEDULED_JOBS[i]!.name} failed`, result.reason);
  });
}
