import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';
import { refreshDelayMs } from '../../shared/session-timing';
import {
  clearSessionExpiredNotice,
  notificationsState,
  registerLoginOpener,
  showSessionExpiredNotice,
} from '../../stores/notifications';
import { askForLogin, markSignedIn, markSignedOut, sessionState, settleLogin } from '../../stores/session';

// The prompt opens only after something asks for a login, never in server HTML: its form code
// (Conform, the login schema) and its texts load then instead of weighing on every page.
const LoginPrompt = lazyPart(() => import('./LoginPrompt').then((m) => m.LoginPrompt));
// Once a session ends the header drops the bell and with it the toasts it renders; the expiry
// notice must still show, so while nobody is signed in the toasts render here (loaded then).
const SignedOutToasts = lazyPart(() => import('../notifications/NotificationToasts').then((m) => m.NotificationToasts));

const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 30_000;

/**
 * Client session behaviour (docs/product.md §4.1, §4.2), mounted once per page: schedules the token refresh
 * by refreshDelayMs, handles expiry (the notice outside /profile/, the login modal on /profile/
 * pages, else /login), and renders the login prompt used by the notice link and by
 * authenticatedFetch. Renders nothing until something asks for a login or a notice outlives the session.
 */
export function SessionHost() {
  const { snapshot, i18n } = useApp();
  const { prompt, signedIn } = useSnapshot(sessionState);
  const { toasts } = useSnapshot(notificationsState);
  const { edition, locale, path, user } = snapshot;
  const href = (p: string) => localizedPath(edition, locale, p);
  const onProfile = /^\/profile(\/|$)/.test(path);
  const userId = user?.id ?? null;

  useEffect(() => {
    registerLoginOpener(() => {
      void askForLogin('expired').then((ok) => ok && location.reload());
      return true;
    });
    return () => registerLoginOpener(null);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page: the snapshot is fixed
  useEffect(() => {
    // The session ended on the server between pages (docs/product.md §4.1, ADR 205): this page
    // is the guest view, so it says why. The login page says it in its own panel instead.
    if (snapshot.sessionEnded && !userId && snapshot.page !== 'login') showSessionExpiredNotice();
    // `?restore-password` opens the password-recovery dialog on any page, as `?modal=` does, and
    // leaves the URL (the login page renders that pane itself, on the server).
    const params = new URLSearchParams(location.search);
    if (params.has('restore-password') && snapshot.page !== 'login') {
      params.delete('restore-password');
      const query = params.toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
      void askForLogin('restore').then((ok) => ok && location.reload());
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schedule restarts only for another user; snapshot values are fixed per page
  useEffect(() => {
    if (!userId || !user) {
      markSignedOut();
      return;
    }
    let exp = user.tokenExpire;
    markSignedIn(exp);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = () => {
      markSignedOut();
      if (!onProfile) return showSessionExpiredNotice();
      void askForLogin('expired').then((ok) => (ok ? location.reload() : location.assign(href('/login'))));
    };
    const schedule = (ms: number) => {
      timer = setTimeout(() => void refresh(), Math.min(ms, MAX_TIMER_MS));
    };
    const refresh = async () => {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      }).catch(() => null);
      if (res?.ok) {
        const body = (await res.json().catch(() => null)) as { token_expire?: number } | null;
        exp = typeof body?.token_expire === 'number' ? body.token_expire : exp;
        markSignedIn(exp);
        return schedule(refreshDelayMs(exp, Date.now() / 1000));
      }
      // A refused refresh (or the token running out meanwhile) ends the session; a network blip retries.
      if ((res && res.status < 500) || Date.now() / 1000 >= exp) return expire();
      schedule(Math.min(RETRY_MS, Math.max(0, (exp - Date.now() / 1000) * 1000)));
    };
    schedule(refreshDelayMs(exp, Date.now() / 1000));
    return () => clearTimeout(timer);
  }, [userId]);

  const toastsHere = !signedIn && toasts.length > 0;
  if (!prompt && !toastsHere) return null;
  return (
    <>
      {toastsHere && (
        <Suspense fallback={null}>
          <SignedOutToasts />
        </Suspense>
      )}
      {prompt && (
        <Suspense
          fallback={
            <p className="sr-only" role="status">
              {i18n.t('common.loading')}
            </p>
          }
        >
          <LoginPrompt
            reason={prompt}
            onClose={() => settleLogin(false)}
            onSignedIn={() => {
              clearSessionExpiredNotice();
              markSignedIn(null);
              settleLogin(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
