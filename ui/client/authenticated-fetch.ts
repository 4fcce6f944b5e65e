import { askForLogin, markSignedOut, sessionState } from '../stores/session';

export type AuthenticatedResult = { state: 'fetched'; response: Response } | { state: 'cancelled' };

/**
 * The authenticated request wrapper of docs/product.md §4.2. The cookie carries the session; on 401 or 403
 * the user is logged out, the state becomes asking-for-login and the login prompt opens. After a
 * successful sign-in the request is repeated (fetched); on cancel the state is cancelled.
 * On the server it just fetches, never prompting.
 */
export async function authenticatedFetch(input: string, init: RequestInit = {}): Promise<AuthenticatedResult> {
  const send = () =>
    fetch(input, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  const response = await send();
  if (typeof window === 'undefined' || (response.status !== 401 && response.status !== 403)) {
    sessionState.wrapper = 'fetched';
    return { state: 'fetched', response };
  }
  // Logout clears the cookie (fire and forget, docs/product.md §7).
  void fetch('/api/logout/', { credentials: 'same-origin' }).catch(() => undefined);
  markSignedOut();
  sessionState.wrapper = 'asking-for-login';
  const signedIn = await askForLogin('request');
  if (!signedIn) {
    sessionState.wrapper = 'cancelled';
    return { state: 'cancelled' };
  }
  const retried = await send();
  sessionState.wrapper = 'fetched';
  return { state: 'fetched', response: retried };
}
