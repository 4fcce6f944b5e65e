/**
 * Visitor reports, the details: only "closed" reports of the last 30 days count toward the notice,
 * the notice goes once the reports are answered, a "corrected" answer reaches the reporter, and the
 * managers' queue counts and orders what it holds (docs/points-trust.md).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSED_REPORTS_THRESHOLD,
  CLOSED_REPORTS_WINDOW_MS,
  DAY_MS,
  STALE_AFTER_MS,
} from '../../ui/shared/facility/freshness';
import {
  manager,
  notificationsOf,
  page,
  postForm,
  publicFacility,
  report,
  reportsOn,
  testAddress,
  visitor,
} from './test-support';
import { osmFacilityRow } from '../../test/integration/support/osm-rows';

const insertReport = (
  table: 'facility_reports' | 'osm_facility_reports',
  facilityId: string,
  kind: string,
  createdAt: number,
  id: string = crypto.randomUUID(),
) =>
  env.DB.prepare(
    `INSERT INTO ${table} (id, ${table === 'facility_reports' ? 'facility_id' : 'osm_facility_id'}, kind, comment, visitor_key, created_at) VALUES (?, ?, ?, '', ?, ?)`,
  ).bind(id, facilityId, kind, `a:${crypto.randomUUID()}`, createdAt);
const noticeOn = async (id: string) =>
  (await page(`/recycling-points/${id}`)).html.includes('data-testid="reported-closed"');
const rowIds = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}" data-id="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('"reported closed": the window and the answers', () => {
  it(`only reports of the last ${CLOSED_REPORTS_WINDOW_MS / DAY_MS} days count`, async () => {
    const { id } = await publicFacility();
    // The point was checked long ago, so only the window limits what counts.
    await env.DB.prepare('UPDATE facilities SET checked_at = ? WHERE id = ?')
      .bind(Date.now() - 60 * DAY_MS, id)
      .run();
    const old = Date.now() - CLOSED_REPORTS_WINDOW_MS - DAY_MS;
    await env.DB.batch(
      Array.from({ length: CLOSED_REPORTS_THRESHOLD }, () => insertReport('facility_reports', id, 'closed', old)),
    );
    expect(await noticeOn(id)).toBe(false);
    // One voice inside the window with two outside: still not enough.
    await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await noticeOn(id)).toBe(false);
    for (let i = 1; i < CLOSED_REPORTS_THRESHOLD; i++)
      await report(id, { kind: 'temporarily_closed' }, { ip: testAddress() });
    expect(await noticeOn(id)).toBe(true);
  });

  it('goes once the reports are answered; a "corrected" answer reaches the signed-in reporter', async () => {
    const { user, id } = await publicFacility();
    const reporter = await visitor();
    await report(id, { kind: 'closed' }, { user: reporter });
    for (let i = 1; i < CLOSED_REPORTS_THRESHOLD; i++) await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await noticeOn(id)).toBe(true);
    const [first, ...rest] = await reportsOn(id);
    expect(
      (await postForm(`/profile/recycling-points/reports/${first!.id}`, { resolution: 'fixed' }, user)).status,
    ).toBe(303);
    expect(await notificationsOf(reporter.userId)).toMatchObject([
      { message_key: 'notifications.messages.trustReportFixed', link: `/recycling-points/${id}` },
    ]);
    // Two open voices left: under the threshold.
    expect(await noticeOn(id)).toBe(false);
    for (const r of rest)
      expect(
        (
          await postForm(
            `/profile/recycling-points/reports/${r.id}`,
            { resolution: 'dismissed', reason: 'Открыто' },
            user,
          )
        ).status,
      ).toBe(303);
    expect((await reportsOn(id)).map((r) => r.status)).toEqual(['fixed', 'dismissed', 'dismissed']);
    expect(await noticeOn(id)).toBe(false);
  });
});

describe("the managers' queues: counts and order", () => {
  const now = Date.now();
  let ids: { oldest: string; middle: string; newest: string; stale: string };

  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare('DELETE FROM facility_reports'),
      env.DB.prepare('DELETE FROM osm_facility_reports'),
    ]);
    // Only this file's points exist here; make every one fresh but one.
    await env.DB.prepare('UPDATE facilities SET checked_at = ?').bind(now).run();
    const a = await publicFacility();
    const b = await publicFacility();
    await osmFacilityRow(9100).run();
    ids = { oldest: crypto.randomUUID(), middle: crypto.randomUUID(), newest: crypto.randomUUID(), stale: b.id };
    await env.DB.batch([
      insertReport('facility_reports', a.id, 'wrong_hours', now - 3 * DAY_MS, ids.oldest),
      insertReport('osm_facility_reports', 'osm-node-9100', 'closed', now - 2 * DAY_MS, ids.middle),
      insertReport('facility_reports', a.id, 'other', now - DAY_MS, ids.newest),
      env.DB.prepare('UPDATE facilities SET checked_at = ? WHERE id = ?').bind(now - STALE_AFTER_MS - DAY_MS, b.id),
    ]);
  });

  it("counts open reports of both sources and stale points, on the queue and the console's home", async () => {
    const boss = await manager();
    const queue = (await page('/manager/trust', boss)).html;
    expect(queue).toMatch(/data-testid="trust-count-reports">3</);
    expect(queue).toMatch(/data-testid="trust-count-stale">1</);
    const home = (await page('/manager', boss)).html;
    expect(home).toMatch(/data-testid="queue-reports-count">3</);
    expect(home).toMatch(/data-testid="queue-stale-count">1</);
  });

  it('lists reports oldest first by default and newest first on request', async () => {
    const boss = await manager();
    const oldest = rowIds((await page('/manager/trust?sort=oldest', boss)).html, 'trust-report-row');
    expect(oldest).toEqual([ids.oldest, ids.middle, ids.newest]);
    expect(rowIds((await page('/manager/trust', boss)).html, 'trust-report-row')).toEqual(oldest);
    expect(rowIds((await page('/manager/trust?sort=newest', boss)).html, 'trust-report-row')).toEqual([
      ids.newest,
      ids.middle,
      ids.oldest,
    ]);
    expect(rowIds((await page('/manager/trust?queue=stale&sort=newest', boss)).html, 'trust-stale-row')).toEqual([
      ids.stale,
    ]);
  });
});
