import { z } from 'zod';
import { isTimeZone, localToUtc } from '../../ui/shared/events/time';
import type { SessionUser } from '../../ui/shared/snapshot';
import { changedRow, findEvent } from '../data/events';
import { eventTagsStatement } from '../data/cache-versions';
import { clearPromotedStatement, concernedVolunteerIds, promoteStatement } from '../data/events-waitlist';
import { AppError, notFound } from '../lib/errors';
import { isOwner } from './event-owner';
import type { NotifyEnv } from './notify';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellPromoted, tellVolunteers, toMailEvent } from './volunteer-notices';

/**
 * Changes to an event after its review (docs/decisions/158-event-change-notices.md). The owning
 * organisation may change the number of places itself (more places promote the waitlist at once);
 * time and place change through support, so a manager applies them. Everyone signed up or waiting
 * is then told (live + mail) and calendars pick the change up (SEQUENCE rises).
 */
export const PublishedChangeSchema = z
  .object({
    capacity: z.number().int().min(1).max(10_000).optional(),
    startsAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      .optional(),
    endsAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      .optional(),
    timeZone: z.string().max(64).refine(isTimeZone).optional(),
    address: z.string().trim().min(1).max(300).optional(),
    city: z.string().trim().min(1).max(80).optional(),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0);
export type PublishedChange = z.infer<typeof PublishedChangeSchema>;

const invalid = () => new AppError(422, 'invalid', 'events.errors.invalid');

const hasSlots = async (db: D1Database, id: string) =>
  !!(await db.prepare('SELECT 1 AS x FROM charity_event_slots WHERE event_id = ? LIMIT 1').bind(id).first());

/** Applies the change; returns how many volunteers were told of a new time or place. */
export async function changePublishedEvent(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  user: SessionUser,
  id: string,
  change: PublishedChange,
  now = Date.now(),
): Promise<{ notified: number; promoted: number }> {
  const db = env.DB;
  const event = await findEvent(db, id);
  const manager = user.roles.includes('manager');
  if (!event || !(manager || isOwner(user, event))) notFound();
  const logistics = Object.keys(change).some((k) => k !== 'capacity');
  if (logistics && !manager) throw new AppError(403, 'changes_via_support', 'volunteers.errors.changesViaSupport');
  if (event.status !== 'published' || (event.startsAt ?? 0) <= now)
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  // An event with roles counts its places slot by slot (PATCH /:id/slots/:slotId, ADR 231).
  if (change.capacity !== undefined && (await hasSlots(db, id)))
    throw new AppError(409, 'places_per_slot', 'events.shifts.errors.placesPerSlot');
  const zone = change.timeZone ?? event.timeZone ?? 'UTC';
  const startsAt = change.startsAt ? localToUtc(change.startsAt, zone) : event.startsAt;
  const endsAt = change.endsAt ? localToUtc(change.endsAt, zone) : event.endsAt;
  if (startsAt === null || endsAt === null || endsAt <= startsAt || startsAt <= now) throw invalid();
  if ((change.lat === undefined) !== (change.lng === undefined)) throw invalid();
  const next = {
    capacity: change.capacity ?? event.capacity,
    startsAt,
    endsAt,
    timeZone: zone,
    address: change.address ?? event.address,
    city: change.city ?? event.city,
    lat: change.lat === undefined ? event.lat : change.lat,
    lng: change.lng === undefined ? event.lng : change.lng,
  };
  const moved =
    next.startsAt !== event.startsAt ||
    next.endsAt !== event.endsAt ||
    next.timeZone !== event.timeZone ||
    next.address !== event.address ||
    next.city !== event.city ||
    next.lat !== event.lat ||
    next.lng !== event.lng;
  // Fewer places than volunteers holding one is refused: nobody loses a place they hold.
  const [update, , promote] = await db.batch([
    db
      .prepare(
        `UPDATE charity_events AS e SET capacity = ?, starts_at = ?, ends_at = ?, time_zone = ?, address = ?, city = ?, lat = ?, lng = ?,
           updated_at = ?, ical_sequence = ical_sequence + ?
         WHERE e.id = ? AND e.status = 'published' AND e.starts_at > ? AND e.updated_at = ?
           AND (SELECT COUNT(*) FROM charity_event_signups s WHERE s.event_id = e.id AND s.status = 'active') <= ?
           AND NOT EXISTS (SELECT 1 FROM charity_event_slots sl WHERE sl.event_id = e.id AND (sl.starts_at < ? OR sl.ends_at > ?))`,
      )
      .bind(
        next.capacity,
        next.startsAt,
        next.endsAt,
        next.timeZone,
        next.address,
        next.city,
        next.lat,
        next.lng,
        now,
        moved ? 1 : 0,
        id,
        now,
        event.updatedAt,
        next.capacity,
        // A new time that would leave a slot outside the event is refused: its slots move first (ADR 231).
        next.startsAt,
        next.endsAt,
      ),
    // Its page, lists and point page show the places, time and address: new keys when it was saved.
    eventTagsStatement(db, id),
    promoteStatement(db, id, now),
    clearPromotedStatement(db, id),
  ]);
  if (!changedRow(update!)) {
    const fresh = await findEvent(db, id);
    if (
      fresh &&
      fresh.updatedAt === event.updatedAt &&
      fresh.status === 'published' &&
      (next.capacity ?? 0) < fresh.signedUp
    ) {
      throw new AppError(409, 'capacity_below_signed_up', 'volunteers.errors.capacityBelowSignedUp', {
        n: fresh.signedUp,
      });
    }
    const outside = await db
      .prepare('SELECT 1 AS x FROM charity_event_slots WHERE event_id = ? AND (starts_at < ? OR ends_at > ?) LIMIT 1')
      .bind(id, next.startsAt, next.endsAt)
      .first();
    if (outside) throw new AppError(409, 'slots_outside_event', 'events.shifts.errors.slotsOutsideEvent');
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  }
  const promoted = ((promote!.results ?? []) as { user_id: string }[]).map((r) => r.user_id);
  await tellPromoted(env, mail, id, promoted);
  let notified = 0;
  if (moved) {
    const concerned = await concernedVolunteerIds(db, id);
    const after = toMailEvent({ ...event, ...next });
    await tellVolunteers(env, mail, concerned, 'changed', after, {
      messageKey: 'notifications.messages.eventChanged',
      params: { title: event.title },
    });
    notified = concerned.length;
  }
  return { notified, promoted: promoted.length };
}
