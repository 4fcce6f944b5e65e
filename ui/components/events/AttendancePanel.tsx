import { useState } from 'react';
import { useShownBusy } from '../../stores/session';
import { useApp } from '../../app/context';
import { ApiError, callApi, isCancelled } from './api';
import { CARD } from './styles';

export interface VolunteerRow {
  userId: string;
  name: string;
  email: string;
  signedUpAt: number;
  attendedAt: number | null;
}

/** The organiser's volunteer list; once the event started, marks who came (credited once each). */
export function AttendancePanel({
  eventId,
  volunteers,
  canMark,
  rewardPoints,
}: {
  eventId: string;
  volunteers: VolunteerRow[];
  canMark: boolean;
  rewardPoints: number;
}) {
  const { i18n } = useApp();
  const { t } = i18n;
  const [rows, setRows] = useState(volunteers);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [working, setBusy] = useState(false);
  const busy = useShownBusy(working) ?? false;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await callApi<{ credited: string[]; already: string[] }>(`/${eventId}/attendance`, {
        method: 'POST',
        json: { userIds: [...picked] },
      });
      const marked = new Set([...res.credited, ...res.already]);
      setRows((prev) =>
        prev.map((r) => (marked.has(r.userId) && !r.attendedAt ? { ...r, attendedAt: Date.now() } : r)),
      );
      setPicked(new Set());
      setMessage({
        ok: true,
        text: i18n.plural('events.attendance.credited', res.credited.length, {
          points: i18n.plural('events.points', rewardPoints),
        }),
      });
    } catch (e) {
      if (isCancelled(e)) return;
      setMessage({ ok: false, text: e instanceof ApiError && e.message ? e.message : t('events.errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={`${CARD} flex flex-col gap-4`}
      aria-labelledby="volunteers-title"
      data-testid="attendance-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="volunteers-title" className="m-0 text-lg font-semibold">
          {t('events.attendance.title')}
        </h2>
        <span className="text-sm text-slate-600">{i18n.plural('events.attendance.count', rows.length)}</span>
      </div>
      {!canMark && rows.length > 0 && <p className="m-0 text-sm text-slate-600">{t('events.attendance.notYet')}</p>}
      {rows.length === 0 ? (
        <p className="m-0 text-slate-600">{t('events.attendance.none')}</p>
      ) : (
        <ul className="m-0 p-0 list-none divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.userId} className="flex items-center gap-3 py-2">
              {canMark && !r.attendedAt ? (
                <input
                  id={`att-${r.userId}`}
                  type="checkbox"
                  className="h-5 w-5 accent-[#2b7562]"
                  checked={picked.has(r.userId)}
                  onChange={() => toggle(r.userId)}
                />
              ) : (
                <span
                  className={`inline-flex h-5 w-5 items-center justify-center rounded text-xs ${r.attendedAt ? 'bg-primary text-white' : 'bg-slate-100'}`}
                  aria-hidden="true"
                >
                  {r.attendedAt ? '✓' : ''}
                </span>
              )}
              <label htmlFor={`att-${r.userId}`} className="flex-1 min-w-0">
                <span className="block font-medium truncate">{r.name || r.email}</span>
                <span className="block text-xs text-slate-500 truncate">{r.email}</span>
              </label>
              {r.attendedAt && (
                <span className="text-xs font-semibold text-primary-dark">{t('events.attendance.attended')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canMark && rows.some((r) => !r.attendedAt) && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy || picked.size === 0}
            aria-busy={busy}
            onClick={save}
            data-testid="attendance-save"
          >
            {busy ? t('events.saving') : t('events.attendance.mark')}
          </button>
          <span className="text-xs text-slate-500">{t('events.attendance.hint')}</span>
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`m-0 text-sm ${message?.ok ? 'text-primary-dark' : 'text-rose-700'}`}
      >
        {message?.text ?? ''}
      </p>
    </section>
  );
}
