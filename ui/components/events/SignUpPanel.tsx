import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { subscribe } from 'valtio';
import { useApp } from '../../app/context';
import { notificationsState } from '../../stores/notifications';
import { signUpCancellable, signUpOpen } from '../../shared/events/status';
import { localizedPath } from '../../shared/locale-negotiation';
import { useShownBusy } from '../../stores/session';

// The API client and the cancel confirmation run only after a click: their own chunks, so the
// event page's first load stays in the budget. Pointing at a button starts loading them.
const loadApi = () => import('./api');
const loadConfirm = () => import('../modal/ConfirmDialog');
const ConfirmDialog = lazyPart(() => loadConfirm().then((m) => m.ConfirmDialog));
const prepare = () => void Promise.all([loadApi(), loadConfirm()]).catch(() => undefined);

interface Props {
  eventId: string;
  status: 'draft' | 'checking' | 'published' | 'declined' | 'cancelled';
  startsAt: number;
  endsAt: number;
  capacity: number;
  placesLeft: number;
  signedUp: boolean;
  attended: boolean;
  /** On the waitlist (docs/decisions/155-event-waitlist.md), and the 1-based place in line. */
  waiting?: boolean;
  waitlistPosition?: number | null;
  icsUrl: string;
  /** The refusal of a sign-up posted without JavaScript, already localized by the worker. */
  serverError?: string | null;
  onChange: (signedUp: boolean, placesLeft: number) => void;
}

/**
 * Sign up / cancel for volunteers; what a guest or another role sees instead. Both are forms that
 * post to the event page (they work without JavaScript); with JavaScript they call the API, and
 * cancelling asks first.
 */
export function SignUpPanel(p: Props) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const [working, setBusy] = useState(false);
  const busy = useShownBusy(working) ?? false;
  const [error, setError] = useState(p.serverError ?? '');
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first confirmation on, so closing keeps its focus handling.
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [line, setLine] = useState({ waiting: !!p.waiting, position: p.waitlistPosition ?? null });
  // A place from the waitlist arrives live (the notification socket): the panel shows it at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes again only for another wait or event, as it always has
  useEffect(() => {
    if (!line.waiting) return undefined;
    const link = `/charity-event/${p.eventId}`;
    const check = () => {
      if (
        notificationsState.items.some(
          (i) => i.messageKey === 'notifications.messages.waitlistPromoted' && i.link === link,
        )
      ) {
        setLine({ waiting: false, position: null });
        p.onChange(true, p.placesLeft);
      }
    };
    return subscribe(notificationsState, check);
  }, [line.waiting, p.eventId]);
  const action = localizedPath(snapshot.edition, snapshot.locale, `/charity-event/${p.eventId}`);
  const submit = (method: 'POST' | 'DELETE') => (ev: FormEvent) => {
    ev.preventDefault();
    if (method === 'DELETE') {
      setConfirmWanted(true);
      setConfirming(true);
    } else void act('POST');
  };
  const now = Date.parse(snapshot.renderedAt);
  const user = snapshot.user;
  const event = { status: p.status, startsAt: p.startsAt, endsAt: p.endsAt };
  const open = signUpOpen(event, now);

  const act = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setError('');
    let api: Awaited<ReturnType<typeof loadApi>> | null = null;
    try {
      api = await loadApi();
      const res = await api.callApi<{
        waiting?: boolean;
        position?: number | null;
        left?: 'place' | 'line';
        placesLeft: number;
      }>(`/${p.eventId}/signup`, { method });
      // The server's count, never our own arithmetic: a cancel may have promoted the first in line.
      if (res.waiting) setLine({ waiting: true, position: res.position ?? null });
      else if (res.left === 'line') setLine({ waiting: false, position: null });
      if (res.waiting || res.left === 'line') p.onChange(false, res.placesLeft);
      else p.onChange(method === 'POST', res.placesLeft);
    } catch (e) {
      if (api?.isCancelled(e)) return;
      const failure = api && e instanceof api.ApiError ? e : null;
      setError(failure?.message || t('events.errors.generic'));
      if (failure?.code === 'event_full') p.onChange(false, 0);
      if (failure?.code === 'not_signed_up') setLine({ waiting: false, position: null });
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (p.signedUp) {
    body = (
      <>
        <p className="m-0 flex items-center gap-2 font-semibold text-primary-dark" data-testid="signed-up">
          ✓ {p.attended ? t('events.signup.attended') : t('events.signup.youAreIn')}
        </p>
        <div className="flex flex-wrap gap-2">
          <a className="btn btn-secondary btn-sm" href={p.icsUrl} download data-testid="signup-calendar">
            {t('events.signup.addToCalendar')}
          </a>
          {signUpCancellable(event, now) && (
            <form method="post" action={action} onSubmit={submit('DELETE')} data-testid="signup-cancel-form">
              <input type="hidden" name="intent" value="cancel" />
              <button
                type="submit"
                className="btn btn-secondary btn-sm text-rose-700"
                disabled={busy}
                aria-busy={busy}
                onPointerEnter={prepare}
                onFocus={prepare}
                data-testid="signup-cancel"
              >
                {busy ? t('events.saving') : t('events.signup.cancel')}
              </button>
            </form>
          )}
        </div>
        {confirmWanted && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open={confirming}
              message={t('visitor.signup.cancelConfirm')}
              confirmLabel={t('events.signup.cancel')}
              cancelLabel={t('visitor.signup.keep')}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                void act('DELETE');
              }}
            />
          </Suspense>
        )}
      </>
    );
  } else if (!open) {
    body = (
      <p className="m-0 text-slate-600">
        {p.status === 'cancelled' ? t('events.signup.eventCancelled') : t('events.signup.closed')}
      </p>
    );
  } else if (line.waiting) {
    body = (
      <>
        <p className="m-0 font-semibold text-slate-800" data-testid="waitlist-position">
          {line.position
            ? t('volunteers.waitlist.position', { position: line.position })
            : t('volunteers.waitlist.waiting')}
        </p>
        <p className="m-0 text-sm text-slate-600">{t('volunteers.waitlist.hint')}</p>
        <form
          method="post"
          action={action}
          onSubmit={(ev) => {
            ev.preventDefault();
            void act('DELETE');
          }}
          data-testid="waitlist-leave-form"
        >
          <input type="hidden" name="intent" value="cancel" />
          <button
            type="submit"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            aria-busy={busy}
            onPointerEnter={prepare}
            onFocus={prepare}
            data-testid="waitlist-leave"
          >
            {busy ? t('events.saving') : t('volunteers.waitlist.leave')}
          </button>
        </form>
      </>
    );
  } else if (p.placesLeft <= 0 && !user?.roles.includes('user')) {
    body = <p className="m-0 font-medium text-rose-700">{t('events.signup.full')}</p>;
  } else if (!user) {
    const login = `${localizedPath(snapshot.edition, snapshot.locale, '/login')}?next=${encodeURIComponent(snapshot.url)}`;
    body = (
      <>
        <p className="m-0 text-slate-600">{t('events.signup.signInFirst')}</p>
        <a className="btn btn-primary" href={login} data-testid="signup-login">
          {t('events.signup.signIn')}
        </a>
      </>
    );
  } else if (!user.roles.includes('user')) {
    body = <p className="m-0 text-slate-600">{t('events.signup.volunteersOnly')}</p>;
  } else {
    body = (
      <form method="post" action={action} onSubmit={submit('POST')} data-testid="signup-form">
        <input type="hidden" name="intent" value="signup" />
        {p.placesLeft <= 0 && <p className="m-0 mb-2 font-medium text-rose-700">{t('events.signup.full')}</p>}
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={busy}
          aria-busy={busy}
          onPointerEnter={prepare}
          onFocus={prepare}
          data-testid={p.placesLeft <= 0 ? 'waitlist-join' : 'signup-button'}
        >
          {busy ? t('events.saving') : p.placesLeft <= 0 ? t('volunteers.waitlist.join') : t('events.signup.join')}
        </button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {body}
      <p className="m-0 text-sm text-rose-700 empty:hidden" role="alert">
        {error}
      </p>
    </div>
  );
}
