import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { displayStatus } from '../../ui/shared/events/model';
import { allowedActions } from '../../ui/shared/events/status';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { formatAccountPhone } from '../../ui/shared/phone-format';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { loadRoster, rosterCounts } from '../data/events-roster';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { loadOwnEvent } from '../services/event-lifecycle';
import { markAttendance } from '../services/event-signup';
import { rosterBySlot } from '../services/roster-slots';
import { followVolunteerLink } from '../services/volunteer-link-actions';
import { EVENT_API } from '../lib/api-paths';
import { volunteerMailContextOf as mailContext } from '../services/volunteer-notices';
import { readFormBody } from '../lib/read-json';
import {
  CORRECTION_MINUTES,
  CorrectionReason,
  correctHours,
  listCheckInTargets,
  loadCheckInEvent,
  recordCheckIn,
} from '../hours';

/**
 * Pages of "volunteers who show up": the signed links from volunteer mail (signed out, any
 * device) and the organiser's roster with attendance marking that also works without JavaScript.
 */
export const volunteerPages = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;
const to = (c: Ctx, path: string) => localizedPath(c.get('edition'), c.get('locale'), path);

const TokenField = z.string().min(10).max(600).catch('');

async function linkPage(c: Ctx, token: string, commit: boolean) {
  const outcome = await followVolunteerLink(c.env, mailContext(c), token, commit);
  const status =
    outcome.state === 'invalid' ? 400 : outcome.state === 'used' || outcome.state === 'not-held' ? 409 : 200;
  // The page never caches: the same URL answers differently once used.
  c.header('cache-control', 'private, no-store');
  c.header('referrer-policy', 'no-referrer');
  return renderPage(c, {
    ...route('volunteerLink'),
    status,
    data: { ...outcome, token: outcome.state.endsWith('-ask') ? token : '' },
  });
}

volunteerPages.get(tablePath('/volunteer-link'), (c) => linkPage(c, TokenField.parse(c.req.query('token')), false));
volunteerPages.post(tablePath('/volunteer-link'), async (c) => {
  const body = await readFormBody(c);
  return linkPage(c, TokenField.parse(body.token), true);
});

volunteerPages.get(tablePath('/profile/charity-events/:id/roster'), async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, c.req.param('id'), user);
  const roster = await loadRoster(c.env.DB, event.id);
  const now = Date.now();
  // Phones as people read them ("+7 916 123 45 67"), formatted here so the page ships no phone metadata.
  const shown = { ...roster, signedUp: roster.signedUp.map((r) => ({ ...r, phone: formatAccountPhone(r.phone) })) };
  return renderPage(c, {
    ...route('profileEventRoster'),
    data: {
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        timeZone: event.timeZone,
        capacity: event.capacity,
        status: event.status,
      },
      displayStatus: displayStatus(event, now),
      canMark: allowedActions(event, now).includes('markAttendance'),
      // An event with roles changes its places slot by slot.
      canChangeCapacity: event.status === 'published' && (event.startsAt ?? 0) > now && roster.slots.length === 0,
      roster: shown,
      ...rosterBySlot(c.get('i18n'), c.get('locale'), event.timeZone ?? 'UTC', roster),
      counts: rosterCounts(roster),
      csvUrl: `${EVENT_API}/${event.id}/roster.csv`,
      marked: c.req.query('marked') === '1',
    },
  });
});

/** Marking one volunteer from the roster without JavaScript (the page's script calls the API). */
volunteerPages.post(tablePath('/profile/charity-events/:id/roster'), async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const id = c.req.param('id');
  const body = z.object({ userId: z.string().min(1).max(64) }).safeParse(await readFormBody(c));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  await markAttendance(c.env, user, id, [body.data.userId]);
  return c.redirect(`${to(c, `/profile/charity-events/${id}/roster`)}?marked=1`, 303);
});

/** The organiser's check-in page (docs/decisions/223-check-in-and-verified-hours.md, 224). */
async function checkInPage(c: Ctx, flash = '', status: 200 | 404 | 409 | 422 = 200) {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadCheckInEvent(c.env.DB, c.req.param('id') ?? '', user);
  const items = (await listCheckInTargets(c.env.DB, event.id)).map((t) => ({
    userId: t.userId,
    slotId: t.slotId,
    name: t.name,
    roleName: t.roleName,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    checkedInAt: t.checkedInAt,
    checkedOutAt: t.checkedOutAt,
    minutes: t.minutes,
  }));
  c.header('cache-control', 'private, no-store');
  // The scanner needs the camera here, and only here (the site's policy denies it elsewhere).
  c.header('permissions-policy', 'geolocation=(self), camera=(self), microphone=()');
  return renderPage(c, {
    ...route('profileEventCheckIn'),
    status,
    data: {
      event: { id: event.id, title: event.title, timeZone: event.timeZone ?? 'UTC' },
      items,
      apiUrl: `${EVENT_API}/${event.id}/check-in`,
      q: z
        .string()
        .max(80)
        .catch('')
        .parse(c.req.query('q') ?? ''),
      flash,
    },
  });
}

volunteerPages.get(tablePath('/profile/charity-events/:id/check-in'), (c) => checkInPage(c));

const person = { userId: z.string().min(1).max(64), slotId: z.string().max(64).default('') };
/** The page's posts: a check-in or check-out, or a correction of someone's minutes with its reason. */
const CheckInForm = z.discriminatedUnion('action', [
  z.object({ ...person, action: z.enum(['in', 'out']) }),
  z.object({
    ...person,
    action: z.literal('correct'),
    minutes: z.coerce.number().pipe(CORRECTION_MINUTES),
    reason: CorrectionReason,
  }),
]);

/** A check-in, check-out or correction without JavaScript: the page again, with what happened. */
volunteerPages.post(tablePath('/profile/charity-events/:id/check-in'), async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const body = CheckInForm.safeParse(await readFormBody(c));
  if (!body.success) throw new AppError(422, 'invalid', 'checkIn.errors.invalid');
  const event = await loadCheckInEvent(c.env.DB, c.req.param('id'), user);
  const { t } = c.get('i18n');
  try {
    if (body.data.action === 'correct') {
      const { minutesAfter } = await correctHours(c.env.DB, user, event, body.data);
      return checkInPage(c, t('checkIn.page.doneCorrected', { minutes: minutesAfter }));
    }
    const done = await recordCheckIn(c.env, c.get('vars').keys, user, event, {
      ...body.data,
      opId: crypto.randomUUID(),
    });
    return checkInPage(
      c,
      t(done.action === 'in' ? 'checkIn.page.doneIn' : 'checkIn.page.doneOut', { name: done.name }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return checkInPage(c, error.localize(c.get('i18n')), error.status as 404 | 409 | 422);
  }
});
