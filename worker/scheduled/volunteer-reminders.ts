import { localToUtc, utcToLocal } from '../../ui/shared/events/time';
import { parseVars } from '../env';
import { queueMailUnlessClaimedStatement } from '../services/mail-outbox';
import {
  renderVolunteerMail,
  TEMPLATE_KIND,
  type MailEvent,
  type MailUser,
  type VolunteerTemplate,
} from '../services/volunteer-mail';
import { volunteerMailContext } from '../services/volunteer-notices';
import { claimStatement } from '../data/claims';
import type { ScheduledJob } from './job';

/**
 * Reminders in the event's own time zone (docs/decisions/156-event-reminders.md), every run of
 * the Cron Trigger:
 *  - the day before, from 10:00 to 22:00 local: "are you coming?" with signed confirm/cancel links;
 *  - on the day, from 07:00 local (or three hours before an earlier start) until the start: the
 *    address, a map link and the calendar file;
 *  - after the event, within three days of attendance being marked: thank you, with the points.
 * A run outside a window sends nothing for it (a late run still sends what is due, never what is
 * stale). Each mail is stored in one batch with its claim (worker/data/claims.ts) under a
 * key naming the kind, the event, the volunteer and the start time: a doubled trigger sends once,
 * a run that dies half-way loses nothing (neither row was written), and a moved event is reminded
 * again for its new date. Each run handles at most BATCH mails a kind; the rest go
 * on the next run, 15 minutes later.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const BATCH = 300;
const THANK_YOU_WINDOW_MS = 3 * DAY;

/** The instant of `hh:mm` local time `dayOffset` days from the local date of `instant` in `zone`. */
function localTimeOnDay(instant: number, zone: string, dayOffset: number, hhmm: string): number {
  const date = utcToLocal(instant, zone).slice(0, 10);
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + dayOffset * DAY).toISOString().slice(0, 10);
  return localToUtc(`${shifted}T${hhmm}`, zone) ?? instant;
}

/** [from, until) of each reminder for an event; exported for the unit tests. */
export function dayBeforeWindow(startsAt: number, zone: string): [number, number] {
  return [localTimeOnDay(startsAt, zone, -1, '10:00'), Math.min(localTimeOnDay(startsAt, zone, -1, '22:00'), startsAt)];
}
export function onTheDayWindow(startsAt: number, zone: string): [number, number] {
  return [Math.min(localTimeOnDay(startsAt, zone, 0, '07:00'), startsAt - 3 * HOUR), startsAt];
}

interface Row {
  event_id: string;
  edition: string;
  title: string;
  starts_at: number;
  ends_at: number;
  time_zone: string | null;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  reward_points: number | null;
  user_id: string;
  email: string;
  name: string;
  locale: string;
  attended_at: number | null;
  /** The slot held ('' for the whole event) and its role (ADR 221). */
  slot_id: string;
  role: string | null;
}

/**
 * One reminder per place held: in an event with roles, per slot, at the slot's own time (the key
 * names the slot); the whole event's key stays as it was. Thank-you mails stay one per event.
 */
const claimKey = (template: VolunteerTemplate, r: Row) =>
  `volunteer-mail:${TEMPLATE_KIND[template]}:${r.event_id}:${r.user_id}:${r.starts_at}${r.slot_id ? `:${r.slot_id}` : ''}`;
const CLAIM_SQL = (kind: string, perSlot: boolean) =>
  `'volunteer-mail:${kind}:' || s.event_id || ':' || s.user_id || ':' || ${perSlot ? START : 'e.starts_at'}${
    perSlot ? ` || CASE WHEN s.slot_id <> '' THEN ':' || s.slot_id ELSE '' END` : ''
  }`;
/** The start and end of the place held: the slot's, or the event's own. */
const START = 'COALESCE(sl.starts_at, e.starts_at)';
const END = 'COALESCE(sl.ends_at, e.ends_at)';

/**
 * Active sign-ups of events matching `eventWhere` (START and END name the place's times), not yet
 * mailed this kind, of users who take it; `perSlot`: a row per slot held, else per event.
 */
function candidates(
  db: D1Database,
  template: VolunteerTemplate,
  eventWhere: string,
  args: unknown[],
  extra = '',
  perSlot = true,
): D1PreparedStatement {
  const kind = TEMPLATE_KIND[template];
  const where = perSlot
    ? eventWhere.replaceAll('START', START).replaceAll('END', END)
    : eventWhere.replaceAll('START', 'e.starts_at').replaceAll('END', 'e.ends_at');
  const times = perSlot
    ? `${START} AS starts_at, ${END} AS ends_at, s.slot_id, r.name AS role`
    : `e.starts_at, e.ends_at, '' AS slot_id, NULL AS role`;
  return db
    .prepare(
      `SELECT e.id AS event_id, e.edition, e.title, ${times}, e.time_zone, e.address, e.city, e.lat, e.lng, e.reward_points,
              u.id AS user_id, u.email, u.name, u.locale, s.attended_at
       FROM charity_events e JOIN charity_event_signups s ON s.event_id = e.id AND s.status = 'active' JOIN users u ON u.id = s.user_id
         LEFT JOIN charity_event_slots sl ON sl.id = s.slot_id AND sl.event_id = e.id LEFT JOIN charity_event_roles r ON r.id = sl.role_id
       WHERE e.status = 'published' AND ${where} ${extra} AND u.status = 'active'
         AND NOT EXISTS (SELECT 1 FROM volunteer_mail_optouts o WHERE o.user_id = u.id AND o.kind = '${kind}')
         AND NOT EXISTS (SELECT 1 FROM scheduled_claims c WHERE c.key = ${CLAIM_SQL(kind, perSlot)})
       ORDER BY ${perSlot ? START : 'e.starts_at'} LIMIT ${BATCH}`,
    )
    .bind(...args);
}

const toMailEvent = (r: Row): MailEvent => ({
  id: r.event_id,
  edition: r.edition,
  // A slot's reminder: "event — role", the slot's time, and links acting on that slot.
  title: r.slot_id && r.role !== null ? `${r.title} — ${r.role}` : r.title,
  ...(r.slot_id ? { slotId: r.slot_id } : {}),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  timeZone: r.time_zone ?? 'UTC',
  address: r.address,
  city: r.city,
  lat: r.lat,
  lng: r.lng,
  rewardPoints: r.reward_points ?? 0,
  slotId: r.slot_id,
});
const toUser = (r: Row): MailUser => ({ id: r.user_id, email: r.email, name: r.name, locale: r.locale });

async function sendDue(
  env: Env,
  now: number,
  template: VolunteerTemplate,
  rows: Row[],
  due: (r: Row) => boolean,
): Promise<number> {
  const ctx = volunteerMailContext(parseVars(env), null, now);
  let sent = 0;
  for (const r of rows) {
    if (!due(r)) continue;
    const key = claimKey(template, r);
    const mail = await renderVolunteerMail(ctx, template, toUser(r), toMailEvent(r));
    // The mail only if unclaimed, then the claim: one transaction, so both or neither.
    const [queued] = await env.DB.batch([
      queueMailUnlessClaimedStatement(env.DB, mail, key, now),
      claimStatement(env.DB, key, new Date(now)),
    ]);
    if (queued!.meta.changes === 1) sent += 1;
  }
  return sent;
}

async function runVolunteerReminders(
  env: Env,
  now: Date,
): Promise<{ dayBefore: number; onTheDay: number; thankYou: number }> {
  const t = now.getTime();
  const db = env.DB;
  // Whatever the zone, the day-before window lies 38 h to 2 h before the start, the on-the-day
  // window within 17 h of it: only those events are read.
  const [before, day, thanks] = await db.batch<Row>([
    candidates(db, 'dayBefore', 'START > ? AND START <= ?', [t + 2 * HOUR, t + 38 * HOUR]),
    candidates(db, 'onTheDay', 'START > ? AND START <= ?', [t, t + 17 * HOUR]),
    candidates(
      db,
      'thankYou',
      'END <= ? AND END > ?',
      [t, t - 40 * DAY],
      `AND s.attended_at IS NOT NULL AND s.attended_at > ${t - THANK_YOU_WINDOW_MS}`,
      false,
    ),
  ]);
  const within = ([from, until]: [number, number]) => from <= t && t < until;
  return {
    dayBefore: await sendDue(env, t, 'dayBefore', before!.results, (r) =>
      within(dayBeforeWindow(r.starts_at, r.time_zone ?? 'UTC')),
    ),
    onTheDay: await sendDue(env, t, 'onTheDay', day!.results, (r) =>
      within(onTheDayWindow(r.starts_at, r.time_zone ?? 'UTC')),
    ),
    thankYou: await sendDue(
      env,
      t,
      'thankYou',
      thanks!.results,
      (r) =>
        r.attended_at !== null &&
        within([Math.max(r.ends_at, r.attended_at), Math.max(r.ends_at, r.attended_at) + THANK_YOU_WINDOW_MS]),
    ),
  };
}

export const volunteerReminders: ScheduledJob = {
  name: 'volunteer-reminders',
  run: async (env, now) => void (await runVolunteerReminders(env, now)),
};
