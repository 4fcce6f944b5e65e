import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { queueMail } from '../../worker/services/mail-outbox';
import { SCHEDULED_JOBS } from '../../worker/scheduled/jobs';

const ORIGIN = 'http://localhost:8787';
const page = (path: string, vars: Env = env) =>
  app.request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } }, vars);
const run = (job: string) =>
  SELF.fetch(`${ORIGIN}/dev/cron/run`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ job }),
  });

/** Scheduled work in development (ADR 201): /dev/cron lists the jobs, runs them now, shows the last run. */
describe('/dev/cron', () => {
  it('lists every job of the Cron Trigger with a run-now button', async () => {
    const html = await (await page('/dev/cron')).text();
    for (const job of SCHEDULED_JOBS) {
      expect(html).toContain(`data-job="${job.name}"`);
      expect(html).toContain(`data-testid="run-${job.name}"`);
    }
    expect(html).toContain('data-testid="run-all"');
    expect(html).toContain('href="/dev/mail"');
  });

  it('runs one job now and shows its last run; the others keep theirs', async () => {
    const res = await run('event-listing');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dev/cron');
    const html = await (await page('/dev/cron')).text();
    const row = (name: string) =>
      new RegExp(`data-job="${name}".*?data-testid="last-run">([^<]*)<`, 's').exec(html)![1]!;
    expect(row('event-listing')).toMatch(/^ok at \d{4}-\d\d-\d\dT/);
    expect(row('report-digest')).toBe('not run yet');
    expect((await run('all')).status).toBe(303);
    const after = await (await page('/dev/cron')).text();
    for (const job of SCHEDULED_JOBS)
      expect(after).toMatch(new RegExp(`data-job="${job.name}".*?data-testid="last-run">ok at `, 's'));
  });

  it('refuses an unknown job with a 400, not a 500', async () => {
    const res = await run('drop-tables');
    expect(res.status).toBe(400);
  });

  it('is absent in production', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    expect((await page('/dev/cron', production)).status).toBe(404);
    const post = await app.request(
      `${ORIGIN}/dev/cron/run`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'job=all',
      },
      production,
    );
    expect(post.status).toBe(404);
  });
});

describe('/dev/mail', () => {
  it('breaks a long link inside its card (overflow-wrap: anywhere)', async () => {
    const to = `long-link-${crypto.randomUUID()}@example.org`;
    const link = `${ORIGIN}/confirm/${'x'.repeat(400)}`;
    await queueMail(env.DB, {
      to,
      template: 'test',
      locale: 'ru-RU',
      edition: 'ru',
      subject: 'Long link',
      text: `Open ${link}`,
      html: `<a href="${link}">open</a>`,
    });
    const html = await (await page(`/dev/mail?to=${encodeURIComponent(to)}`)).text();
    const card = /<article data-testid="mail" style="([^"]*)"/.exec(html)![1]!;
    expect(card).toContain('overflow-wrap:anywhere');
    expect(html).toContain(`<a href="${link}">`);
  });
});
