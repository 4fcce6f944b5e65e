import { Hono, type Context } from 'hono';
import { slotLines } from '../../ui/shared/events/slot-lines';
import type { AppEnv } from '../env';
import { loadEventShifts, loadMySlots } from '../data/event-shifts';
import { requireRole, requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { changePublishedSlot, SlotChangeSchema } from '../services/slot-changes';
import { loadVisibleEvent } from '../services/event-lifecycle';
import { cancelSlotSignUp, parseShifts, saveEventShifts, signUpForSlot } from '../services/event-shifts';
import { volunteerMailContextOf as mailContext } from '../services/volunteer-notices';
import { readJson } from '../lib/read-json';

/**
 * Roles and time slots of an event (docs/api/charity-events.md "Roles and slots", ADRs 221, 222),
 * mounted beside the event calls at /api/web/v1/charity-event.
 */
export const eventShiftsApi = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;

/**
 * The roles, the slots with their counts, (signed in) the viewer's own slots, and each slot's line
 * as the event page words it (`lines`), so the page replaces its slot list in place after a sign-up.
 */
async function shiftsView(c: Ctx, id: string) {
  const user = c.get('sessionUser');
  const event = await loadVisibleEvent(c.env.DB, id, user);
  const [shifts, mine] = await Promise.all([
    loadEventShifts(c.env.DB, id),
    user ? loadMySlots(c.env.DB, id, user.id) : Promise.resolve([]),
  ]);
  const lines = slotLines(c.get('i18n'), c.get('locale'), event.timeZone ?? 'UTC', { ...shifts, mine }, Date.now());
  return { ...shifts, mine, lines };
}

eventShiftsApi.get('/:id/shifts', async (c) => c.json(await shiftsView(c, c.req.param('id'))));

eventShiftsApi.put('/:id/shifts', async (c) => {
  const user = requireRole(c, 'charityEventsCreator');
  const input = parseShifts(await readJson(c, 'events.errors.invalidJson'));
  await saveEventShifts(c.env.DB, user, c.req.param('id'), input);
  return c.json({ ok: true, ...(await shiftsView(c, c.req.param('id'))) });
});

eventShiftsApi.post('/:id/slots/:slotId/signup', async (c) => {
  const user = requireRole(c, 'user');
  const id = c.req.param('id');
  const result = await signUpForSlot(c.env.DB, user, id, c.req.param('slotId'));
  return c.json({ ok: true, ...result, ...(await shiftsView(c, id)) });
});

eventShiftsApi.delete('/:id/slots/:slotId/signup', async (c) => {
  const user = requireRole(c, 'user');
  const id = c.req.param('id');
  const left = await cancelSlotSignUp(c.env, mailContext(c), user, id, c.req.param('slotId'));
  return c.json({ ok: true, signedUp: false, waiting: false, left, ...(await shiftsView(c, id)) });
});

// A slot of a published event: its places (owner or manager), its time (manager; ADR 231).
eventShiftsApi.patch('/:id/slots/:slotId', async (c) => {
  const user = requireUser(c);
  const body = SlotChangeSchema.safeParse(await readJson(c, 'events.errors.invalidJson'));
  if (!body.success) throw new AppError(422, 'invalid', 'events.errors.invalid');
  const id = c.req.param('id');
  const result = await changePublishedSlot(c.env, mailContext(c), user, id, c.req.param('slotId'), body.data);
  return c.json({ ok: true, ...result, ...(await shiftsView(c, id)) });
});
