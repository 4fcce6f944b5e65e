import { proxy } from 'valtio';
import type { SessionUser } from '../shared/snapshot';

/**
 * Live changes to the signed-in user made on this page. App merges them into `snapshot.user`, so the header's account button, dropdown and
 * slide-out menu show a change at once, without a reload. Starts empty, as the server renders;
 * written only from browser event handlers (never during a server render: the module is shared).
 */
export type SessionUserChanges = Partial<Pick<SessionUser, 'name' | 'email' | 'imageUrl' | 'orgName' | 'orgLogoUrl'>>;

export const sessionUserState = proxy({ changes: null as SessionUserChanges | null });

export function updateSessionUser(changes: SessionUserChanges): void {
  sessionUserState.changes = { ...sessionUserState.changes, ...changes };
}

/** The snapshot's user with the live changes applied (the same object when there are none). */
export function withUserChanges(user: SessionUser | null, changes: SessionUserChanges | null): SessionUser | null {
  return user && changes ? { ...user, ...changes } : user;
}
