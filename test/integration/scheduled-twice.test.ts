import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { SCHEDULED_JOBS } from '../../worker/scheduled/jobs';
import { publicFacility, report } from '../../worker/trust/test-support';
import type { TestUser } from './support/accounts';
import { api, completeEvent, creator, publishedEvent, volunteer } from './support/events';

/**
 * Every Cron Trigger job (worker/scheduled/jobs.ts) through the worker's exported `scheduled`
 * handler: fired twice at once for the same scheduled time, each side effect happens once; fired
 * late (the scheduled time hours behind the clock), each still happens, once.
 */
const HOUR = 3600_000;

async function fire(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const mailCount = async (user: TestUser, template: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND template = ?')
    .bind(user.email, template)
    .first<{ n: number }>())!.n;

const cityCount = async (city: string) =>
  (
    await env.DB.prepare("SELECT n FROM event_cities WHERE edition = 'ru' AND city = ?")
      .bind(city)
      .first<{ n: number }>()
  )?.n ?? 0;

/**
 * Something due for every job at `at`: a volunteer signed up for an event starting two hours
 * later (on-the-day mail), one credited for an event that just ended (thank-you mail), a point
 * whose monthly reminder is due, a visitor report waiting for the owner's digest, and a city with
 * two listed events of which one has ended (the listing sweep unlists one).
 */
async function dueAt(at: number) {
  const [coming, came] = [await volunteer(), await volunteer()];
  const city = `Town ${crypto.randomUUID().slice(0, 8)}`;
  const soon = await publishedEvent(await creator(), completeEvent({ city }));
  const past = await publishedEvent(await creator(), completeEvent({ city }));
  expect((await api('POST', `/${soon}/signup`, coming)).json.signedUp).toBe(true);
  expect((await api('POST', `/${past}/signup`, came)).json.signedUp).toBe(true);
  await env.DB.batch([
    env.DB.prepare("UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = 'UTC' WHERE id = ?").bind(
      at + 2 * HOUR,
      at + 30 * HOUR,
      soon,
    ),
    env.DB.prepare("UPDATE charity_events SET starts_at = ?, ends_at = ?, time_zone = 'UTC' WHERE id = ?").bind(
      at - 4 * HOUR,
      at - HOUR,
      past,
    ),
    env.DB.prepare('UPDATE charity_event_signups SET attended_at = ? WHERE event_id = ? AND user_id = ?').bind(
      at - HOUR / 2,
      past,
      came.userId,
    ),
    // Listed as when it was still to come: the sweep is what takes an ended event off the list.
    env.DB.prepare('UPDATE charity_events SET listed = 1 WHERE id = ?').bind(past),
  ]);
  const point = await publicFacility();
  await env.DB.prepare('UPDATE facilities SET remind_at = ? WHERE id = ?')
    .bind(at - HOUR, point.id)
    .run();
  expect((await report(point.id, { kind: 'wrong_hours' })).status).toBeLessThan(400);
  expect(await cityCount(city)).toBe(2);
  return { coming, came, owner: point.user, city };
}

async function expectOnce(due: Awaited<ReturnType<typeof dueAt>>) {
  expect(await mailCount(due.coming, 'volunteers.onTheDay')).toBe(1);
  expect(await mailCount(due.came, 'volunteers.thankYou')).toBe(1);
  expect(await mailCount(due.owner, 'trust.reminder')).toBe(1);
  expect(await mailCount(due.owner, 'trust.digest')).toBe(1);
  expect(await cityCount(due.city)).toBe(1);
}

describe('scheduled jobs fired twice at once, and late', { timeout: 60_000 }, () => {
  it('covers every job the trigger runs', () => {
    expect(SCHEDULED_JOBS.map((j) => j.name).sort()).toEqual([
      'event-listing',
      'facility-reminders',
      'report-digest',
      // Fired twice and late in test/integration/retention.test.ts.
      'retention',
      // Fired twice and late in worker/hours/no-shows-and-corrections.workerd.test.ts.
      'volunteer-no-shows',
      'volunteer-reminders',
    ]);
  });

  it('two runs for the same scheduled time at once: every mail and change once', async () => {
    const at = Date.now();
    const due = await dueAt(at);
    await Promise.all([fire(at), fire(at)]);
    await expectOnce(due);
    // ...and a third run for that time, after both, adds nothing.
    await fire(at);
    await expectOnce(due);
  });

  it('a run hours late still does what was due at its time, once, also when doubled', async () => {
    const at = Date.now() - 5 * HOUR;
    const due = await dueAt(at);
    await Promise.all([fire(at), fire(at), fire(at + 15 * 60_000)]);
    await expectOnce(due);
  });

  it('late runs either side of midnight UTC (two days, two day claims) still mail each report once', async () => {
    const midnight = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR;
    const at = midnight - 5 * 60_000;
    const due = await dueAt(at);
    await Promise.all([fire(at), fire(at + 15 * 60_000), fire(at + 15 * 60_000)]);
    await expectOnce(due);
  });
});
