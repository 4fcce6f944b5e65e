import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EVENTS_PAGE_SIZE, displayStatus, placesLeft, type CharityEvent } from '../../ui/shared/events/model';
import { dateWindow } from '../../ui/shared/events/date-window';
import { readEventListFilters } from '../../ui/shared/events/list-filters';
import { missingFields } from '../../ui/shared/events/schema';
import { allowedActions } from '../../ui/shared/events/status';
import { defaultTimeZone, EDITION_TIME_ZONES } from '../../editions/time-zones';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { formatPhone } from '../../ui/shared/phone-format';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { listLinkableFacilities, loadEventPageRows } from '../data/events';
import { loadPublicEventsPage } from '../data/events-list';
import { feedTokenFor, resetFeedToken } from '../data/events-feeds';
import { listVolunteerEvents, listVolunteers } from '../data/events-signups';
import { mailOptOuts, optOutStatement, orgEventsWithCounts } from '../data/events-roster';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { ownEditionUrl } from '../lib/public-origin';
import { cancelSignUp, signUpForEvent } from '../services/event-signup';
import { MAIL_KINDS } from '../services/volunteer-links';
import { renderPage } from '../render/render-page';
import EventCardGrid from '../../ui/pages/charity-events/EventCardGrid';
import { isOwner } from '../services/event-owner';
import { loadOwnEvent, visibleEvent } from '../services/event-lifecycle';
import { EVENT_API } from '../lib/api-paths';
import { readFormBody } from '../lib/read-json';
import { parse as parseForm } from '@conform-to/react';
import {
  editShiftsForm,
  shiftsFormFromStored,
  shiftsFormOf,
  type ShiftsFormValue,
} from '../../ui/shared/events/shifts';
import { loadEventShifts, shiftStatements, shiftsOf } from '../data/event-shifts';
import { slotLines, stillNeededLines } from '../../ui/shared/events/slot-lines';
import {
  ShiftFieldsError,
  cancelSlotSignUp,
  parseShifts,
  saveEventShifts,
  signUpForSlot,
} from '../services/event-shifts';
import { volunteerMailContextOf as mailContext } from '../services/volunteer-notices';

/**
 * Event pages with their loaders (the rows live in ui/shared/routes.ts; mounted before the
 * generic page handlers so these answer first). Data shapes: the page components' props (ui/pages/charity-events/, ui/pages/profile-events/).
 */
export const eventPages = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;

const to = (c: Ctx, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);

const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

eventPages.get(tablePath('/charity-events'), async (c) => {
  // The filters with the form's own schema (ui/shared/events/list-filters.ts): a refused field
  // is dropped (the list shows all) and its message rendered on that field.
  const { errors, ...filters } = readEventListFilters(c.req.query());
  const q = {
    ...PageQuery.parse(c.req.query()),
    city: filters.city || undefined,
    category: filters.category || undefined,
  };
  const edition = c.get('edition').id;
  const now = Date.now();
  // Days on the edition's main wall clock (its first offered zone).
  const window = dateWindow(filters, now, defaultTimeZone(edition));
  const filtered = !!(q.city || q.category || window.start !== null || window.end !== null);
  // One round trip for the whole page.
  const { cities, all, ...list } = await loadPublicEventsPage(
    c.env.DB,
    { edition, city: q.city || undefined, category: q.category, window, page: q.page, pageSize: EVENTS_PAGE_SIZE },
    filtered,
    now,
  );
  // Nothing published at all: the dedicated empty page (docs/product.md §2.1). A filter with no match stays here.
  if ((filtered ? all : list.total) === 0) return c.redirect(to(c, '/charity-events/no-charity-events'), 302);
  const { total, capped } = list;
  // An event with roles says which of its slots still need people, in its own zone.
  const items = list.items.map((event) => {
    const slots = list.slots.get(event.id);
    if (!slots) return event;
    return { ...event, stillNeeded: stillNeededLines(c.get('i18n'), c.get('locale'), event.timeZone, slots) };
  });
  return renderPage(c, {
    ...route('charityEvents'),
    serverPart: <EventCardGrid items={items} resetHref={to(c, '/charity-events')} />,
    data: {
      total,
      capped,
      page: q.page,
      pageCount: Math.max(1, Math.ceil(list.total / EVENTS_PAGE_SIZE)),
      cities,
      city: q.city ?? '',
      category: q.category ?? '',
      when: filters.when,
      from: filters.from,
      to: filters.to,
      errors,
    },
  });
});

eventPages.get(tablePath('/charity-events/no-charity-events'), (c) =>
  renderPage(c, { ...route('charityEventsEmpty') }),
);

eventPages.get(tablePath('/charity-event/:id'), async (c) => {
  const id = c.req.param('id');
  const done = c.req.query('signup');
  return renderEventPage(c, id, { notice: done === 'joined' || done === 'cancelled' ? done : null });
});

/**
 * Sign-up and cancellation as forms that post: they work without JavaScript; the
 * browser with JavaScript calls the API instead. Success redirects back (post/redirect/get); a
 * refusal renders the page with the localized reason and the refusal's status.
 */
const SignUpForm = z.union([
  z.object({ intent: z.enum(['signup', 'cancel']) }),
  // A slot of an event with roles (ADR 221).
  z.object({ intent: z.enum(['slot-signup', 'slot-cancel']), slotId: z.string().min(1).max(64) }),
]);
eventPages.post(tablePath('/charity-event/:id'), async (c) => {
  const id = c.req.param('id');
  const form = SignUpForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!form.success) throw new AppError(400, 'invalid_form', 'events.errors.invalid');
  try {
    const user = requireRole(c, 'user');
    const f = form.data;
    if (f.intent === 'signup') await signUpForEvent(c.env.DB, user, id);
    else if (f.intent === 'cancel') await cancelSignUp(c.env, mailContext(c), user, id);
    else if (f.intent === 'slot-signup' && 'slotId' in f) await signUpForSlot(c.env.DB, user, id, f.slotId);
    else if ('slotId' in f) await cancelSlotSignUp(c.env, mailContext(c), user, id, f.slotId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    // A guest is sent to sign in first, then back to the event.
    if (error.status === 401)
      return c.redirect(`${to(c, '/login')}?next=${encodeURIComponent(to(c, `/charity-event/${id}`))}`, 303);
    const message = c.get('i18n').t(error.messageKey, error.params);
    return renderEventPage(c, id, { error: message }, error.status as 403 | 404 | 409 | 422);
  }
  return c.redirect(
    `${to(c, `/charity-event/${id}`)}?signup=${form.data.intent.endsWith('signup') ? 'joined' : 'cancelled'}`,
    303,
  );
});

async function renderEventPage(
  c: Ctx,
  id: string,
  extra: { notice?: 'joined' | 'cancelled' | null; error?: string },
  status: 200 | 403 | 404 | 409 | 422 = 200,
) {
  const user = c.get('sessionUser');
  // The event, its tombstone and the viewer's sign-up in one round trip.
  const rows = await loadEventPageRows(c.env.DB, id, user?.id ?? null, shiftStatements(c.env.DB, id, user?.id ?? null));
  if (!rows.event && rows.tomb)
    return c.redirect(to(c, `/charity-event-deleted/${encodeURIComponent(rows.tomb.slug)}`), 301);
  const event = visibleEvent(rows.event, user);
  const elsewhere = c.req.method === 'GET' ? ownEditionUrl(c, event.edition, `/charity-event/${event.id}`) : null;
  if (elsewhere) return c.redirect(elsewhere, 301);
  const now = Date.now();
  const signUp = rows.signUp;
  const url = new URL(c.req.url);
  return renderPage(c, {
    ...route('charityEvent'),
    status,
    data: {
      event: publicFields(event, isOwner(user, event)),
      displayStatus: displayStatus(event, now),
      placesLeft: placesLeft(event),
      owner: isOwner(user, event),
      signedUp: signUp?.status === 'active',
      attended: !!signUp?.attendedAt,
      waiting: rows.waitlistPosition !== null,
      waitlistPosition: rows.waitlistPosition,
      icsUrl: `${EVENT_API}/${event.id}/event.ics`,
      pageUrl: `${c.get('edition').siteUrl}${url.pathname}`,
      signUpNotice: extra.notice ?? null,
      signUpError: extra.error ?? null,
      slots: slotLines(c.get('i18n'), c.get('locale'), event.timeZone ?? 'UTC', shiftsOf(rows.extra), now),
    },
  });
}

eventPages.get(tablePath('/charity-event-deleted/:name'), (c) =>
  renderPage(c, { ...route('charityEventDeleted'), data: { name: c.req.param('name') } }),
);

eventPages.get(tablePath('/profile/charity-events'), async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const now = Date.now();
  const events = user.orgId ? await orgEventsWithCounts(c.env.DB, user.orgId) : [];
  return renderPage(c, {
    ...route('profileCharityEvents'),
    data: {
      items: events.map((e) => ({ ...e, displayStatus: displayStatus(e, now), actions: allowedActions(e, now) })),
      hasOrg: !!user.orgId,
    },
  });
});

eventPages.get(tablePath('/profile/create-charity-event'), async (c) => {
  requireRole(c, 'charityEventsCreator');
  return renderPage(c, { ...route('profileCreateCharityEvent'), data: await editorData(c, null) });
});

/** The editor of an event; `shifts` carries the roles form as posted (with its errors) when re-rendered. */
async function renderEditor(
  c: Ctx,
  id: string,
  shifts?: { value: ShiftsFormValue; errors: Record<string, string> },
  status: 200 | 422 = 200,
) {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, id, user);
  const now = Date.now();
  const actions = allowedActions(event, now);
  const volunteers =
    event.status === 'published' || event.status === 'cancelled' ? await listVolunteers(c.env.DB, event.id) : [];
  return renderPage(c, {
    ...route('profileEditCharityEvent'),
    status,
    data: {
      ...(await editorData(c, event)),
      displayStatus: displayStatus(event, now),
      actions,
      missing: missingFields(event, now),
      volunteers,
      shifts: shifts?.value ?? shiftsFormFromStored(await loadEventShifts(c.env.DB, id), event.timeZone),
      shiftErrors: shifts?.errors ?? {},
    },
  });
}

eventPages.get(tablePath('/profile/edit-charity-event/:id'), (c) => renderEditor(c, c.req.param('id')));

/**
 * The roles form (ui/components/events/ShiftsEditor.tsx) posts here, with or without JavaScript:
 * "add"/"remove" render the form again edited, "save" stores it (303 back) or renders its errors.
 */
eventPages.post(tablePath('/profile/edit-charity-event/:id'), async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const id = c.req.param('id');
  const form = await c.req.formData().catch(() => null);
  if (!form) throw new AppError(400, 'invalid_form', 'events.errors.invalid');
  const intent = String(form.get('intent') ?? '');
  const payload = parseForm(form, { resolve: (value) => ({ value }) }).payload;
  const value = shiftsFormOf(payload);
  if (intent !== 'save-shifts') {
    const edited = editShiftsForm(value, intent);
    if (!edited) throw new AppError(400, 'invalid_form', 'events.errors.invalid');
    return renderEditor(c, id, { value: edited, errors: {} });
  }
  try {
    await saveEventShifts(c.env.DB, user, id, parseShifts(payload));
  } catch (error) {
    if (!(error instanceof ShiftFieldsError)) throw error;
    return renderEditor(c, id, { value, errors: error.details(c.get('i18n')).fields }, 422);
  }
  return c.redirect(`${to(c, `/profile/edit-charity-event/${id}`)}?saved=1`, 303);
});

eventPages.get(tablePath('/profile/my-charity-events'), async (c) => {
  const user = requireRole(c, 'user');
  const [items, token, off] = await Promise.all([
    listVolunteerEvents(c.env.DB, user.id),
    feedTokenFor(c.env.DB, user.id),
    mailOptOuts(c.env.DB, user.id),
  ]);
  return renderPage(c, {
    ...route('profileMyCharityEvents'),
    data: {
      items,
      feedUrl: `${c.get('edition').siteUrl}${EVENT_API}/feed/${token}.ics`,
      mailOff: off,
      mailSaved: c.req.query('mail') === 'saved',
      feedReset: c.req.query('feed') === 'reset',
    },
  });
});

/**
 * The mail preferences posted as a form (without JavaScript; the script saves each change through
 * PUT /api/web/v1/profile/volunteer-mail): every kind is set, a ticked box meaning "send it".
 * Post/redirect/get back to the page with a localized "saved".
 */
const Ticked = z.literal('on').optional();
const MailPrefsForm = z
  .object({
    intent: z.literal('mail-prefs'),
    day_before: Ticked,
    on_the_day: Ticked,
    thank_you: Ticked,
    updates: Ticked,
  })
  .strict();
/** "Reset my calendar link" without JavaScript (the script posts to EVENT_API/feed/reset): the old URL stops working. */
const ResetFeedForm = z.object({ intent: z.literal('reset-feed') }).strict();
eventPages.post(tablePath('/profile/my-charity-events'), async (c) => {
  const user = requireRole(c, 'user');
  const body = await readFormBody(c);
  if (ResetFeedForm.safeParse(body).success) {
    await resetFeedToken(c.env.DB, user.id);
    return c.redirect(`${to(c, '/profile/my-charity-events')}?feed=reset`, 303);
  }
  const form = MailPrefsForm.safeParse(body);
  if (!form.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  await c.env.DB.batch(MAIL_KINDS.map((kind) => optOutStatement(c.env.DB, user.id, kind, form.data[kind] !== 'on')));
  return c.redirect(`${to(c, '/profile/my-charity-events')}?mail=saved`, 303);
});

async function editorData(c: Ctx, event: CharityEvent | null) {
  const edition = c.get('edition');
  const zones = EDITION_TIME_ZONES[edition.id];
  const orgId = c.get('sessionUser')?.orgId;
  // An event may take place at one of the organisation's accepted recycling points.
  const facilities = orgId ? await listLinkableFacilities(c.env.DB, orgId) : [];
  return {
    event,
    timeZones: event?.timeZone && !zones.includes(event.timeZone) ? [event.timeZone, ...zones] : zones,
    supportEmail: edition.supportEmail,
    facilities,
  };
}

/** What strangers may see of an event: no review notes, no author id. */
function publicFields(event: CharityEvent, owner: boolean): CharityEvent {
  // The contact phone as people read it ("+7 495 555 11 86"), formatted here so the page ships no phone metadata.
  const shown = event.contactPhone ? { ...event, contactPhone: formatPhone(event.contactPhone) } : event;
  return owner ? shown : { ...shown, reviewComment: null, authorId: '' };
}
