import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { runJobs } from '../scheduled';
import { SCHEDULED_JOBS } from '../scheduled/jobs';
import { readRuns } from '../scheduled/last-runs';
import { escapeHtml } from '../lib/escape-html';

const RunBody = z.object({ job: z.enum(['all', ...SCHEDULED_JOBS.map((job) => job.name)] as [string, ...string[]]) });

/**
 * The scheduled work in development (ADR 201): /dev/cron lists every job of the Cron Trigger with
 * its last run (npm run dev also fires the trigger on its schedule), and "Run now" runs one job,
 * or all, in this request, as the trigger would at this instant; reminders and digests then show
 * in /dev/mail. Mounted on the dev sub-app, which answers 404 in production.
 */
export function registerDevCron(dev: Hono<AppEnv>) {
  dev.get('/dev/cron', async (c) => {
    const runs = await readRuns(c.env.KV);
    const button = (job: string, label: string) =>
      `<form method="post" action="/dev/cron/run" style="display:inline"><input type="hidden" name="job" value="${escapeHtml(job)}"><button type="submit" data-testid="run-${escapeHtml(job)}">${label}</button></form>`;
    const rows = SCHEDULED_JOBS.map((job) => {
      const last = runs[job.name];
      const status = last
        ? `${last.ok ? 'ok' : `failed: ${escapeHtml(last.error ?? '')}`} at ${escapeHtml(last.at)}`
        : 'not run yet';
      return `<tr data-testid="job" data-job="${escapeHtml(job.name)}"><td><code>${escapeHtml(job.name)}</code></td><td data-testid="last-run">${status}</td><td>${button(job.name, 'Run now')}</td></tr>`;
    }).join('\n');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scheduled jobs (development)</title><meta name="robots" content="none"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body style="font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem"><h1>Scheduled jobs (development)</h1><p>The Cron Trigger runs these every 15 minutes; <code>npm run dev</code> fires it on that schedule. Mail they send lands in the <a href="/dev/mail">outbox</a>.</p><table style="border-collapse:collapse" cellpadding="6"><thead><tr><th align="left">Job</th><th align="left">Last run</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>${button('all', 'Run all now')}</p></body></html>`,
      200,
      { 'cache-control': 'no-store' },
    );
  });

  dev.post('/dev/cron/run', async (c) => {
    const body = RunBody.safeParse(await c.req.parseBody().catch(() => null));
    if (!body.success) throw new AppError(400, 'invalid_body', 'errors.badRequest');
    const jobs = body.data.job === 'all' ? SCHEDULED_JOBS : SCHEDULED_JOBS.filter((job) => job.name === body.data.job);
    // Hono types its context without the runtime's optional `exports`; it is the same object.
    await runJobs(jobs, c.env, new Date(), c.executionCtx as ExecutionContext);
    return c.redirect('/dev/cron', 303);
  });
}
