import { z } from 'zod';
import { localToUtc } from '../../ui/shared/events/time';
import type { SessionUser } from '../../ui/shared/snapshot';
import { eventTagsStatement } from '../data/cache-versions';
import { findEvent } from '../data/events';
import { loadEventShifts } from '../data/event-shifts';
import { clearSlotPromotedStatement, promoteSlotStatement } from '../data/events-slot-waitlist';
import { AppError, notFound } from '../lib/errors';
import { isOwner } from './event-owner';
import type { NotifyEnv } from './notify';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellPromoted, tellVolunteers, toMailEvent } from './volunteer-notices';

/**
 * A slot of a published event changed after people signed up (docs/decisions/231-slot-changes.md):
 * its places (the owning organisation; never fewer than those holding one), its time (through
 * support, as the event's own time, ADR 158). Those holding or waiting for the slot are told live
 * and by mail with a link to leave it; its calendar entry's SEQUENCE rises.
 */
const LocalTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
export const SlotChangeSchema = z
  .object({
    capacity: z.number().int().min(1).max(1000).optional(),
    startsAt: LocalTime.optional(),
    endsAt: LocalTime.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0);
export type SlotChange = z.infer<typeof SlotChangeSchema>;

const invalid = () => new AppError(422, 'invalid', 'events.errors.invalid');

/** Those holding or waiting for the slot keep no other slot of the event overlapping its new time. */
const NO_NEW_OVERLAP = `NOT EXISTS (
  SELECT 1 FROM charity_event_slots o
  WHERE o.event_id = sl.event_id AND o.id <> sl.id AND o.starts_at < ?4 AND ?3 < o.ends_at
    AND EXISTS (
      SELECT 1 FROM (SELECT user_id FROM charity_event_signups WHERE slot_id = sl.id AND status = 'active'
                     UNION SELECT user_id FROM charity_event_waitlist WHERE slot_id = sl.id) p
      WHERE EXISTS (SELECT 1 FROM charity_event_signups h WHERE h.slot_id = o.id AND h.user_id = p.user_id AND h.status = 'active')
         OR EXISTS (SELECT 1 FROM charity_event_waitlist q WHERE q.slot_id = o.id AND q.user_id = p.user_id)))`;

export async function changePublishedSlot(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  user: SessionUser,
  id: string,
  slotId: string,
  change: SlotChange,
  now = Date.now(),
): Promise<{ notified: number; promoted: number }> {
  const db = env.DB;
  const event = await findEvent(db, id);
  const manager = user.roles.includes('manager');
  if (!event || !(manager || isOwner(user, event))) notFound();
  if ((change.startsAt || change.endsAt) && !manager)
    throw new AppError(403, 'changes_via_support', 'volunteers.errors.changesViaSupport');
  const { roles, slots } = await loadEventShifts(db, id);
  const slot = slots.find((s) => s.id === slotId);
  if (!slot) throw new AppError(404, 'slot_not_found', 'events.shifts.errors.slotNotFound');
  if (event.status !== 'published' || slot.startsAt <= now)
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  const zone = event.timeZone ?? 'UTC';
  const startsAt = change.startsAt ? localToUtc(change.startsAt, zone) : slot.startsAt;
  const endsAt = change.endsAt ? localToUtc(change.endsAt, zone) : slot.endsAt;
  if (startsAt === null || endsAt === null || endsAt <= startsAt || startsAt <= now) throw invalid();
  if (startsAt < (event.startsAt ?? 0) || endsAt > (event.endsAt ?? 0))
    throw new AppError(422, 'outside_event', 'events.shifts.validation.outsideEvent');
  const capacity = change.capacity ?? slot.capacity;
  const moved = startsAt !== slot.startsAt || endsAt !== slot.endsAt;
  // One batch: the slot (only while open, never under its sign-ups, never overlapping another slot
  // of someone in it), the event's capacity as the slots' sum, the slot's line moved into new places.
  const [update, , , promote] = await db.batch([
    db
      .prepare(
        `UPDATE charity_event_slots AS sl SET starts_at = ?3, ends_at = ?4, capacity = ?5, ical_sequence = ical_sequence + ?6
         WHERE sl.id = ?1 AND sl.event_id = ?2 AND sl.starts_at > ?7 AND sl.starts_at = ?8 AND sl.ends_at = ?9
           AND EXISTS (SELECT 1 FROM charity_events e WHERE e.id = sl.event_id AND e.status = 'published')
           AND (SELECT COUNT(*) FROM charity_event_signups s WHERE s.slot_id = sl.id AND s.status = 'active') <= ?5
           AND ${NO_NEW_OVERLAP}`,
      )
      .bind(slotId, id, startsAt, endsAt, capacity, moved ? 1 : 0, now, slot.startsAt, slot.endsAt),
    db
      .prepare(
        `UPDATE charity_events SET capacity = (SELECT SUM(capacity) FROM charity_event_slots WHERE event_id = ?1) WHERE id = ?1`,
      )
      .bind(id),
    eventTagsStatement(db, id),
    promoteSlotStatement(db, slotId, now),
    clearSlotPromotedStatement(db, slotId),
  ]);
  if (update!.meta.changes !== 1) {
    const fresh = (await loadEventShifts(db, id)).slots.find((s) => s.id === slotId);
    if (fresh && fresh.startsAt === slot.startsAt && fresh.endsAt === slot.endsAt && capacity < fresh.signedUp)
      throw new AppError(409, 'capacity_below_signed_up', 'volunteers.errors.capacityBelowSignedUp', {
        n: fresh.signedUp,
      });
    if (fresh && fresh.startsAt === slot.startsAt && fresh.endsAt === slot.endsAt && moved)
      throw new AppError(409, 'slot_overlap', 'events.shifts.errors.overlapForPeople');
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  }
  const promoted = ((promote!.results ?? []) as { user_id: string }[]).map((r) => r.user_id);
  await tellPromoted(env, mail, id, promoted);
  if (!moved) return { notified: 0, promoted: promoted.length };
  const { results } = await db
    .prepare(
      `SELECT user_id FROM charity_event_signups WHERE slot_id = ?1 AND status = 'active'
       UNION SELECT user_id FROM charity_event_waitlist WHERE slot_id = ?1`,
    )
    .bind(slotId)
    .all<{ user_id: string }>();
  const concerned = results.map((r) => r.user_id);
  const role = roles.find((r) => r.id === slot.roleId)?.name ?? '';
  // The mail tells the slot's new time under "event — role", with a link to leave the slot.
  const after = { ...toMailEvent({ ...event, startsAt, endsAt }), title: `${event.title} — ${role}`, slotId };
  await tellVolunteers(env, mail, concerned, 'changed', after, {
    messageKey: 'notifications.messages.slotChanged',
    params: { title: event.title, role },
  });
  return { notified: concerned.length, promoted: promoted.length };
}
