import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  EVENT_CATEGORIES,
  EVENTS_PAGE_SIZE,
  displayStatus,
  placesLeft,
  type CharityEvent,
} from '../../ui/shared/events/model';
import { validationMessage } from '../../ui/shared/events/form-limits';
import { eventFormSchema, missingFields, toEventFields } from '../../ui/shared/events/schema';
import { allowedActions } from '../../ui/shared/events/status';
import type { SessionUser } from '../../ui/shared/snapshot';
import type { AppEnv } from '../env';
import { setCover } from '../data/events';
import { loadPublicEventsPage } from '../data/events-list';
import { feedTokenFor, resetFeedToken, userForFeedToken } from '../data/events-feeds';
import { findSignUp, listVolunteerEvents, listVolunteers } from '../data/events-signups';
import { checkImage, deleteImage, putImage } from '../data/media';
import { requireRole } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { calendarEvent, feedEvents, heldSlotEvents, lastSignUpChange } from '../data/ical-events';
import { icsFileName } from '../services/ical';
import { calendarResponse, toIcalEvent } from '../services/ical-feed';
import {
  IncompleteEventError,
  cancelEvent,
  createEvent,
  deleteEvent,
  loadOwnEvent,
  loadVisibleEvent,
  saveEvent,
  sendToReview,
} from '../services/event-lifecycle';
import { isOwner } from '../services/event-owner';
import { cancelSignUp, markAttendance, signUpForEvent } from '../services/event-signup';
import { waitlistPosition } from '../data/events-waitlist';
import { orgEventsWithCounts } from '../data/events-roster';
import { volunteerMailContextOf } from '../services/volunteer-notices';
import { EVENT_API } from '../lib/api-paths';
import { readJson } from '../lib/read-json';

/** Charity event calls (docs/api/charity-events.md), mounted at EVENT_API (/api/web/v1/charity-event). */
export const eventApi = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;
/** The edition's public origin (ADR 100), never the request's host. */
const origin = (c: Ctx) => c.get('edition').siteUrl;
/** Mail to volunteers: signed links, every edition's public origin (ADR 156). */
const mailContext = (c: Ctx) => volunteerMailContextOf(c);

/** 422 with a localized message per field, so forms can show them beside the inputs. */
function fieldErrors(c: Ctx, code: string, messageKey: string, fields: Record<string, string>) {
  const { t } = c.get('i18n');
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, validationMessage(t, v)]));
  return c.json({ error: { code, message: t(messageKey), fields: localized } }, 422);
}

async function parseFields(c: Ctx) {
  const parsed = eventFormSchema.safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
    return { response: fieldErrors(c, 'invalid', 'events.errors.invalid', fields) } as const;
  }
  return { fields: toEventFields(parsed.data) } as const;
}

/** What a viewer gets: the event, derived facts and the actions they may take. */
async function eventView(db: D1Database, event: CharityEvent, user: SessionUser | null | undefined, now = Date.now()) {
  const owner = isOwner(user, event);
  const [signUp, position] = user
    ? await Promise.all([findSignUp(db, event.id, user.id), waitlistPosition(db, event.id, user.id)])
    : [null, null];
  return {
    event: owner ? event : { ...event, contactEmail: event.contactEmail, reviewComment: null, authorId: undefined },
    displayStatus: displayStatus(event, now),
    placesLeft: placesLeft(event),
    owner,
    actions: owner ? allowedActions(event, now) : [],
    missing: owner ? missingFields(event, now) : {},
    signedUp: signUp?.status === 'active',
    attended: !!signUp?.attendedAt,
    waiting: position !== null,
    waitlistPosition: position,
  };
}

const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  city: z.string().trim().max(80).optional().catch(undefined),
  category: z.enum(EVENT_CATEGORIES).optional().catch(undefined),
});

// ---- Public list ----
eventApi.get('/', async (c) => {
  const q = ListQuery.parse(c.req.query());
  const edition = c.get('edition').id;
  // One round trip.
  const { items, total, capped, cities } = await loadPublicEventsPage(
    c.env.DB,
    { edition, city: q.city || undefined, category: q.category, page: q.page, pageSize: EVENTS_PAGE_SIZE },
    false,
  );
  return c.json({
    items,
    total,
    capped,
    page: q.page,
    pageSize: EVENTS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)),
    cities,
    categories: EVENT_CATEGORIES,
  });
});

// ---- The organiser's events ----
eventApi.get('/own', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  if (!user.orgId) return c.json({ items: [] });
  const now = Date.now();
  const items = (await orgEventsWithCounts(c.env.DB, user.orgId)).map((e) => ({
    ...e,
    displayStatus: displayStatus(e, now),
    actions: allowedActions(e, now),
  }));
  return c.json({ items });
});

// ---- The volunteer's events and iCal feed ----
eventApi.get('/my', async (c) => {
  const user = requireRole(c, 'user');
  return c.json({
    items: await listVolunteerEvents(c.env.DB, user.id),
    feedUrl: `${origin(c)}${EVENT_API}/feed/${await feedTokenFor(c.env.DB, user.id)}.ics`,
  });
});
eventApi.post('/feed/reset', async (c) => {
  const user = requireRole(c, 'user');
  return c.json({ feedUrl: `${origin(c)}${EVENT_API}/feed/${await resetFeedToken(c.env.DB, user.id)}.ics` });
});
eventApi.get('/feed/:file', async (c) => {
  const token = c.req.param('file').replace(/\.ics$/, '');
  const userId = await userForFeedToken(c.env.DB, token);
  if (!userId) notFound();
  // Calendars (ADR 104): stable UIDs, real LAST-MODIFIED, SEQUENCE, ETag / Last-Modified with 304.
  const [rows, signUpChange] = await Promise.all([feedEvents(c.env.DB, userId), lastSignUpChange(c.env.DB, userId)]);
  const events = rows.map((e) => toIcalEvent(c, e));
  const name = c.get('i18n').t('events.ical.feedName', { brand: c.get('edition').brand });
  return calendarResponse(c, { name, events, lastModified: signUpChange }, null);
});

// ---- Create, read, save, delete ----
eventApi.post('/', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const parsed = await parseFields(c);
  if ('response' in parsed) return parsed.response;
  const id = await createEvent(c.env.DB, user, c.get('edition').id, parsed.fields);
  return c.json({ id }, 201);
});

eventApi.get('/:id', async (c) => {
  const user = c.get('sessionUser');
  const event = await loadVisibleEvent(c.env.DB, c.req.param('id'), user);
  return c.json(await eventView(c.env.DB, event, user));
});

eventApi.get('/:id/event.ics', async (c) => {
  const user = c.get('sessionUser');
  const event = await loadVisibleEvent(c.env.DB, c.req.param('id'), user);
  const row = await calendarEvent(c.env.DB, event.id);
  if (!row) notFound();
  // A volunteer holding slots of an event with roles gets one entry per slot (ADR 230).
  const slots = user ? await heldSlotEvents(c.env.DB, event.id, user.id) : [];
  const rows = slots.length ? slots : [row];
  const lastModified = Math.max(...rows.map((r) => Math.max(r.updatedAt, r.listedAt)));
  return calendarResponse(
    c,
    { name: c.get('edition').brand, events: rows.map((r) => toIcalEvent(c, r)), lastModified },
    icsFileName(event.title),
  );
});

eventApi.put('/:id', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const parsed = await parseFields(c);
  if ('response' in parsed) return parsed.response;
  await saveEvent(c.env.DB, user, c.req.param('id'), parsed.fields);
  return c.json({ ok: true });
});

eventApi.delete('/:id', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const slug = await deleteEvent(c.env.DB, c.env.MEDIA, user, c.req.param('id'));
  return c.json({ ok: true, slug });
});

// ---- Status changes ----
eventApi.post('/:id/send-to-review', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  try {
    await sendToReview(c.env.DB, user, c.req.param('id'));
  } catch (error) {
    if (error instanceof IncompleteEventError)
      return fieldErrors(c, error.code, error.messageKey, error.fields as Record<string, string>);
    throw error;
  }
  return c.json({ ok: true, status: 'checking' });
});

eventApi.post('/:id/cancel', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const body = z
    .object({ reason: z.string().trim().max(500).optional() })
    .safeParse(c.req.header('content-type')?.includes('json') ? await readJson(c, 'events.errors.invalidJson') : {});
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  const notified = await cancelEvent(c.env, mailContext(c), user, c.req.param('id'), body.data.reason || null);
  return c.json({ ok: true, status: 'cancelled', notified });
});

// ---- Cover image (raw body or multipart `file`) ----
eventApi.put('/:id/cover', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, c.req.param('id'), user);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > 6 * 1024 * 1024) throw new AppError(413, 'image_too_large', 'events.errors.imageTooLarge');
  let bytes: Uint8Array;
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const file = (await c.req.formData()).get('file');
    if (!file || typeof file === 'string') throw new AppError(422, 'image_missing', 'events.errors.imageInvalid');
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  }
  const check = checkImage(bytes);
  if (!check.ok) {
    if (check.reason === 'too_large') throw new AppError(413, 'image_too_large', 'events.errors.imageTooLarge');
    throw new AppError(422, 'image_invalid', 'events.errors.imageInvalid');
  }
  const key = `events/${event.id}/${crypto.randomUUID()}.${check.ext}`;
  await putImage(c.env.MEDIA, key, bytes, check.type);
  const previous = await setCover(c.env.DB, event.id, event.orgId, key);
  if (previous === false) {
    await deleteImage(c.env.MEDIA, key);
    throw new AppError(409, 'event_locked', 'events.errors.locked');
  }
  if (previous) await deleteImage(c.env.MEDIA, previous);
  return c.json({ ok: true, coverUrl: `/media/${key}` });
});

// ---- Volunteers ----
// Both answer with the places left after the change, read back from the database: a cancellation
// may have given the place to the first in line, so the page must not count on its own.
const placesNow = async (db: D1Database, id: string, user: SessionUser) =>
  placesLeft(await loadVisibleEvent(db, id, user));
eventApi.post('/:id/signup', async (c) => {
  const user = requireRole(c, 'user');
  const result = await signUpForEvent(c.env.DB, user, c.req.param('id'));
  return c.json({ ok: true, ...result, placesLeft: await placesNow(c.env.DB, c.req.param('id'), user) });
});
eventApi.delete('/:id/signup', async (c) => {
  const user = requireRole(c, 'user');
  const left = await cancelSignUp(c.env, mailContext(c), user, c.req.param('id'));
  return c.json({
    ok: true,
    signedUp: false,
    waiting: false,
    left,
    placesLeft: await placesNow(c.env.DB, c.req.param('id'), user),
  });
});

eventApi.get('/:id/volunteers', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, c.req.param('id'), user);
  return c.json({ items: await listVolunteers(c.env.DB, event.id) });
});

eventApi.post('/:id/attendance', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const body = z
    .object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(500) })
    .safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  return c.json({ ok: true, ...(await markAttendance(c.env, user, c.req.param('id'), body.data.userIds)) });
});
