import { useEffect, useRef, useState, type FormEvent } from 'react';
import { subscribe } from 'valtio';
import { useApp } from '../../app/context';
import type { SlotLine } from '../../shared/events/slot-lines';
import { notificationsState } from '../../stores/notifications';
import { CARD } from './styles';

// The API client loads on the first click: the event page's first load stays in its budget.
const loadApi = () => import('./api');
/**
 * Other people's sign-ups reach an open page within this time, and at once when the tab becomes
 * visible again: the list reads its lines while the tab is visible and a slot is still to come
 * (ADR 231; one cached-size GET, no socket per guest).
 */
const REFRESH_MS = 20_000;

interface Props {
  eventId: string;
  action: string;
  slots: SlotLine[];
  /** Whether the viewer may act (published, not the organiser). */
  canAct: boolean;
  /** The event's places left over all slots, after a sign-up or cancellation (the page's own count). */
  onPlacesLeft?: (placesLeft: number) => void;
}

type Act = (intent: string, slotId: string) => (ev: FormEvent) => void;
/** What the shifts calls answer: each slot's line as the page words it, and the slots' counts. */
type ShiftsAnswer = { lines: SlotLine[]; slots: { capacity: number; signedUp: number }[] };

function SlotForm({
  action,
  slotId,
  intent,
  label,
  primary,
  testId,
  onAct,
}: {
  action: string;
  slotId: string;
  intent: string;
  label: string;
  primary?: boolean;
  testId?: string;
  onAct: Act;
}) {
  return (
    <form method="post" action={action} onSubmit={onAct(intent, slotId)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slotId" value={slotId} />
      <button
        type="submit"
        className={`btn btn-sm ${primary ? 'btn-primary' : 'btn-secondary'}`}
        data-testid={testId ?? `${intent}-${slotId}`}
      >
        {label}
      </button>
    </form>
  );
}

/**
 * The event's slots with what is still needed (ADR 221), each with its own sign-up: forms that post
 * to the event page, so they work the same with JavaScript off. With JavaScript they call the API and
 * the list takes the server's new lines in place; a place from a slot's waitlist arrives live (the
 * notification socket) and the list reads its lines again.
 */
export function ShiftList({ eventId, action, slots: initial, canAct, onPlacesLeft }: Props) {
  const { t } = useApp().i18n;
  const [slots, setSlots] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const waiting = slots.some((s) => s.mine === 'waiting');
  const acting = useRef(false);
  // The page passes a new callback each render: the refresh reads the latest without restarting.
  const placesLeft = useRef(onPlacesLeft);
  placesLeft.current = onPlacesLeft;
  const upcoming = slots.some((s) => !s.started);
  /** The server's answer (a sign-up's, or a fresh read's): its lines, and the event's places left. */
  const take = (res: ShiftsAnswer) => {
    setSlots(res.lines);
    placesLeft.current?.(res.slots.reduce((sum, s) => sum + Math.max(0, s.capacity - s.signedUp), 0));
  };
  /** Reads the lines again, unless the viewer's own sign-up is under way (its answer wins). */
  const reload = useRef(() => {});
  reload.current = () => {
    if (acting.current) return;
    void loadApi()
      .then((api) => api.callApi<ShiftsAnswer>(`/${eventId}/shifts`))
      .then((res) => {
        if (!acting.current) take(res);
      })
      .catch(() => undefined);
  };
  useEffect(() => {
    if (!upcoming) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (document.visibilityState === 'visible') reload.current();
    };
    const tick = () => {
      refresh();
      timer = setTimeout(tick, REFRESH_MS);
    };
    timer = setTimeout(tick, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [upcoming]);
  useEffect(() => {
    if (!waiting) return undefined;
    const link = `/charity-event/${eventId}`;
    const seen = new Set(notificationsState.items.map((i) => i.id));
    return subscribe(notificationsState, () => {
      const fresh = notificationsState.items.filter(
        (i) => !seen.has(i.id) && i.messageKey === 'notifications.messages.waitlistPromoted' && i.link === link,
      );
      if (fresh.length === 0) return;
      for (const i of fresh) seen.add(i.id);
      reload.current();
    });
  }, [waiting, eventId]);
  const onAct: Act = (intent, slotId) => (ev) => {
    ev.preventDefault();
    if (busy) return;
    setBusy(true);
    acting.current = true;
    setMessage('');
    void (async () => {
      const api = await loadApi().catch(() => null);
      try {
        if (!api) throw new Error();
        const res = await api.callApi<ShiftsAnswer & { waiting?: boolean; position?: number }>(
          `/${eventId}/slots/${slotId}/signup`,
          { method: intent === 'slot-signup' ? 'POST' : 'DELETE' },
        );
        take(res);
        setMessage(
          intent !== 'slot-signup'
            ? t('shifts.cancelled')
            : res.waiting
              ? t('shifts.inLine', { position: res.position ?? 1 })
              : t('shifts.youAreIn'),
        );
      } catch (e) {
        if (api?.isCancelled(e)) return;
        setMessage((api && e instanceof api.ApiError && e.message) || t('events.errors.generic'));
      } finally {
        setBusy(false);
        acting.current = false;
      }
    })();
  };
  return (
    <section className={`${CARD} flex flex-col gap-3`} aria-labelledby="shifts-title" data-testid="shift-list">
      <h2 id="shifts-title" className="m-0 text-lg font-semibold">
        {t('shifts.title')}
      </h2>
      <p
        role="status"
        aria-live="polite"
        className="m-0 text-sm text-primary-dark empty:hidden"
        data-testid="shift-status"
      >
        {message}
      </p>
      <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-busy={busy}>
        {slots.map((slot) => (
          <li key={slot.id} className="flex flex-col gap-1 border-t border-slate-100 pt-3" data-testid="shift-slot">
            <p className="m-0 font-medium">{slot.line}</p>
            <p className="m-0 text-sm text-slate-600">{slot.needed}</p>
            {slot.duties && <p className="m-0 text-sm text-slate-700">{slot.duties}</p>}
            {slot.bring && <p className="m-0 text-sm text-slate-700">{t('shifts.bring', { bring: slot.bring })}</p>}
            {canAct && !slot.started && (
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {slot.mine === 'signed_up' && (
                  <>
                    <span className="text-sm font-medium text-primary-dark">{t('shifts.youAreIn')}</span>
                    <SlotForm
                      onAct={onAct}
                      action={action}
                      slotId={slot.id}
                      intent="slot-cancel"
                      label={t('shifts.cancel')}
                    />
                  </>
                )}
                {slot.mine === 'waiting' && (
                  <>
                    <span className="text-sm font-medium">{t('shifts.inLine', { position: slot.position ?? 1 })}</span>
                    <SlotForm
                      onAct={onAct}
                      action={action}
                      slotId={slot.id}
                      intent="slot-cancel"
                      label={t('shifts.leaveLine')}
                    />
                  </>
                )}
                {!slot.mine && (
                  <SlotForm
                    onAct={onAct}
                    action={action}
                    slotId={slot.id}
                    intent="slot-signup"
                    label={slot.full ? t('shifts.joinLine') : t('shifts.signUp')}
                    primary={!slot.full}
                  />
                )}
                {!slot.mine && slot.nextWithRoom && (
                  <SlotForm
                    onAct={onAct}
                    action={action}
                    slotId={slot.nextWithRoom.id}
                    intent="slot-signup"
                    label={t('shifts.takeNext', { slot: slot.nextWithRoom.line })}
                    primary
                    testId={`take-next-${slot.id}`}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
