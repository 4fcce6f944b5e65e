import { eventSlug, type CharityEvent, type EventFields } from '../../ui/shared/events/model';
import { INCOMPLETE_MESSAGE_KEY, missingFields } from '../../ui/shared/events/schema';
import { can } from '../../ui/shared/events/status';
import type { SessionUser } from '../../ui/shared/snapshot';
import { concernedVolunteerIds } from '../data/events-waitlist';
import {
  deleteEventWithTombstone,
  findEvent,
  insertEvent,
  isAcceptedFacilityOfOrg,
  transitEvent,
  updateEventFields,
} from '../data/events';
import { deleteImage } from '../data/media';
import { AppError, notFound } from '../lib/errors';
import type { NotifyEnv } from './notify';
import type { VolunteerMailContext } from './volunteer-mail';
import { tellVolunteers, toMailEvent } from './volunteer-notices';

import { isOwner } from './event-owner';

/**
 * An event the viewer may see: owners and managers see all; others published and cancelled ones
 * (a cancelled event stays reachable: calendars and shared links point at it, and its page says
 * it is cancelled, ADR 104).
 */
export function visibleEvent(event: CharityEvent | null, viewer: SessionUser | null | undefined): CharityEvent {
  if (!event) notFound();
  if (
    event.status === 'published' ||
    event.status === 'cancelled' ||
    isOwner(viewer, event) ||
    viewer?.roles.includes('manager')
  )
    return event;
  notFound();
}

/** visibleEvent on a fresh read (the event page reads its rows in one batch instead). */
export async function loadVisibleEvent(
  db: D1Database,
  id: string,
  viewer: SessionUser | null | undefined,
): Promise<CharityEvent> {
  return visibleEvent(await findEvent(db, id), viewer);
}

/** The event for an owner's action; others get the same 404 as for a missing event. */
export async function loadOwnEvent(db: D1Database, id: string, user: SessionUser): Promise<CharityEvent> {
  const event = await findEvent(db, id);
  if (!event || !isOwner(user, event)) notFound();
  return event;
}

function requireOrg(user: SessionUser): string {
  if (!user.orgId) throw new AppError(403, 'forbidden', 'events.errors.noOrganisation');
  return user.orgId;
}

async function checkFacility(db: D1Database, fields: EventFields, orgId: string) {
  if (fields.facilityId && !(await isAcceptedFacilityOfOrg(db, fields.facilityId, orgId))) {
    throw new AppError(422, 'facility_invalid', 'events.errors.facilityInvalid');
  }
}

export async function createEvent(
  db: D1Database,
  user: SessionUser,
  edition: string,
  fields: EventFields,
  now = Date.now(),
): Promise<string> {
  const orgId = requireOrg(user);
  await checkFacility(db, fields, orgId);
  return insertEvent(db, { orgId, authorId: user.id, edition, fields }, now);
}

export async function saveEvent(
  db: D1Database,
  user: SessionUser,
  id: string,
  fields: EventFields,
  now = Date.now(),
): Promise<void> {
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'saveDraft', now)) throw new AppError(409, 'event_locked', 'events.errors.locked');
  await checkFacility(db, fields, event.orgId);
  if (!(await updateEventFields(db, id, event.orgId, fields, now)))
    throw new AppError(409, 'event_locked', 'events.errors.locked');
}

export class IncompleteEventError extends AppError {
  constructor(readonly fields: Partial<Record<keyof EventFields, string>>) {
    super(422, 'event_incomplete', INCOMPLETE_MESSAGE_KEY);
  }
}

/** docs/product.md §4.6: only a complete event goes to review; afterwards changes go through support. */
export async function sendToReview(db: D1Database, user: SessionUser, id: string, now = Date.now()): Promise<void> {
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'sendToReview', now)) throw new AppError(409, 'event_locked', 'events.errors.locked');
  const missing = missingFields(event, now);
  if (Object.keys(missing).length > 0) throw new IncompleteEventError(missing);
  const ok = await transitEvent(
    db,
    { id, from: ['draft', 'declined'], to: 'checking', orgId: event.orgId, extra: { submitted_at: now } },
    now,
  );
  if (!ok) throw new AppError(409, 'event_locked', 'events.errors.locked');
}

/** Cancels a published event that has not ended and tells everyone signed up or waiting (ADR 158). */
export async function cancelEvent(
  env: NotifyEnv,
  mail: VolunteerMailContext,
  user: SessionUser,
  id: string,
  reason: string | null,
  now = Date.now(),
): Promise<number> {
  const db = env.DB;
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'cancel', now)) throw new AppError(409, 'event_not_cancellable', 'events.errors.notCancellable');
  const ok = await transitEvent(
    db,
    {
      id,
      from: ['published'],
      to: 'cancelled',
      orgId: event.orgId,
      extra: { cancelled_at: now, cancel_reason: reason },
      where: 'ends_at > ?',
      whereArgs: [now],
    },
    now,
  );
  if (!ok) throw new AppError(409, 'event_not_cancellable', 'events.errors.notCancellable');
  const volunteers = await concernedVolunteerIds(db, id);
  await tellVolunteers(env, mail, volunteers, 'cancelled', toMailEvent({ ...event, cancelReason: reason }), {
    messageKey: 'notifications.messages.eventCancelled',
    params: { title: event.title, reason: reason ?? '' },
  });
  return volunteers.length;
}

/** Deletes a draft (or declined) event; the tombstone keeps its URL answering. */
export async function deleteEvent(
  db: D1Database,
  media: R2Bucket | undefined,
  user: SessionUser,
  id: string,
  now = Date.now(),
): Promise<string> {
  const event = await loadOwnEvent(db, id, user);
  if (!can(event, 'delete', now)) throw new AppError(409, 'event_not_deletable', 'events.errors.notDeletable');
  const slug = eventSlug(event.title);
  const { deleted, coverKey } = await deleteEventWithTombstone(db, id, event.orgId, slug, user.id, now);
  if (!deleted) throw new AppError(409, 'event_not_deletable', 'events.errors.notDeletable');
  if (coverKey && media) await deleteImage(media, coverKey);
  return slug;
}
