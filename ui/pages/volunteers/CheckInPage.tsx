import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { CARD, INPUT } from '../../components/events/styles';
import { CheckInQueue, localQueueStore, sendCheckIn, type QueuedOp } from '../../shared/events/check-in-queue';
import { dateFormat } from '../../shared/locale-format';
import { localizedPath } from '../../shared/locale-negotiation';

interface Person {
  userId: string;
  slotId: string;
  name: string;
  roleName: string;
  startsAt: number;
  endsAt: number;
  checkedInAt: number | null;
  checkedOutAt: number | null;
  minutes: number | null;
  /** Tapped on this phone, not yet answered by the server. */
  waiting?: boolean;
}
interface Data {
  event: { id: string; title: string; timeZone: string };
  items: Person[];
  apiUrl: string;
  q: string;
  flash: string;
}
type Result = {
  userId: string;
  slotId: string;
  name: string;
  checkedInAt: number;
  checkedOutAt: number | null;
  minutes: number;
};

const keyOf = (p: { userId: string; slotId: string }) => `${p.userId}:${p.slotId}`;

/**
 * /profile/charity-events/{id}/check-in: the organiser at the entrance, at phone width. People by
 * slot with a check-in or check-out button each (forms that post without JavaScript), a search by
 * name, and "Scan" loading the camera scanner only when pressed. Taps go through the offline queue
 * (ui/shared/events/check-in-queue.ts): saved on the phone first, sent in order when online.
 */
export default function CheckInPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const e = data.event;
  const pagePath = localizedPath(snapshot.edition, snapshot.locale, `/profile/charity-events/${e.id}/check-in`);
  const [people, setPeople] = useState(data.items);
  const [q, setQ] = useState(data.q);
  const [message, setMessage] = useState(data.flash);
  const [pending, setPending] = useState(0);
  const [mode, setMode] = useState<'in' | 'out'>('in');
  const [scanning, setScanning] = useState(false);
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const time = useMemo(
    () => dateFormat(snapshot.locale, { timeZone: e.timeZone, hour: '2-digit', minute: '2-digit' }),
    [snapshot.locale, e.timeZone],
  );

  const queue = useMemo(
    () =>
      typeof window === 'undefined'
        ? null
        : new CheckInQueue(
            localQueueStore(`check-in-queue:${e.id}`),
            (op) => sendCheckIn(data.apiUrl, op),
            (op, outcome) => {
              if (outcome.kind === 'done') {
                const r = outcome.body as Result;
                setPeople((prev) =>
                  prev.map((p) =>
                    keyOf(p) === keyOf(r)
                      ? {
                          ...p,
                          checkedInAt: r.checkedInAt,
                          checkedOutAt: r.checkedOutAt,
                          minutes: r.minutes,
                          waiting: false,
                        }
                      : p,
                  ),
                );
                setMessage(t(op.action === 'in' ? 'checkIn.page.doneIn' : 'checkIn.page.doneOut', { name: r.name }));
              } else {
                setPeople((prev) =>
                  prev.map((p) => (p.waiting && op.userId === p.userId ? { ...p, waiting: false } : p)),
                );
                setMessage(outcome.message);
              }
            },
          ),
    [e.id, data.apiUrl, t],
  );

  const flush = async () => {
    if (!queue) return;
    await queue.flush();
    setPending(queue.pending().length);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; the queue is fixed for the event
  useEffect(() => {
    setReady(true);
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      stop.current?.();
    };
  }, []);

  const enqueue = (op: Omit<QueuedOp, 'opId' | 'at'>) => {
    if (!queue) return;
    queue.add({ ...op, opId: crypto.randomUUID(), at: Date.now() });
    setPending(queue.pending().length);
    if (op.userId)
      setPeople((prev) =>
        prev.map((p) =>
          p.userId === op.userId && p.slotId === (op.slotId ?? '')
            ? {
                ...p,
                waiting: true,
                ...(op.action === 'in' ? { checkedInAt: Date.now() } : { checkedOutAt: Date.now() }),
              }
            : p,
        ),
      );
    if (!navigator.onLine) setMessage(t('checkIn.page.queued'));
    void flush();
  };

  const tap = (p: Person, action: 'in' | 'out') => (ev: FormEvent) => {
    ev.preventDefault();
    enqueue({ action, userId: p.userId, slotId: p.slotId });
  };

  const toggleScan = async () => {
    if (scanning) {
      stop.current?.();
      stop.current = null;
      setScanning(false);
      return;
    }
    setScanning(true);
    try {
      const { startScanner } = await import('./check-in-scanner');
      stop.current = await startScanner(video.current!, (code) => enqueue({ action: modeRef.current, code }));
      setMessage(t('checkIn.page.pointCamera'));
    } catch (error) {
      setScanning(false);
      setMessage(t('checkIn.page.cameraError', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };

  const needle = q.trim().toLocaleLowerCase(snapshot.locale);
  const shown = people.filter((p) => !needle || p.name.toLocaleLowerCase(snapshot.locale).includes(needle));
  const slots = [...new Set(shown.map((p) => p.slotId))];

  return (
    <div className="flex flex-col gap-4" data-testid="check-in">
      <header className="flex flex-col gap-1">
        <a
          className="text-sm"
          href={localizedPath(snapshot.edition, snapshot.locale, `/profile/charity-events/${e.id}/roster`)}
        >
          ← {t('checkIn.page.back')}
        </a>
        <h1 className="m-0 text-2xl font-bold">{t('checkIn.page.title', { title: e.title })}</h1>
      </header>
      {ready && (
        <section className={`${CARD} flex flex-col gap-3`} aria-label={t('checkIn.page.scan')}>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn btn-primary min-h-12"
              onClick={() => void toggleScan()}
              data-testid="check-in-scan"
            >
              {scanning ? t('checkIn.page.stopScan') : t('checkIn.page.scan')}
            </button>
            <fieldset className="flex gap-3 border-0 p-0 m-0 text-sm">
              <legend className="sr-only">{t('checkIn.page.mode')}</legend>
              {(['in', 'out'] as const).map((m) => (
                <label key={m} className="flex items-center gap-1">
                  <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} />
                  {t(m === 'in' ? 'checkIn.page.modeIn' : 'checkIn.page.modeOut')}
                </label>
              ))}
            </fieldset>
          </div>
          <video
            ref={video}
            className={scanning ? 'w-full max-h-80 rounded-lg bg-black' : 'hidden'}
            muted
            playsInline
          />
        </section>
      )}
      <p
        role="status"
        aria-live="polite"
        className="m-0 text-sm text-primary-dark empty:hidden"
        data-testid="check-in-message"
      >
        {message}
      </p>
      {pending > 0 && (
        <p className="m-0 text-sm font-semibold text-amber-800" data-testid="check-in-pending">
          {i18n.plural('checkIn.page.pending', pending)}
        </p>
      )}
      <form method="get" action={pagePath} className="flex gap-2" onSubmit={(ev) => ev.preventDefault()}>
        <input
          type="search"
          name="q"
          value={q}
          onChange={(ev) => setQ(ev.currentTarget.value)}
          placeholder={t('checkIn.page.search')}
          aria-label={t('checkIn.page.search')}
          className={`${INPUT} flex-1`}
          data-testid="check-in-search"
        />
        <button type="submit" className="btn btn-secondary">
          {t('checkIn.page.find')}
        </button>
      </form>
      {people.length === 0 ? (
        <p className="m-0 text-slate-600">{t('checkIn.page.none')}</p>
      ) : shown.length === 0 ? (
        <p className="m-0 text-slate-600">{t('checkIn.page.nobody')}</p>
      ) : (
        slots.map((slot) => {
          const group = shown.filter((p) => p.slotId === slot);
          const first = group[0]!;
          return (
            <section key={slot} className={`${CARD} flex flex-col gap-1`} data-testid="check-in-slot">
              <h2 className="m-0 text-base font-semibold">
                {first.roleName || t('checkIn.page.wholeEvent')} · {time.format(first.startsAt)}–
                {time.format(first.endsAt)}
              </h2>
              <ul className="m-0 p-0 list-none divide-y divide-slate-100">
                {group.map((p) => {
                  const action = p.checkedInAt === null ? 'in' : p.checkedOutAt === null ? 'out' : null;
                  return (
                    <li key={keyOf(p)} className="flex flex-wrap items-center gap-3 py-2" data-testid="check-in-row">
                      <div className="flex-1">
                        <span className="block font-medium">{p.name}</span>
                        <span className="block text-xs text-slate-600" data-testid="check-in-state">
                          {p.waiting
                            ? t('checkIn.page.waiting')
                            : p.checkedOutAt !== null
                              ? i18n.plural('checkIn.page.outAt', p.minutes ?? 0, { time: time.format(p.checkedOutAt) })
                              : p.checkedInAt !== null
                                ? t('checkIn.page.inAt', { time: time.format(p.checkedInAt) })
                                : ''}
                        </span>
                      </div>
                      {action && !p.waiting && (
                        <form method="post" action={pagePath} onSubmit={tap(p, action)}>
                          <input type="hidden" name="userId" value={p.userId} />
                          <input type="hidden" name="slotId" value={p.slotId} />
                          <input type="hidden" name="action" value={action} />
                          <button
                            type="submit"
                            className="btn btn-primary min-h-12 px-4"
                            data-testid={`check-in-${action}`}
                          >
                            {t(action === 'in' ? 'checkIn.page.in' : 'checkIn.page.out')}
                          </button>
                        </form>
                      )}
                      {p.checkedOutAt !== null && (
                        <details className="basis-full text-sm" data-testid="check-in-correct">
                          <summary className="cursor-pointer text-primary-dark">{t('checkIn.page.correct')}</summary>
                          {/* A plain post, with or without JavaScript: rare, and the page answers with what happened. */}
                          <form method="post" action={pagePath} className="mt-2 flex flex-col gap-2">
                            <input type="hidden" name="userId" value={p.userId} />
                            <input type="hidden" name="slotId" value={p.slotId} />
                            <input type="hidden" name="action" value="correct" />
                            <label className="flex flex-col gap-1">
                              {t('checkIn.page.correctMinutes')}
                              <input
                                className="input"
                                type="number"
                                name="minutes"
                                inputMode="numeric"
                                min={0}
                                max={Math.round((p.endsAt - p.startsAt) / 60_000)}
                                defaultValue={p.minutes ?? 0}
                                required
                              />
                            </label>
                            <label className="flex flex-col gap-1">
                              {t('checkIn.page.correctReason')}
                              <input className="input" name="reason" minLength={3} maxLength={500} required />
                            </label>
                            <button type="submit" className="btn btn-secondary self-start min-h-12 px-4">
                              {t('checkIn.page.correctSubmit')}
                            </button>
                          </form>
                        </details>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
