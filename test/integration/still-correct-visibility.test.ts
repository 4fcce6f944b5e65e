/**
 * The reminder's "still correct" page answers anyone who has the point's id, signed out too: it
 * names only a point the public may see, and its link confirms only a point that can be confirmed
 * (public, or paused by its owner), never a draft, declined or blocked one.
 */
import { createExecutionContext, createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { mailTo } from './support/mail';
import type { TestUser } from './support/accounts';
import { page, postForm, publicFacility } from '../../worker/trust/test-support';

async function mailedLink(): Promise<{ user: TestUser; id: string; name: string; fields: Record<string, string> }> {
  const { user, id } = await publicFacility();
  await env.DB.prepare("UPDATE facilities SET remind_at = 1, name = 'Пункт ' || ? WHERE id = ?")
    .bind(id.slice(0, 8), id)
    .run();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }),
    env,
    createExecutionContext(),
  );
  const mail = (await mailTo(user.email)).find((m) => m.template === 'trust.reminder')!;
  const link = new URL(mail.links.find((l) => l.includes(`/recycling-points/${id}/still-correct`))!);
  return { user, id, name: `Пункт ${id.slice(0, 8)}`, fields: Object.fromEntries(link.searchParams) };
}

const setStatus = (id: string, status: string) =>
  env.DB.prepare('UPDATE facilities SET status = ? WHERE id = ?').bind(status, id).run();
const checks = async (id: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM facility_checks WHERE facility_id = ?')
    .bind(id)
    .first<{ n: number }>())!.n;
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

describe('the still-correct page and a point the public may not see', () => {
  it('names a public point to a signed-out visitor with a valid link', async () => {
    const { id, name, fields } = await mailedLink();
    const res = await page(`/recycling-points/${id}/still-correct${query(fields)}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain(name);
  });

  for (const status of ['draft', 'declined', 'blocked_by_moderator']) {
    it(`a ${status} point: not named, with or without a link, and the valid link confirms nothing`, async () => {
      const { id, name, fields } = await mailedLink();
      await setStatus(id, status);
      const before = await checks(id);
      expect((await page(`/recycling-points/${id}/still-correct`)).html).not.toContain(name);
      const asked = await page(`/recycling-points/${id}/still-correct${query(fields)}`);
      expect(asked.html).not.toContain(name);
      expect(asked.html).toContain('data-state="invalid"');
      const posted = await postForm(`/recycling-points/${id}/still-correct`, fields, null);
      expect(posted.status).toBe(400);
      const html = await posted.text();
      expect(html).toContain('data-state="invalid"');
      expect(html).not.toContain(name);
      expect(await checks(id)).toBe(before);
    });
  }
});
