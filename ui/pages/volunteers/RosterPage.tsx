import { useState, type FormEvent } from 'react';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { EventDateRange } from '../../components/events/EventDate';
import { CARD } from '../../components/events/styles';
import { localizedPath } from '../../shared/locale-negotiation';

interface Entry {
  userId: string;
  slotId: string;
  name: string;
  email: string;
  phone: string;
  signedUpAt: number;
  confirmedAt: number | null;
  attendedAt: number | null;
  promotedAt: number | null;
}
interface Waiting {
  userId: string;
  slotId: string;
  name: string;
  position: number;
  joinedAt: number;
}
interface Data {
  event: {
    id: string;
    title: string;
    startsAt: number | null;
    endsAt: number | null;
    timeZone: string | null;
    capacity: number | null;
    status: string;
  };
  canMark: boolean;
  canChangeCapacity?: boolean;
  roster: { signedUp: Entry[]; waiting: Waiting[] };
  /** An event with roles: its slots in order, each worded "3 of 5 — Sorters, Sat 10:00–12:00". */
  slots?: { id: string; line: string }[];
  /** Each role's count over its slots, "Sorters: 3 of 5". */
  roles?: { id: string; line: string }[];
  counts: { signedUp: number; waiting: number; confirmed: number; attended: number };
  csvUrl: string;
  marked: boolean;
}

/**
 * /profile/charity-events/{id}/roster: who holds a place, who confirmed, who waits; at the event,
 * one large "came" button per volunteer (a form that posts; with JavaScript, the API).
 */
export default function RosterPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  const [rows, setRows] = useState(data.roster.signedUp);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState(data.marked ? t('volunteers.roster.markedFlash') : '');
  const e = data.event;
  const [capacity, setCapacity] = useState(String(e.capacity ?? ''));
  const attended = rows.filter((r) => r.attendedAt).length;

  const mark = (userId: string) => async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(userId);
    try {
      const { callApi } = await import('../../components/events/api');
      await callApi(`/${e.id}/attendance`, { method: 'POST', json: { userIds: [userId] } });
      setRows((prev) => prev.map((r) => (r.userId === userId ? { ...r, attendedAt: Date.now() } : r)));
      setMessage(t('volunteers.roster.markedFlash'));
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : t('events.errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  // More places promote the waitlist at once (docs/decisions/155-event-waitlist.md); the page then reloads its lists.
  const saveCapacity = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy('capacity');
    try {
      const { callApi } = await import('../../components/events/api');
      const res = await callApi<{ promoted: number }>(`/${e.id}/published`, {
        method: 'PATCH',
        json: { capacity: Number(capacity) },
      });
      setMessage(i18n.plural('volunteers.roster.promoted', res.promoted));
      if (res.promoted > 0) window.location.reload();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : t('events.errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  const personRow = (r: Entry) => (
    <li key={`${r.slotId}:${r.userId}`} className="flex flex-wrap items-center gap-3 py-3" data-testid="roster-row">
      <div className="flex-1 min-w-[12rem]">
        <span className="block font-medium">{r.name || r.email}</span>
        <span className="block text-xs text-slate-600">
          <a href={`mailto:${r.email}`}>{r.email}</a>
          {r.phone ? (
            <>
              {' '}
              · <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
            </>
          ) : null}
        </span>
        <span className="flex flex-wrap gap-2 pt-1 text-xs">
          {r.confirmedAt && (
            <span className="rounded bg-primary-light px-2 text-primary-dark">
              {t('volunteers.roster.confirmedBadge')}
            </span>
          )}
          {r.promotedAt && <span className="rounded bg-slate-100 px-2">{t('volunteers.roster.fromWaitlist')}</span>}
        </span>
      </div>
      {r.attendedAt ? (
        <span className="font-semibold text-primary-dark" data-testid="roster-attended">
          ✓ {t('events.attendance.attended')}
        </span>
      ) : data.canMark ? (
        <form method="post" action={path(`/profile/charity-events/${e.id}/roster`)} onSubmit={mark(r.userId)}>
          <input type="hidden" name="userId" value={r.userId} />
          <button
            type="submit"
            className="btn btn-primary min-h-12 px-5"
            disabled={busy === r.userId}
            aria-busy={busy === r.userId}
            data-testid="roster-mark"
          >
            {t('volunteers.roster.came')}
          </button>
        </form>
      ) : null}
    </li>
  );
  // An event with roles lists its people slot by slot; one without, in its one list as before.
  const groups = data.slots?.length
    ? data.slots.map((slot) => ({ slotId: slot.id, title: slot.line }))
    : [{ slotId: '', title: t('volunteers.roster.signedUp') }];

  return (
    <div className="flex flex-col gap-5" data-testid="roster">
      <header className="flex flex-col gap-1">
        <a className="text-sm" href={path(`/profile/edit-charity-event/${e.id}`)}>
          ← {t('volunteers.roster.back')}
        </a>
        <h1 className="m-0 text-2xl md:text-3xl font-bold">{t('volunteers.roster.title', { title: e.title })}</h1>
        {e.startsAt !== null && e.endsAt !== null && (
          <p className="m-0 text-slate-600">
            <EventDateRange startsAt={e.startsAt} endsAt={e.endsAt} timeZone={e.timeZone ?? 'UTC'} />
          </p>
        )}
      </header>
      <dl className="m-0 grid grid-cols-2 sm:grid-cols-4 gap-3" data-testid="roster-counts">
        {(
          [
            ['signedUp', `${data.counts.signedUp}${e.capacity ? ` / ${e.capacity}` : ''}`],
            ['waiting', data.counts.waiting],
            ['confirmed', data.counts.confirmed],
            ['attended', attended],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className={`${CARD} !p-3`} data-testid={`roster-count-${k}`}>
            <dt className="text-xs text-slate-600">{t(`volunteers.roster.${k}`)}</dt>
            <dd className="m-0 text-xl font-bold">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-end gap-3">
        <a
          className="btn btn-primary btn-sm"
          href={path(`/profile/charity-events/${e.id}/check-in`)}
          data-testid="roster-check-in"
        >
          {t('volunteers.roster.checkIn')}
        </a>
        <a className="btn btn-secondary btn-sm" href={data.csvUrl} download data-testid="roster-csv">
          {t('volunteers.roster.csvDownload')}
        </a>
        {data.canChangeCapacity && (
          <form className="flex items-end gap-2" onSubmit={saveCapacity} data-testid="roster-capacity">
            <label className="flex flex-col text-sm">
              {t('volunteers.roster.places')}
              <input
                type="number"
                min={1}
                max={10000}
                required
                value={capacity}
                onChange={(ev) => setCapacity(ev.currentTarget.value)}
                className="w-24 rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
            <button
              type="submit"
              className="btn btn-secondary btn-sm"
              disabled={busy === 'capacity'}
              aria-busy={busy === 'capacity'}
            >
              {t('volunteers.roster.savePlaces')}
            </button>
          </form>
        )}
      </div>
      <p role="status" aria-live="polite" className="m-0 text-sm text-primary-dark empty:hidden">
        {message}
      </p>
      {!!data.roles?.length && (
        <ul className="m-0 p-0 list-none flex flex-wrap gap-2" data-testid="roster-roles">
          {data.roles.map((role) => (
            <li key={role.id} className="rounded bg-slate-100 px-3 py-1 text-sm font-medium">
              {role.line}
            </li>
          ))}
        </ul>
      )}
      {groups.map((group) => {
        const held = rows.filter((r) => r.slotId === group.slotId);
        const waiting = data.roster.waiting.filter((w) => w.slotId === group.slotId);
        return (
          <section
            key={group.slotId}
            className={`${CARD} flex flex-col gap-2`}
            aria-labelledby={`roster-signed-${group.slotId}`}
            data-testid={group.slotId ? 'roster-slot' : undefined}
          >
            <h2 id={`roster-signed-${group.slotId}`} className="m-0 text-lg font-semibold">
              {group.title}
            </h2>
            {!data.canMark && held.length > 0 && (
              <p className="m-0 text-sm text-slate-600">{t('events.attendance.notYet')}</p>
            )}
            {held.length === 0 ? (
              <p className="m-0 text-slate-600">{t('events.attendance.none')}</p>
            ) : (
              <ul className="m-0 p-0 list-none divide-y divide-slate-100">{held.map(personRow)}</ul>
            )}
            {group.slotId && waiting.length > 0 && (
              <>
                <h3 className="m-0 text-base font-semibold">{t('volunteers.roster.waiting')}</h3>
                <ol className="m-0 pl-6">
                  {waiting.map((w) => (
                    <li key={w.userId} data-testid="roster-waiting-row">
                      {w.name}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        );
      })}
      {!data.slots?.length && (
        <section className={`${CARD} flex flex-col gap-2`} aria-labelledby="roster-waiting">
          <h2 id="roster-waiting" className="m-0 text-lg font-semibold">
            {t('volunteers.roster.waiting')}
          </h2>
          {data.roster.waiting.length === 0 ? (
            <p className="m-0 text-slate-600">{t('volunteers.roster.nobodyWaiting')}</p>
          ) : (
            <ol className="m-0 pl-6">
              {data.roster.waiting.map((w) => (
                <li key={w.userId} data-testid="roster-waiting-row">
                  {w.name}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
