import { createExecutionContext, createScheduledController, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { DAY_MS, HIDDEN_AFTER_MS, STALE_AFTER_MS } from '../../ui/shared/facility/freshness';
import { createTestUser, type TestUser } from '../../test/integration/support/accounts';
import { mailTo, type DevMail } from '../../test/integration/support/mail';
import { BASE, owner, page, facilityIn, postForm, publicFacility, report } from './test-support';
import { reindexFacilities } from '../data/finder-reindex';

async function runCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/15 * * * *' }), env, ctx);
}

const reminders = async (user: TestUser): Promise<DevMail[]> =>
  (await mailTo(user.email)).filter((m) => m.template === 'trust.reminder');

/** The reminder's "still correct" link, as a path on the test origin. */
async function reminderLink(user: TestUser): Promise<{ path: string; fields: Record<string, string> }> {
  const [mail] = await reminders(user);
  const link = new URL(mail!.links.find((l) => l.includes('/still-correct'))!);
  return { path: link.pathname + link.search, fields: Object.fromEntries(link.searchParams) };
}

async function dueFacility(): Promise<{ user: TestUser; id: string }> {
  const point = await publicFacility();
  await env.DB.prepare('UPDATE facilities SET remind_at = 1 WHERE id = ?').bind(point.id).run();
  return point;
}

describe('the monthly still-correct reminder', () => {
  it('mails each owner once, however often the trigger fires, with a still-correct and an edit link', async () => {
    const { user, id } = await dueFacility();
    const now = Date.now();
    await runCron(now);
    await runCron(now);
    const mails = await reminders(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links.some((l) => l.includes(`/recycling-points/${id}/still-correct?`))).toBe(true);
    expect(mails[0]!.links.some((l) => l.endsWith(`/profile/edit-recycling-point/${id}`))).toBe(true);
    const next = await env.DB.prepare('SELECT remind_at FROM facilities WHERE id = ?')
      .bind(id)
      .first<{ remind_at: number }>();
    expect(next!.remind_at).toBeGreaterThan(now + 29 * DAY_MS);
  });

  it('the link asks on GET, confirms on POST once, and a reuse is refused', async () => {
    const { user, id } = await dueFacility();
    await env.DB.prepare('UPDATE facilities SET checked_at = ? WHERE id = ?')
      .bind(Date.now() - 400 * DAY_MS, id)
      .run();
    await runCron(Date.now());
    const { path, fields } = await reminderLink(user);
    const ask = await page(path);
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('data-state="ask"');
    // Opening the link (a mail scanner does) changes nothing.
    expect(
      (await env.DB.prepare('SELECT checked_at FROM facilities WHERE id = ?').bind(id).first<{ checked_at: number }>())!
        .checked_at,
    ).toBeLessThan(Date.now() - 300 * DAY_MS);
    const done = await postForm(`/recycling-points/${id}/still-correct`, fields, null);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('data-state="done"');
    expect(
      (await env.DB.prepare('SELECT checked_at FROM facilities WHERE id = ?').bind(id).first<{ checked_at: number }>())!
        .checked_at,
    ).toBeGreaterThan(Date.now() - 60_000);
    const again = await postForm(`/recycling-points/${id}/still-correct`, fields, null);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('data-state="used"');
    expect((await page(path)).html).toContain('data-state="used"');
  });

  it('refuses an expired link', async () => {
    const { user, id } = await dueFacility();
    await runCron(Date.now() - 20 * DAY_MS);
    const { fields } = await reminderLink(user);
    const res = await postForm(`/recycling-points/${id}/still-correct`, fields, null);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('data-state="expired"');
  });

  it("refuses another user's session, a link moved to another point, and a forged signature", async () => {
    const { user, id } = await dueFacility();
    await runCron(Date.now());
    const { fields } = await reminderLink(user);
    const other = await createTestUser({ roles: ['facility'], orgName: 'Other org' });
    const foreign = await postForm(`/recycling-points/${id}/still-correct`, fields, other);
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('data-state="other-user"');
    const otherFacility = await facilityIn(other, 'accepted');
    expect((await postForm(`/recycling-points/${otherFacility}/still-correct`, fields, null)).status).toBe(400);
    expect(
      (await postForm(`/recycling-points/${id}/still-correct`, { ...fields, s: 'A'.repeat(43) }, null)).status,
    ).toBe(400);
    // None of them used the link up: the owner still can.
    expect((await postForm(`/recycling-points/${id}/still-correct`, fields, user)).status).toBe(200);
  });
});

describe('the owners\u2019 report digest', () => {
  it('collects reports into one mail per owner per day, not one per report', async () => {
    const { user, id } = await publicFacility();
    await report(id, { kind: 'wrong_hours' });
    await report(id, { kind: 'closed' });
    const now = Date.now();
    await runCron(now);
    await runCron(now + 60_000);
    const digests = (await mailTo(user.email)).filter((m) => m.template === 'trust.digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toMatch(/\(2\)/);
    const waiting = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM facility_reports WHERE facility_id = ? AND digested_at IS NULL',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(waiting!.n).toBe(0);
  });
});

describe('freshness in the finder', () => {
  it('ranks points unconfirmed for a year after fresh ones, says so, and hides them after eighteen months', async () => {
    const user = await owner();
    const [stale, fresh, hidden] = await Promise.all([
      facilityIn(user, 'accepted'),
      facilityIn(user, 'accepted'),
      facilityIn(user, 'accepted'),
    ]);
    const now = Date.now();
    const place = (id: string, lat: number, checked: number) =>
      env.DB.prepare('UPDATE facilities SET lat = ?, lng = 1.5, checked_at = ?, updated_at = ? WHERE id = ?')
        .bind(lat, checked, now + 5000, id)
        .run();
    await place(stale, 1.5001, now - STALE_AFTER_MS - DAY_MS); // nearest, but stale
    await place(fresh, 1.502, now - DAY_MS);
    await place(hidden, 1.5, now - HIDDEN_AFTER_MS - DAY_MS); // nearest of all, but hidden
    await reindexFacilities(env.DB); // plain-SQL changes join the finder index (docs/finder.md)
    const res = await SELF.fetch(`${BASE}/api/v1/recycling-points?near=1.5,1.5&limit=3`, {
      headers: { accept: 'application/json' },
    });
    const ids = ((await res.json()) as { data: { id: string }[] }).data.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([fresh, stale]);
    expect(ids).not.toContain(hidden);
    const finder = await page('/recycling-points?near=1.5,1.5');
    expect(finder.html).toMatch(new RegExp(`data-id="${stale}"[\\s\\S]*?data-testid="finder-stale"`));
    expect(finder.html).toContain('data-testid="finder-report-link"');
    // Still reachable by its own page, which says how old its facts are.
    expect((await page(`/recycling-points/${hidden}`)).html).toContain('data-freshness="hidden"');
  });
});
