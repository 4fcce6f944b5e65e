import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { HOSTS } from '../../test/integration/helpers';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { api, completeEvent, creator, DAY, publishedEvent, volunteer } from '../../test/integration/support/events';

/**
 * After the event (docs/decisions/225-no-shows-and-hours-corrections.md): the Cron Trigger marks
 * who never came, once however often it fires; organisers correct minutes with a reason, within
 * the slot's length and 14 days, and the volunteer sees every correction.
 */
const HOUR = 3600_000;
const opId = () => `op-${crypto.randomUUID()}`;

async function fire(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A published event that ran from `startsAt` for three hours, in Moscow. */
async function eventAt(owner: TestUser, startsAt: number) {
  const id = await publishedEvent(owner, completeEvent());
  await env.DB.prepare("UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = 'Europe/Moscow' WHERE id = ?")
    .bind(startsAt, startsAt + 3 * HOUR, id)
    .run();
  return id;
}

async function signUp(eventId: string, status = 'active') {
  const v = await volunteer();
  await env.DB.prepare(
    "INSERT INTO charity_event_signups (event_id, user_id, slot_id, status, created_at) VALUES (?, ?, '', ?, ?)",
  )
    .bind(eventId, v.userId, status, Date.now() - 30 * DAY)
    .run();
  return v;
}

const rows = (eventId: string) =>
  env.DB.prepare('SELECT user_id, source, minutes FROM volunteer_hours WHERE event_id = ? ORDER BY user_id')
    .bind(eventId)
    .all<{ user_id: string; source: string; minutes: number }>()
    .then((r) => r.results);

describe('no-shows by the Cron Trigger', () => {
  it('marks each sign-up nobody marked or checked in, once, after check-in closed; not the others', async () => {
    const owner = await creator();
    const ended = await eventAt(owner, Date.now() - 16 * HOUR);
    const justEnded = await eventAt(owner, Date.now() - 4 * HOUR);
    const [absent, came, cancelled, soon] = [
      await signUp(ended),
      await signUp(ended),
      await signUp(ended, 'cancelled'),
      await signUp(justEnded),
    ];
    await env.DB.prepare('UPDATE charity_event_signups SET attended_at = ? WHERE event_id = ? AND user_id = ?')
      .bind(Date.now() - 14 * HOUR, ended, came.userId)
      .run();
    const at = Date.now();
    await Promise.all([fire(at), fire(at)]);
    await fire(at + 15 * 60_000);
    expect(await rows(ended)).toEqual([{ user_id: absent.userId, source: 'no_show', minutes: 0 }]);
    expect(cancelled.userId).not.toBe(absent.userId);
    // Check-in for the event that ended four hours ago is still open: nobody is a no-show yet.
    expect(await rows(justEnded)).toEqual([]);
    expect(soon.userId).toBeTruthy();
    const local = await env.DB.prepare('SELECT time_zone, local_date FROM volunteer_hours WHERE event_id = ?')
      .bind(ended)
      .first<{ time_zone: string; local_date: string }>();
    expect(local!.time_zone).toBe('Europe/Moscow');
    expect(local!.local_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("corrections of someone's minutes", () => {
  it('refuses more than the slot, allows less with a reason, records who and why, and shows it to the volunteer', async () => {
    const owner = await createTestUser({
      roles: ['promotion_creator'],
      orgName: `Fix Org ${crypto.randomUUID().slice(0, 6)}`,
      name: 'Olga Organiser',
    });
    const id = await eventAt(owner, Date.now() - 4 * HOUR);
    const v = await signUp(id);
    const checkIn = { opId: opId(), action: 'in', userId: v.userId, at: Date.now() - 4 * HOUR };
    expect((await api('POST', `/${id}/check-in`, owner, checkIn)).status).toBe(200);
    const out = await api('POST', `/${id}/check-in`, owner, {
      ...checkIn,
      opId: opId(),
      action: 'out',
      at: Date.now() - 2 * HOUR,
    });
    expect(out.json.minutes).toBe(120);

    const tooLong = await api('POST', `/${id}/hours`, owner, { userId: v.userId, minutes: 181, reason: 'stayed late' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.error).toEqual({ code: 'correction_too_long', message: 'Не больше длины смены: 180 мин.' });
    const noReason = await api('POST', `/${id}/hours`, owner, { userId: v.userId, minutes: 150, reason: '' });
    expect(noReason.json.error.code).toBe('invalid');
    expect((await api('POST', `/${id}/hours`, v, { userId: v.userId, minutes: 180, reason: 'myself' })).status).toBe(
      404,
    );

    const ok = await api('POST', `/${id}/hours`, owner, {
      userId: v.userId,
      minutes: 165,
      reason: 'Forgot to check out',
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ minutesBefore: 120, minutesAfter: 165 });
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'check_in', minutes: 165 }]);

    const mine = await api('GET', `/${id}/my-check-in`, v);
    expect(mine.json.items[0]).toMatchObject({ minutes: 165, source: 'check_in' });
    expect(mine.json.corrections).toEqual([
      expect.objectContaining({
        reason: 'Forgot to check out',
        minutesBefore: 120,
        minutesAfter: 165,
        correctedBy: 'Olga Organiser',
      }),
    ]);
  });

  it("the check-in page's own form corrects without JavaScript: the page says so; a refused one keeps the page with why", async () => {
    const owner = await createTestUser({
      roles: ['promotion_creator'],
      orgName: `Form Org ${crypto.randomUUID().slice(0, 6)}`,
    });
    const id = await eventAt(owner, Date.now() - 4 * HOUR);
    const v = await signUp(id);
    const at = Date.now() - 4 * HOUR;
    await api('POST', `/${id}/check-in`, owner, { opId: opId(), action: 'in', userId: v.userId, at });
    await api('POST', `/${id}/check-in`, owner, { opId: opId(), action: 'out', userId: v.userId, at: at + HOUR });
    const post = (fields: Record<string, string>) =>
      SELF.fetch(`${HOSTS.ru}/profile/charity-events/${id}/check-in`, {
        method: 'POST',
        headers: {
          cookie: owner.cookie,
          origin: HOSTS.ru,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        body: new URLSearchParams({ userId: v.userId, slotId: '', action: 'correct', ...fields }).toString(),
      });
    const page = await (await post({ minutes: '150', reason: 'Помогала разгружать машину' })).text();
    expect(page).toContain('Часы исправлены: 150 мин.');
    expect(page).toContain('data-testid="check-in-correct"');
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'check_in', minutes: 150 }]);
    const refused = await post({ minutes: '181', reason: 'Задержалась' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Не больше длины смены: 180 мин.');
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'check_in', minutes: 150 }]);
  });

  it('is closed to the organiser 14 days after the event, open to a manager; a corrected no-show counts as attendance', async () => {
    const owner = await creator();
    const id = await eventAt(owner, Date.now() - 15 * DAY);
    const v = await signUp(id);
    await fire(Date.now());
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'no_show', minutes: 0 }]);
    const body = { userId: v.userId, minutes: 60, reason: 'Came late, signed on paper' };
    const late = await api('POST', `/${id}/hours`, owner, body);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('correction_closed');
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'no_show', minutes: 0 }]);
    const manager = await createTestUser({ roles: ['manager'] });
    expect((await api('POST', `/${id}/hours`, manager, body)).status).toBe(200);
    expect(await rows(id)).toEqual([{ user_id: v.userId, source: 'attendance', minutes: 60 }]);
    const record = await env.DB.prepare(
      'SELECT corrected_by, reason FROM volunteer_hours_corrections WHERE event_id = ?',
    )
      .bind(id)
      .all();
    expect(record.results).toEqual([{ corrected_by: manager.userId, reason: 'Came late, signed on paper' }]);
  });
});
