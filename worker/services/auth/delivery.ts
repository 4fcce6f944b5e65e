import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { deliverMail, mailAdapterFromEnv } from '../mail-outbox';

/** Hands a stored message to the delivery adapter after the response (no adapter: it stays queued). */
export function scheduleDelivery(c: Context<AppEnv>, mailId: string): void {
  const adapter = mailAdapterFromEnv(c.env as unknown as Record<string, string | undefined>);
  if (!adapter) return;
  const work = deliverMail(c.env.DB, adapter, mailId);
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}
