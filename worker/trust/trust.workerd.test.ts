import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSED_REPORTS_THRESHOLD } from '../../ui/shared/facility/freshness';
import { readSnapshot } from '../../test/integration/helpers';
import {
  manager,
  notificationsOf,
  owner,
  page,
  facilityIn,
  postForm,
  publicFacility,
  report,
  reportsOn,
  testAddress,
  visitor,
} from './test-support';

describe('report a problem: the form', () => {
  it('works without JavaScript: a real post answered by a result page, the report stored', async () => {
    const { id } = await publicFacility();
    const res = await report(id, { kind: 'wrong_hours', comment: 'Closed at 17:00 on Saturdays' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-outcome="sent"');
    expect(readSnapshot(html).page).toBe('facilityReport');
    expect(await reportsOn(id)).toMatchObject([{ kind: 'wrong_hours', status: 'open', reporter_id: null }]);
  });

  it('answers the enhanced form in JSON', async () => {
    const { id } = await publicFacility();
    const res = await report(id, { kind: 'wrong_location' }, { json: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { outcome: 'sent' } });
    expect(await reportsOn(id)).toHaveLength(1);
  });

  it('refuses a missing kind and an over-long comment, localized, and stores nothing', async () => {
    const { id } = await publicFacility();
    const page400 = await report(id, { comment: 'x' });
    expect(page400.status).toBe(400);
    const html = await page400.text();
    expect(html).toContain('data-outcome="invalid"');
    expect(html).toContain('data-testid="report-error-kind"');
    const json = await report(id, { kind: 'other', comment: 'x'.repeat(501) }, { json: true });
    expect(json.status).toBe(400);
    const body = (await json.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('invalid_form');
    expect(body.error.fields.comment?.[0]).toMatch(/слишком длинный/);
    expect(await reportsOn(id)).toEqual([]);
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const { id } = await publicFacility();
    const res = await report(id, { kind: 'closed', homepage: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-outcome="sent"');
    expect(await reportsOn(id)).toEqual([]);
  });

  it('opens as its own page too, and is not there for a point the public cannot see', async () => {
    const { id } = await publicFacility();
    const form = await page(`/recycling-points/${id}/report`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('data-outcome="form"');
    const user = await owner();
    const draft = await facilityIn(user, 'draft');
    expect((await page(`/recycling-points/${draft}/report`)).status).toBe(404);
    expect((await report(draft, { kind: 'closed' }, { json: true })).status).toBe(404);
    expect((await report(crypto.randomUUID(), { kind: 'closed' }, { json: true })).status).toBe(404);
  });

  it('limits one visitor to 5 reports an hour', async () => {
    const ip = testAddress();
    const points = await Promise.all(Array.from({ length: 6 }, () => publicFacility()));
    for (const p of points.slice(0, 5)) expect((await report(p.id, { kind: 'other' }, { ip })).status).toBe(200);
    const limited = await report(points[5]!.id, { kind: 'other' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('data-outcome="rate-limited"');
    expect(await reportsOn(points[5]!.id)).toEqual([]);
  });

  it('limits one point to 10 reports an hour, however many visitors', async () => {
    const { id } = await publicFacility();
    for (let i = 0; i < 10; i++) expect((await report(id, { kind: 'other' }, { json: true })).status).toBe(201);
    const limited = await report(id, { kind: 'other' }, { json: true });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});

describe('report a problem: routing and answers', () => {
  it("reaches the point's owner (notification) and the managers' queue; the owner sees it in the profile", async () => {
    const { user, id } = await publicFacility();
    await report(id, { kind: 'wrong_materials', comment: 'No glass any more' });
    await new Promise((r) => setTimeout(r, 50));
    expect(await notificationsOf(user.userId)).toMatchObject([
      { message_key: 'notifications.messages.trustReportNew', link: '/profile/recycling-points#reports' },
    ]);
    const profile = await page('/profile/recycling-points', user);
    expect(profile.html).toContain('data-testid="owner-report"');
    expect(profile.html).toContain('No glass any more');
    const boss = await manager();
    const queue = await page('/manager/trust?sort=newest', boss);
    expect(queue.status).toBe(200);
    expect(queue.html).toContain('No glass any more');
    const home = await page('/manager', boss);
    expect(home.html).toContain('data-testid="queue-reports-count"');
  });

  it('the owner dismisses with a reason; the signed-in reporter is told; a second answer is refused', async () => {
    const { user, id } = await publicFacility();
    const reporter = await visitor();
    await report(id, { kind: 'closed' }, { user: reporter });
    const [row] = await reportsOn(id);
    expect(row!.reporter_id).toBe(reporter.userId);
    expect(
      (await postForm(`/profile/recycling-points/reports/${row!.id}`, { resolution: 'dismissed' }, user)).status,
    ).toBe(422);
    const done = await postForm(
      `/profile/recycling-points/reports/${row!.id}`,
      { resolution: 'dismissed', reason: 'We are open, the gate is round the corner' },
      user,
    );
    expect(done.status).toBe(303);
    expect((await reportsOn(id))[0]).toMatchObject({
      status: 'dismissed',
      resolution: 'We are open, the gate is round the corner',
    });
    const told = await notificationsOf(reporter.userId);
    expect(told).toHaveLength(1);
    expect(told[0]!.message_key).toBe('notifications.messages.trustReportDismissed');
    expect(JSON.parse(told[0]!.params).reason).toBe('We are open, the gate is round the corner');
    expect((await postForm(`/profile/recycling-points/reports/${row!.id}`, { resolution: 'fixed' }, user)).status).toBe(
      409,
    );
    expect(await notificationsOf(reporter.userId)).toHaveLength(1);
  });

  it("another organisation's owner cannot answer; a manager can", async () => {
    const { id } = await publicFacility();
    await report(id, { kind: 'wrong_hours' });
    const [row] = await reportsOn(id);
    const stranger = await owner();
    expect(
      (await postForm(`/profile/recycling-points/reports/${row!.id}`, { resolution: 'fixed' }, stranger)).status,
    ).toBe(404);
    expect((await reportsOn(id))[0]!.status).toBe('open');
    const boss = await manager();
    expect((await postForm(`/manager/trust/reports/${row!.id}`, { resolution: 'fixed' }, boss)).status).toBe(303);
    expect((await reportsOn(id))[0]!.status).toBe('fixed');
  });
});

describe('"reported closed, being checked"', () => {
  it(`shows after ${CLOSED_REPORTS_THRESHOLD} distinct visitors, not for one visitor reporting twice, until the owner answers`, async () => {
    const { user, id } = await publicFacility();
    const notice = async () => (await page(`/recycling-points/${id}`)).html.includes('data-testid="reported-closed"');
    const same = testAddress();
    await report(id, { kind: 'closed' }, { ip: same });
    await report(id, { kind: 'closed' }, { ip: same });
    await report(id, { kind: 'temporarily_closed' }, { ip: testAddress() });
    expect(await notice()).toBe(false);
    await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice()).toBe(true);
    // The owner confirms the point is still correct: the notice goes.
    expect((await postForm(`/profile/recycling-points/${id}/still-correct`, {}, user)).status).toBe(303);
    expect(await notice()).toBe(false);
    const html = (await page(`/recycling-points/${id}`)).html;
    expect(html).toContain('data-testid="checked-on"');
    expect(html).toContain('data-freshness="fresh"');
  });
});

describe('checked on DATE', () => {
  it('a manager check from the stale queue moves the date', async () => {
    const { id } = await publicFacility();
    const old = Date.now() - 400 * 86_400_000;
    await env.DB.prepare('UPDATE facilities SET checked_at = ? WHERE id = ?').bind(old, id).run();
    const stale = (await page(`/recycling-points/${id}`)).html;
    expect(stale).toContain('data-freshness="stale"');
    // The date as the page's locale writes it in the point's zone, formatted by the worker: the
    // page data carries the text, so hydrating builds no date format (ADR 180).
    const { time_zone: zone } = (await env.DB.prepare('SELECT time_zone FROM facilities WHERE id = ?')
      .bind(id)
      .first<{ time_zone: string }>())!;
    const date = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: zone }).format(old);
    expect(stale).toContain(`"checkedOn":"${date}"`);
    expect(stale.split('data-testid="checked-on"')[1]!.split('</time>')[0]).toContain(date);
    const boss = await manager();
    expect((await page('/manager/trust?queue=stale&sort=oldest', boss)).html).toContain(`data-id="${id}"`);
    expect((await postForm(`/manager/trust/points/${id}/check`, {}, boss)).status).toBe(303);
    const row = await env.DB.prepare('SELECT checked_at FROM facilities WHERE id = ?')
      .bind(id)
      .first<{ checked_at: number }>();
    expect(row!.checked_at).toBeGreaterThan(Date.now() - 60_000);
    expect((await page(`/recycling-points/${id}`)).html).toContain('data-freshness="fresh"');
  });
});
