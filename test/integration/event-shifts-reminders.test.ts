import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localToUtc, utcToLocal } from '../../ui/shared/events/time';
import worker from '../../worker/index';
import { HOSTS } from './helpers';
import type { TestUser } from './support/accounts';
import { api, creator, volunteer } from './support/events';
import { activeIn, publishedShiftEvent, shiftEvent, slotAt } from './support/event-shifts';

const ZONE = 'Europe/Moscow';

async function runAt(instant: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: instant, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}
const mails = async (user: TestUser, template: string) =>
  (
    await env.DB.prepare(
      'SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND template = ? ORDER BY created_at, rowid',
    )
      .bind(user.email, template)
      .all<{ subject: string; text_body: string }>()
  ).results;

describe('reminders per slot', () => {
  it("one reminder per slot held, at the slot's own time in the event's zone, exactly once however often the job runs", async () => {
    const owner = await creator();
    const body = shiftEvent();
    const day = body.startsAt.slice(0, 10);
    const { id, slots } = await publishedShiftEvent(
      owner,
      [
        { name: 'Sorters', slots: [slotAt(body, 0, 2, 2)] },
        { name: 'Drivers', slots: [slotAt(body, 4, 6, 2)] },
      ],
      body,
    );
    const [sorting, driving] = [slots[0]!.id, slots[1]!.id];
    const [v, other] = [await volunteer(), await volunteer()];
    for (const slot of [sorting, driving]) await api('POST', `/${id}/slots/${slot}/signup`, v);
    await api('POST', `/${id}/slots/${driving}/signup`, other);
    const dayBefore = utcToLocal(localToUtc(`${day}T12:00`, ZONE)! - 24 * 3600_000, ZONE);

    // The day before at noon, twice: one "are you coming?" per slot held.
    await runAt(localToUtc(dayBefore, ZONE)!);
    await runAt(localToUtc(dayBefore, ZONE)!);
    const asked = await mails(v, 'volunteers.dayBefore');
    expect(asked.map((m) => m.subject).sort()).toEqual(
      ['Завтра: Park cleanup — Drivers. Вы придёте?', 'Завтра: Park cleanup — Sorters. Вы придёте?'].sort(),
    );
    const drivers = asked.find((m) => m.subject.includes('Drivers'))!;
    expect(drivers.text_body).toContain('14:00');
    expect(drivers.text_body).not.toContain('10:00');
    expect(await mails(other, 'volunteers.dayBefore')).toHaveLength(1);

    // On the day: from 07:00 local each slot's own reminder, once; after a slot starts, none for it.
    await runAt(localToUtc(`${day}T06:30`, ZONE)!);
    expect(await mails(v, 'volunteers.onTheDay')).toHaveLength(0);
    await runAt(localToUtc(`${day}T07:05`, ZONE)!);
    await runAt(localToUtc(`${day}T07:20`, ZONE)!);
    await runAt(localToUtc(`${day}T12:30`, ZONE)!);
    const today = await mails(v, 'volunteers.onTheDay');
    expect(today).toHaveLength(2);
    expect(today.every((m) => m.text_body.includes(`/api/web/v1/charity-event/${id}/event.ics`))).toBe(true);

    // "I can't come" in the drivers' reminder leaves the drivers' slot only.
    const link = /Не смогу прийти: (http\S+)/.exec(drivers.text_body)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const done = await SELF.fetch(`${HOSTS.ru}/volunteer-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: `token=${encodeURIComponent(token)}`,
    });
    expect(await done.text()).toContain('data-state="cancelled"');
    expect([await activeIn(sorting), await activeIn(driving)]).toEqual([1, 1]);
  });
});
