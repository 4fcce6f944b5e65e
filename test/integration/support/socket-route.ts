import { env } from 'cloudflare:test';
import { issueSocketTicket } from '../../../worker/durable/socket-ticket';
import { startSession } from '../../../worker/services/auth/session-tokens';

const secret = () => (env as unknown as { JWT_SECRET: string }).JWT_SECRET;

/**
 * A `?ticket=` that routes an upgrade to the user's hub (docs/decisions/122): single-use and only
 * for a live session, so each call starts a fresh session of its own for the user (tests of the
 * hub's first-frame checks then send whatever ticket they test).
 */
export async function routingTicket(userId: string): Promise<string> {
  const session = await startSession(env.DB, secret(), userId, 'vitest-routing');
  return (await issueSocketTicket(secret(), userId, session.sessionId)).ticket;
}
