import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { claimOnce, releaseClaim } from '../../worker/data/claims';

describe('scheduled handler', () => {
  it('runs through the worker export without failing', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.parse('2026-11-25T06:00:00Z'), cron: '*/15 * * * *' }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  });

  it('claims a key once, however many runs race for it', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const wins = await Promise.all(Array.from({ length: 8 }, () => claimOnce(env.DB, key)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    await releaseClaim(env.DB, key);
    expect(await claimOnce(env.DB, key)).toBe(true);
  });
});
