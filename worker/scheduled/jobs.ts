import { volunteerReminders } from './volunteer-reminders';
import { facilityReminders } from './facility-reminders';
import { reportDigest } from './report-digest';
/** A piece of scheduled work: given the trigger's time, do what is due (claiming each action once). */
export interface ScheduledJob {
  name: string;
  run(env: Env, now: Date, ctx: ExecutionContext): Promise<void>;
}

/** Every job the Cron Trigger runs, one line each (one file per job beside this one). */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  volunteerReminders,
  facilityReminders,
  reportDigest,
];
