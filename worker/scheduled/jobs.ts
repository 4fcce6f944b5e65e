import { volunteerReminders } from './volunteer-reminders';
import { facilityReminders, reportDigest } from '../trust';
import { eventListing } from './event-listing';
import { retention } from './retention';
import { volunteerNoShows } from '../hours';
import type { ScheduledJob } from './job';

/** Every job the Cron Trigger runs, one line each (one file per job beside this one). */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  volunteerReminders,
  facilityReminders,
  reportDigest,
  eventListing,
  volunteerNoShows,
  retention,
];
