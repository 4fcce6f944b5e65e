/** Events with roles and time slots for the shift tests (ADRs 221, 222). */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { utcToLocal } from '../../../ui/shared/events/time';
import { reviewEvent } from '../../../worker/services/event-review';
import type { TestUser } from './accounts';
import { DAY, api, completeEvent, createDraft } from './events';

const ZONE = 'Europe/Moscow';
const HOUR = 3600_000;

/** An event seven days ahead, from 10:00 to 16:00 in Moscow (the slots' offsets count from 10:00). */
export function shiftEvent() {
  const day = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  return completeEvent({ startsAt: `${day}T10:00`, endsAt: `${day}T16:00`, timeZone: ZONE });
}

/** A slot from `from` to `to` hours after the event's 10:00 start. */
export function slotAt(event: { startsAt: string }, from: number, to: number, capacity: number) {
  const start = Date.parse(`${event.startsAt}:00+03:00`);
  return { startsAt: utcToLocal(start + from * HOUR, ZONE), endsAt: utcToLocal(start + to * HOUR, ZONE), capacity };
}

export interface RoleSpec {
  name: string;
  duties?: string;
  bring?: string;
  slots: { startsAt: string; endsAt: string; capacity: number }[];
}

/** A draft with the given roles, sent to review and published; returns its id and its slots. */
export async function publishedShiftEvent(owner: TestUser, roles: RoleSpec[], body = shiftEvent()) {
  const id = await createDraft(owner, body);
  const put = await api('PUT', `/${id}/shifts`, owner, { roles });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  expect((await api('POST', `/${id}/send-to-review`, owner)).status).toBe(200);
  expect(await reviewEvent(env.DB, { eventId: id, managerId: owner.userId, decision: 'publish' })).toMatchObject({
    status: 'published',
  });
  const shifts = (await api('GET', `/${id}/shifts`, null)).json;
  return { id, slots: shifts.slots as { id: string; roleId: string; capacity: number }[], roles: shifts.roles };
}

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
export const activeIn = (slotId: string) =>
  count(`SELECT COUNT(*) AS n FROM charity_event_signups WHERE slot_id = ? AND status = 'active'`, slotId);
export const waitingIn = (slotId: string) =>
  count('SELECT COUNT(*) AS n FROM charity_event_waitlist WHERE slot_id = ?', slotId);
