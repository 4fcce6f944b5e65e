/**
 * "Report a problem" on OpenStreetMap points (docs/points-trust.md): the same form, limits and
 * honeypot as owners' points, with and without JavaScript; the report reaches the managers' queue
 * with a link to edit the point on OpenStreetMap (no owner to notify); a manager's answer reaches
 * a signed-in reporter; three distinct "closed" voices put the notice on the point's page.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_REPORTS_THRESHOLD } from '../../ui/shared/facility/freshness';
import { readSnapshot } from './helpers';
import {
  manager,
  notificationsOf,
  owner,
  page,
  postForm,
  report,
  testAddress,
  visitor,
} from '../../worker/trust/test-support';
import { osmFacilityRow } from './support/osm-rows';

async function osmReports(
  publicId: string,
): Promise<{ id: string; kind: string; status: string; reporter_id: string | null; comment: string }[]> {
  return (
    await env.DB.prepare(
      'SELECT id, kind, status, reporter_id, comment FROM osm_facility_reports WHERE osm_facility_id = ? ORDER BY created_at',
    )
      .bind(publicId)
      .all<any>()
  ).results;
}

let next = 6000;
/** A fresh OSM point for each test (the limits and the threshold count per point). */
async function osmFacility(over: Record<string, unknown> = {}): Promise<string> {
  const id = next++;
  await osmFacilityRow(id, over).run();
  return `osm-node-${id}`;
}

beforeAll(async () => {
  await env.DB.prepare('DELETE FROM osm_facility_reports').run();
});

describe('report a problem on an OpenStreetMap point: the form', () => {
  it('is on the point page at #report, posting to the point', async () => {
    const id = await osmFacility();
    const { status, html } = await page(`/recycling-points/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('id="report"');
    expect(html).toContain('data-testid="report-form"');
    expect(html).toContain(`action="/recycling-points/${id}/report"`);
    expect(html).toContain('name="homepage"');
  });

  it('works without JavaScript: a result page thanking on behalf of the managers, the report stored', async () => {
    const id = await osmFacility();
    const res = await report(id, { kind: 'wrong_hours', comment: 'Закрыто по воскресеньям' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-outcome="sent"');
    expect(html).toContain('Сообщение отправлено менеджерам');
    expect(readSnapshot(html).data).toMatchObject({
      facilityId: id,
      osm: true,
      facilityName: id.replace('osm-node-', 'Точка '),
    });
    expect(await osmReports(id)).toMatchObject([
      { kind: 'wrong_hours', status: 'open', reporter_id: null, comment: 'Закрыто по воскресеньям' },
    ]);
  });

  it('answers the enhanced form in JSON; refuses bad fields; a honeypot stores nothing; unknown points are 404', async () => {
    const id = await osmFacility();
    const ok = await report(id, { kind: 'wrong_location' }, { json: true });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ data: { outcome: 'sent' } });
    const bad = await report(id, { kind: 'other', comment: 'x'.repeat(501) }, { json: true });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_form');
    const noKind = await report(id, { comment: 'x' });
    expect(noKind.status).toBe(400);
    expect(await noKind.text()).toContain('data-testid="report-error-kind"');
    expect((await report(id, { kind: 'closed', homepage: 'http://spam.example' })).status).toBe(200);
    expect((await osmReports(id)).map((r) => r.kind)).toEqual(['wrong_location']);
    expect((await report('osm-node-999999', { kind: 'closed' }, { json: true })).status).toBe(404);
    expect((await page('/recycling-points/osm-node-999999/report')).status).toBe(404);
    // An unnamed point: the result page names its kind.
    const unnamed = await osmFacility({ name: '' });
    const form = await page(`/recycling-points/${unnamed}/report`);
    expect(form.status).toBe(200);
    expect(readSnapshot(form.html).data.facilityName).toBe('Контейнер для вторсырья');
  });

  it('limits one point to 10 reports an hour, however many visitors', async () => {
    const id = await osmFacility();
    for (let i = 0; i < 10; i++) expect((await report(id, { kind: 'other' }, { json: true })).status).toBe(201);
    expect((await report(id, { kind: 'other' }, { json: true })).status).toBe(429);
    expect(await osmReports(id)).toHaveLength(10);
  });
});

describe('report a problem on an OpenStreetMap point: routing and answers', () => {
  it("reaches the managers' queue with the link to edit it on OpenStreetMap, and no owner", async () => {
    await osmFacilityRow(6500, { id: 'way-6500', osm_type: 'way', osm_id: 6500 }).run();
    const way = 'osm-way-6500';
    const someOwner = await owner();
    const res = await report(way, { kind: 'wrong_materials', comment: 'Стекло больше не принимают' }, { json: true });
    expect(res.status).toBe(201);
    const boss = await manager();
    const queue = await page('/manager/trust?sort=newest', boss);
    expect(queue.html).toContain('Стекло больше не принимают');
    expect(queue.html).toContain('href="https://www.openstreetmap.org/edit?way=6500"');
    expect(queue.html).toContain(`href="/recycling-points/${way}"`);
    expect(await notificationsOf(someOwner.userId)).toEqual([]);
  });

  it('a manager answers; the signed-in reporter is told with a link to the point; an owner cannot answer it', async () => {
    const id = await osmFacility();
    const reporter = await visitor();
    await report(id, { kind: 'closed' }, { user: reporter });
    const [row] = await osmReports(id);
    expect(row!.reporter_id).toBe(reporter.userId);
    expect(
      (await postForm(`/profile/recycling-points/reports/${row!.id}`, { resolution: 'fixed' }, await owner())).status,
    ).toBe(404);
    const boss = await manager();
    expect((await postForm(`/manager/trust/reports/${row!.id}`, { resolution: 'fixed' }, boss)).status).toBe(303);
    expect((await osmReports(id))[0]!.status).toBe('fixed');
    expect(await notificationsOf(reporter.userId)).toMatchObject([
      { message_key: 'notifications.messages.trustReportFixed', link: `/recycling-points/${id}` },
    ]);
    expect((await postForm(`/manager/trust/reports/${row!.id}`, { resolution: 'fixed' }, boss)).status).toBe(409);
  });
});

describe('"reported closed, being checked" on an OpenStreetMap point', () => {
  it(`shows after ${CLOSED_REPORTS_THRESHOLD} distinct visitors until a manager answers`, async () => {
    const id = await osmFacility();
    const notice = async () => (await page(`/recycling-points/${id}`)).html.includes('data-testid="reported-closed"');
    const same = testAddress();
    await report(id, { kind: 'closed' }, { ip: same });
    await report(id, { kind: 'closed' }, { ip: same });
    await report(id, { kind: 'temporarily_closed' }, { ip: testAddress() });
    expect(await notice()).toBe(false);
    await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect(await notice()).toBe(true);
    const boss = await manager();
    for (const r of await osmReports(id))
      expect(
        (
          await postForm(
            `/manager/trust/reports/${r.id}`,
            { resolution: 'dismissed', reason: 'Открыто, проверили' },
            boss,
          )
        ).status,
      ).toBe(303);
    expect(await notice()).toBe(false);
  });

  it('reports older than the last edit on OpenStreetMap do not count', async () => {
    const id = await osmFacility();
    for (let i = 0; i < CLOSED_REPORTS_THRESHOLD; i++) await report(id, { kind: 'closed' }, { ip: testAddress() });
    expect((await page(`/recycling-points/${id}`)).html).toContain('data-testid="reported-closed"');
    // A mapper edits the point (a re-import brings the new version): the voices before it are answered.
    await env.DB.prepare('UPDATE osm_facilities SET osm_timestamp = ? WHERE id = ?')
      .bind(Date.now() + 1000, id.slice(4))
      .run();
    await env.DB.prepare(
      'INSERT INTO cache_tags (tag, version) VALUES (?, 1) ON CONFLICT (tag) DO UPDATE SET version = version + 1',
    )
      .bind(`p:${id}`)
      .run();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await page(`/recycling-points/${id}`)).html).not.toContain('data-testid="reported-closed"');
  });
});
