import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { keyringOf } from '../lib/keyring';
import { signCheckInCode } from './check-in-code';
import { localDateOf } from './check-in-time';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { api, completeEvent, creator, publishedEvent, volunteer } from '../../test/integration/support/events';

/**
 * Check-in on site (docs/decisions/223-check-in-and-verified-hours.md, 224): the organiser checks a
 * volunteer in and out by their signed code or by name; every refusal of a code has its own
 * message; an operation sent twice (an offline queue replayed) counts once.
 */
const HOUR = 3600_000;
const keys = keyringOf((env as unknown as { JWT_SECRET: string }).JWT_SECRET);
const opId = () => `op-${crypto.randomUUID()}`;

/** A published event under way: started an hour ago, ending in two, in `zone`. */
async function eventToday(owner: TestUser, zone = 'Europe/Moscow') {
  const id = await publishedEvent(owner, completeEvent({ timeZone: zone }));
  const now = Date.now();
  await env.DB.prepare('UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = ? WHERE id = ?')
    .bind(now - HOUR, now + 2 * HOUR, zone, id)
    .run();
  return { id, startsAt: now - HOUR, endsAt: now + 2 * HOUR };
}

async function signedUp(eventId: string) {
  const v = await volunteer();
  // Sign-up closes at the start: the place is taken as if before it.
  await env.DB.prepare(
    "INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at) VALUES (?, ?, '', 'active', ?)",
  )
    .bind(eventId, v.userId, Date.now() - 2 * HOUR)
    .run();
  return v;
}

const hoursRow = (eventId: string, userId: string) =>
  env.DB.prepare('SELECT * FROM volunteer_hours WHERE event_id = ? AND user_id = ?')
    .bind(eventId, userId)
    .first<Record<string, unknown>>();
const credits = async (eventId: string, userId: string) =>
  (await env.DB.prepare(
    'SELECT COUNT(*) AS n, COALESCE(SUM(points), 0) AS points FROM balance_ledger WHERE event_id = ? AND user_id = ?',
  )
    .bind(eventId, userId)
    .first<{ n: number; points: number }>())!;

describe('check-in by the volunteer’s code', () => {
  it('checks in once (points as attendance gives them), out once, and a replayed operation changes nothing', async () => {
    const owner = await creator();
    const event = await eventToday(owner);
    const v = await signedUp(event.id);
    const mine = await api('GET', `/${event.id}/my-check-in`, v);
    expect(mine.status).toBe(200);
    const code = mine.json.items[0].code as string;
    expect(code).toMatch(/^ci1\./);

    const checkIn = { opId: opId(), action: 'in', code, at: Date.now() - 30 * 60_000 };
    const first = await api('POST', `/${event.id}/check-in`, owner, checkIn);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ action: 'in', userId: v.userId, credited: true, replayed: false });
    // The queue sends it again: the first answer, nothing written twice.
    const again = await api('POST', `/${event.id}/check-in`, owner, checkIn);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ action: 'in', userId: v.userId, replayed: true });
    expect(await credits(event.id, v.userId)).toEqual({ n: 1, points: 50 });
    const row = await hoursRow(event.id, v.userId);
    expect(row).toMatchObject({
      source: 'check_in',
      verified: 1,
      checked_in_by: owner.userId,
      time_zone: 'Europe/Moscow',
      local_date: localDateOf(event.startsAt, 'Europe/Moscow'),
      minutes: 0,
    });
    const attended = await env.DB.prepare(
      'SELECT attended_at FROM charity_event_signups WHERE event_id = ? AND user_id = ?',
    )
      .bind(event.id, v.userId)
      .first<{ attended_at: number | null }>();
    expect(attended!.attended_at).not.toBeNull();

    // The same code scanned again for check-in (another tap, another op id): refused as used.
    const replayed = await api('POST', `/${event.id}/check-in`, owner, { opId: opId(), action: 'in', code });
    expect(replayed.status).toBe(409);
    expect(replayed.json.error).toEqual({ code: 'code_replayed', message: 'По этому коду уже отметили приход.' });

    // Check-out with the same code is fine, once.
    const out = await api('POST', `/${event.id}/check-in`, owner, {
      opId: opId(),
      action: 'out',
      code,
      at: checkIn.at + 25 * 60_000,
    });
    expect(out.status, JSON.stringify(out.json)).toBe(200);
    expect(out.json.minutes).toBe(25);
    const outAgain = await api('POST', `/${event.id}/check-in`, owner, { opId: opId(), action: 'out', code });
    expect(outAgain.json.error.code).toBe('code_replayed');
    expect((await hoursRow(event.id, v.userId))!.minutes).toBe(out.json.minutes);
  });

  it('refuses a forged code, a code for another event and an expired one, each with its own message', async () => {
    const owner = await creator();
    const event = await eventToday(owner);
    const other = await eventToday(owner);
    const v = await signedUp(event.id);
    const post = (code: string) => api('POST', `/${event.id}/check-in`, owner, { opId: opId(), action: 'in', code });

    const forged = await signCheckInCode(keyringOf('someone-elses-secret-0123456789'), {
      eventId: event.id,
      userId: v.userId,
      slotId: '',
      expiresAt: Date.now() + HOUR,
    });
    expect((await post(forged)).json.error).toEqual({
      code: 'code_forged',
      message: 'Этот код выдан не нами. Отметьте волонтёра по имени.',
    });
    const elsewhere = await signCheckInCode(keys, {
      eventId: other.id,
      userId: v.userId,
      slotId: '',
      expiresAt: Date.now() + HOUR,
    });
    expect((await post(elsewhere)).json.error).toEqual({
      code: 'code_other_event',
      message: 'Этот код для другого мероприятия.',
    });
    const expired = await signCheckInCode(keys, {
      eventId: event.id,
      userId: v.userId,
      slotId: '',
      expiresAt: Date.now() - 1,
    });
    const res = await post(expired);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('code_expired');
    expect(res.json.error.message).toContain('истёк');
    expect(await hoursRow(event.id, v.userId)).toBeNull();
    expect(await credits(event.id, v.userId)).toEqual({ n: 0, points: 0 });
  });
});

describe('check-in by name and who may do it', () => {
  it('lets the organiser and a manager check in by user id, not another organisation or the volunteer', async () => {
    const owner = await creator();
    const event = await eventToday(owner, 'Asia/Almaty');
    const v = await signedUp(event.id);
    const body = () => ({ opId: opId(), action: 'in', userId: v.userId });
    expect((await api('POST', `/${event.id}/check-in`, await creator(), body())).status).toBe(404);
    expect((await api('POST', `/${event.id}/check-in`, v, body())).status).toBe(404);
    expect((await api('POST', `/${event.id}/check-in`, null, body())).status).toBe(401);
    expect((await api('GET', `/${event.id}/check-in`, v)).status).toBe(404);

    const list = await api('GET', `/${event.id}/check-in`, owner);
    expect(list.json.items).toEqual([expect.objectContaining({ userId: v.userId, slotId: '', checkedInAt: null })]);

    const manager = await createTestUser({ roles: ['manager'] });
    const byManager = await api('POST', `/${event.id}/check-in`, manager, body());
    expect(byManager.status, JSON.stringify(byManager.json)).toBe(200);
    expect(await hoursRow(event.id, v.userId)).toMatchObject({
      time_zone: 'Asia/Almaty',
      local_date: localDateOf(event.startsAt, 'Asia/Almaty'),
      checked_in_by: manager.userId,
    });
    const twice = await api('POST', `/${event.id}/check-in`, owner, body());
    expect(twice.json.error.code).toBe('already_checked_in');
    // Not signed up, and bad input: clear refusals, never a 500.
    const stranger = await volunteer();
    const none = await api('POST', `/${event.id}/check-in`, owner, {
      opId: opId(),
      action: 'in',
      userId: stranger.userId,
    });
    expect(none.json.error.code).toBe('not_signed_up');
    for (const bad of [{}, { opId: 'x', action: 'in', userId: v.userId }, { opId: opId(), action: 'in' }])
      expect((await api('POST', `/${event.id}/check-in`, owner, bad)).status).toBe(422);
  });

  it('clamps the minutes to the slot, dates them in the zone (Buenos Aires), and is closed after the grace', async () => {
    const owner = await creator();
    const event = await eventToday(owner, 'America/Argentina/Buenos_Aires');
    const now = Date.now();
    const role = crypto.randomUUID();
    const slot = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO charity_event_roles (id, event_id, position, name) VALUES (?, ?, 0, 'Sorter')").bind(
        role,
        event.id,
      ),
      env.DB.prepare(
        'INSERT INTO charity_event_slots (id, event_id, role_id, starts_at, ends_at, capacity) VALUES (?, ?, ?, ?, ?, 5)',
      ).bind(slot, event.id, role, now - HOUR, now - 10 * 60_000),
    ]);
    const v = await volunteer();
    await env.DB.prepare(
      "INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at) VALUES (?, ?, ?, 'active', ?)",
    )
      .bind(event.id, v.userId, slot, now - 2 * HOUR)
      .run();
    const post = (action: string, at: number) =>
      api('POST', `/${event.id}/check-in`, owner, { opId: opId(), action, userId: v.userId, slotId: slot, at });
    expect((await post('in', now - 2 * HOUR)).status).toBe(200);
    const out = await post('out', now - 60_000);
    // Arrived before the slot and left after it: the slot's 50 minutes.
    expect(out.json.minutes).toBe(50);
    expect(await hoursRow(event.id, v.userId)).toMatchObject({
      role_name: 'Sorter',
      slot_id: slot,
      local_date: localDateOf(now - HOUR, 'America/Argentina/Buenos_Aires'),
    });
    await env.DB.prepare('UPDATE charity_event_slots SET starts_at = ?, ends_at = ? WHERE id = ?')
      .bind(now - 20 * HOUR, now - 13 * HOUR, slot)
      .run();
    expect((await post('in', now)).json.error.code).toBe('check_in_closed');
  });
});

describe('attendance marked by hand', () => {
  it("writes an unverified 'attendance' row with the event's length, which a later check-in replaces", async () => {
    const owner = await creator();
    const event = await eventToday(owner);
    const v = await signedUp(event.id);
    const marked = await api('POST', `/${event.id}/attendance`, owner, { userIds: [v.userId] });
    expect(marked.json.credited).toEqual([v.userId]);
    expect(await hoursRow(event.id, v.userId)).toMatchObject({ source: 'attendance', minutes: 180, verified: 0 });
    const checkIn = await api('POST', `/${event.id}/check-in`, owner, { opId: opId(), action: 'in', userId: v.userId });
    expect(checkIn.json).toMatchObject({ action: 'in', credited: false });
    expect(await hoursRow(event.id, v.userId)).toMatchObject({ source: 'check_in', minutes: 0, verified: 1 });
    expect(await credits(event.id, v.userId)).toEqual({ n: 1, points: 50 });
  });
});
