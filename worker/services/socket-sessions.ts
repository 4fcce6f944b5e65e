import { disableUser } from '../data/users';
import { hubFor, type NotifyEnv } from './notify';

/**
 * Ends the notification sockets of sessions that just ended (docs/decisions/043-sockets-end-with-the-session.md).
 * The hub closes them with 4401 `session_ended`; tickets issued under those sessions are refused
 * by the hub's own D1 check, so nothing else needs revoking. `sessions: null` = every session of
 * the user except `keep`. Best effort: the sessions are already ended in D1 when this runs.
 */
export async function endSocketSessions(
  env: Pick<NotifyEnv, 'NOTIFICATIONS'>,
  userId: string,
  sessions: string[] | null,
  keep: string | null = null,
): Promise<number> {
  try {
    return await hubFor(env, userId).endSessions(sessions, keep);
  } catch (error) {
    console.warn('ending sockets failed', { userId, error: String(error) });
    return 0;
  }
}

/** Disables an account: its sessions end in D1 (one transaction), then its sockets close. */
export async function disableAccount(env: Pick<NotifyEnv, 'NOTIFICATIONS' | 'DB'>, userId: string): Promise<void> {
  await disableUser(env.DB, userId);
  await endSocketSessions(env, userId, null);
}
