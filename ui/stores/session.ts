import { useSnapshot } from 'valtio';
import { proxy } from 'valtio';

/**
 * Client session state (docs/product.md §4.1, §4.2). The token itself stays in the HttpOnly cookie; the
 * browser only knows when it expires (snapshot.user.tokenExpire) and whether a login prompt is
 * open. Starts closed, as the server renders it.
 */
/** `restore`: opened by `?restore-password` on any page, on its password-recovery pane. */
export type PromptReason = 'expired' | 'request' | 'restore';
export type WrapperState = 'idle' | 'asking-for-login' | 'cancelled' | 'fetched';

export const createSessionState = () =>
  proxy({
    /** Seconds since epoch; null when signed out. */
    tokenExpire: null as number | null,
    signedIn: false,
    prompt: null as PromptReason | null,
    /** docs/product.md §4.2: the authenticated request wrapper's state. */
    wrapper: 'idle' as WrapperState,
  });

export type SessionState = ReturnType<typeof createSessionState>;
export const sessionState: SessionState = createSessionState();

let waiting: Array<(ok: boolean) => void> = [];

/** Opens the login prompt and resolves true on sign-in, false on cancel. */
export function askForLogin(reason: PromptReason): Promise<boolean> {
  sessionState.prompt = reason;
  return new Promise((resolve) => waiting.push(resolve));
}

/** Called by the prompt: closes it and settles everyone waiting on it. */
export function settleLogin(ok: boolean): void {
  sessionState.prompt = null;
  const pending = waiting;
  waiting = [];
  for (const resolve of pending) resolve(ok);
}

export function markSignedOut(): void {
  sessionState.signedIn = false;
  sessionState.tokenExpire = null;
}

export function markSignedIn(tokenExpire: number | null): void {
  sessionState.signedIn = true;
  sessionState.tokenExpire = tokenExpire;
}

/**
 * A button's busy state as shown: while the login prompt is open the request behind it waits for
 * the user, so the button says what it does again instead of "Saving…" (it is retried or given
 * up once the prompt closes).
 */
export function useShownBusy<T>(busy: T): T | null {
  const { prompt } = useSnapshot(sessionState);
  return prompt === null ? busy : null;
}
