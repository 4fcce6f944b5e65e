import type { Context } from 'hono';
import type { AppEnv, Vars } from '../env';
import { findEvent } from '../data/events';
import { publicOrigin } from '../lib/public-origin';
import { queueMail } from './mail-outbox';
import { notifyMany, type NotifyEnv } from './notify';
import {
  renderVolunteerMail,
  TEMPLATE_KIND,
  type MailEvent,
  type MailUser,
  type VolunteerMailContext,
  type VolunteerTemplate,
} from './volunteer-mail';

/**
 * Telling volunteers something about their event: always a live notice (feed row + socket push),
 * and a mail unless they turned that kind of mail off in their profile.
 */
export interface LiveNotice {
  /** Under notifications.messages.* in every locale. */
  messageKey: string;
  params?: Record<string, string | number>;
}

/** Where scheduled work has no request: the development host on wrangler dev's port. */
const NO_REQUEST_URL = 'http://localhost:8787';

/** The mail context of a request: its variables and URL (links still use the edition's own origin). */
export const volunteerMailContextOf = (c: Context<AppEnv>) => volunteerMailContext(c.get('vars'), c.req.url);

export function volunteerMailContext(
  vars: Pick<Vars, 'ENVIRONMENT' | 'EDITION_HOSTS' | 'keys'>,
  requestUrl: string | null,
  now = Date.now(),
): VolunteerMailContext {
  return { keys: vars.keys, origin: (edition) => publicOrigin(vars, edition, requestUrl ?? NO_REQUEST_URL), now };
}

/** Active users among `userIds` who still take `template`'s kind of mail (90 ids a statement: D1 binds at most 100). */
async function mailRecipients(
  db: D1Database,
  userIds: readonly string[],
  template: VolunteerTemplate,
): Promise<MailUser[]> {
  const out: MailUser[] = [];
  for (let i = 0; i < userIds.length; i += 90) {
    const chunk = userIds.slice(i, i + 90);
    const { results } = await db
      .prepare(
        `SELECT u.id, u.email, u.name, u.locale FROM users u WHERE u.id IN (${chunk.map(() => '?').join(', ')}) AND u.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM volunteer_mail_optouts o WHERE o.user_id = u.id AND o.kind = ?)`,
      )
      .bind(...chunk, TEMPLATE_KIND[template])
      .all<MailUser>();
    out.push(...results);
  }
  return out;
}

export function toMailEvent(e: {
  id: string;
  edition: string;
  title: string;
  startsAt: number | null;
  endsAt: number | null;
  timeZone: string | null;
  address: string;
  city: string;
  lat: number | null;
  lng: number | null;
  rewardPoints: number | null;
  cancelReason?: string | null;
}): MailEvent {
  return {
    id: e.id,
    edition: e.edition,
    title: e.title,
    startsAt: e.startsAt ?? 0,
    endsAt: e.endsAt ?? 0,
    timeZone: e.timeZone ?? 'UTC',
    address: e.address,
    city: e.city,
    lat: e.lat,
    lng: e.lng,
    rewardPoints: e.rewardPoints ?? 0,
    cancelReason: e.cancelReason ?? null,
  };
}

/** Live notice to everyone, then a mail to each who takes it. Returns how many mails were queued. */
export async function tellVolunteers(
  env: NotifyEnv,
  ctx: VolunteerMailContext,
  userIds: readonly string[],
  template: VolunteerTemplate,
  event: MailEvent,
  live: LiveNotice,
): Promise<number> {
  if (userIds.length === 0) return 0;
  await notifyMany(env, userIds, {
    kind: 'event',
    messageKey: live.messageKey,
    params: live.params ?? {},
    link: `/charity-event/${event.id}`,
  });
  const recipients = await mailRecipients(env.DB, userIds, template);
  for (const user of recipients) await queueMail(env.DB, await renderVolunteerMail(ctx, template, user, event));
  return recipients.length;
}

/** Those promoted from the waitlist get the place: told live and by mail. */
export async function tellPromoted(
  env: NotifyEnv,
  ctx: VolunteerMailContext,
  eventId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const event = await findEvent(env.DB, eventId);
  if (!event) return;
  await tellVolunteers(env, ctx, userIds, 'promoted', toMailEvent(event), {
    messageKey: 'notifications.messages.waitlistPromoted',
    params: { title: event.title },
  });
}
