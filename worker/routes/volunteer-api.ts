import { Hono } from 'hono';
import { z } from 'zod';
import { dateFormat } from '../../ui/shared/locale-format';
import type { AppEnv } from '../env';
import { loadRoster, mailOptOuts, optOutStatement, rosterCounts } from '../data/events-roster';
import { requireRole, requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { changePublishedEvent, PublishedChangeSchema } from '../services/event-changes';
import { loadOwnEvent } from '../services/event-lifecycle';
import { csvSeparator, rosterCsv } from '../services/roster-csv';
import { rosterBySlot } from '../services/roster-slots';
import { MAIL_KINDS } from '../services/volunteer-links';
import { volunteerMailContextOf as mailContext } from '../services/volunteer-notices';
import { readJson } from '../lib/read-json';

/**
 * Volunteers who show up (docs/api/charity-events.md "Waitlist, reminders, roster"): changes to a
 * published event, the organiser's roster and its CSV, the volunteer's mail preferences.
 */
export const volunteerApi = new Hono<AppEnv>();
/** The volunteer's mail preferences, mounted at /api/web/v1/profile/volunteer-mail. */
export const volunteerPrefsApi = new Hono<AppEnv>();

// Places (owner or manager); time and place (manager, as support applies them).
volunteerApi.patch('/:id/published', async (c) => {
  const user = requireUser(c);
  const body = PublishedChangeSchema.safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  return c.json({
    ok: true,
    ...(await changePublishedEvent(c.env, mailContext(c), user, c.req.param('id'), body.data)),
  });
});

volunteerApi.get('/:id/roster', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, c.req.param('id'), user);
  const roster = await loadRoster(c.env.DB, event.id);
  const grouped = rosterBySlot(c.get('i18n'), c.get('locale'), event.timeZone ?? 'UTC', roster);
  return c.json({ ...roster, ...grouped, capacity: event.capacity, counts: rosterCounts(roster) }, 200, {
    'cache-control': 'private, no-store',
  });
});

volunteerApi.get('/:id/roster.csv', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const event = await loadOwnEvent(c.env.DB, c.req.param('id'), user);
  const { t } = c.get('i18n');
  const format = dateFormat(c.get('locale'), {
    timeZone: event.timeZone ?? 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const header = ['status', 'position', 'name', 'email', 'phone', 'since', 'confirmed', 'attended'].map((k) =>
    t(`volunteers.roster.csv.${k}`),
  );
  const csv = rosterCsv(
    await loadRoster(c.env.DB, event.id),
    header,
    {
      signedUp: t('volunteers.roster.signedUp'),
      waiting: t('volunteers.roster.waiting'),
      yes: t('volunteers.roster.csv.yes'),
      role: t('volunteers.roster.csv.role'),
      slot: t('volunteers.roster.csv.slot'),
    },
    (ms) => format.format(ms),
    csvSeparator(c.get('locale')),
    (startsAt, endsAt) => format.formatRange(startsAt, endsAt),
  );
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="roster-${event.id}.csv"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
});

// The volunteer's mail preferences: each kind on or off (docs/decisions/156-event-reminders.md).
const prefsOf = (off: string[]) => Object.fromEntries(MAIL_KINDS.map((k) => [k, !off.includes(k)]));
volunteerPrefsApi.get('/', async (c) => {
  const user = requireUser(c);
  return c.json({ prefs: prefsOf(await mailOptOuts(c.env.DB, user.id)) });
});
volunteerPrefsApi.put('/', async (c) => {
  const user = requireUser(c);
  const body = z
    .object(Object.fromEntries(MAIL_KINDS.map((k) => [k, z.boolean().optional()])))
    .strict()
    .safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  const statements = Object.entries(body.data)
    .filter(([, v]) => v !== undefined)
    .map(([k, on]) => optOutStatement(c.env.DB, user.id, k, !on));
  if (statements.length) await c.env.DB.batch(statements);
  return c.json({ ok: true, prefs: prefsOf(await mailOptOuts(c.env.DB, user.id)) });
});
