import { useState } from 'react';
import { useShownBusy } from '../../stores/session';
import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { Modal } from '../../components/modal/Modal';
import { ApiError, callApi, isCancelled } from '../../components/events/api';
import { AttendancePanel, type VolunteerRow } from '../../components/events/AttendancePanel';
import { EventDateRange } from '../../components/events/EventDate';
import { EventForm } from '../../components/events/EventForm';
import { EventStatusBadge } from '../../components/events/EventStatusBadge';
import { CARD, LABEL, TEXTAREA } from '../../components/events/styles';
import { ShiftsEditor } from '../../components/events/ShiftsEditor';
import type { CharityEvent, EventDisplayStatus } from '../../shared/events/model';
import type { ShiftsFormValue } from '../../shared/events/shifts';
import type { EventAction } from '../../shared/events/status';
import { localizedPath } from '../../shared/locale-negotiation';

interface Data {
  event: CharityEvent | null;
  timeZones: string[];
  supportEmail: string;
  facilities?: { id: string; name: string }[];
  displayStatus?: EventDisplayStatus;
  actions?: EventAction[];
  missing?: Record<string, string>;
  volunteers?: VolunteerRow[];
  shifts?: ShiftsFormValue;
  shiftErrors?: Record<string, string>;
}

/** /profile/create-charity-event and /profile/edit-charity-event/{id}. */
export default function EventEditorPage({ data }: PageProps<Data>) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const e = data.event;
  const path = (p: string) => localizedPath(snapshot.edition, snapshot.locale, p);
  const actions = data.actions ?? [];
  const editable = !e || actions.includes('edit');
  const query = new URLSearchParams(snapshot.url.split('?')[1] ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [working, setBusy] = useState(false);
  const busy = useShownBusy(working) ?? false;
  const [error, setError] = useState('');

  const done = (id: string, sent: boolean) => {
    window.location.assign(`${path(`/profile/edit-charity-event/${id}`)}?${sent ? 'sent=1' : 'saved=1'}`);
  };
  const remove = async () => {
    setConfirmDelete(false);
    setBusy(true);
    try {
      await callApi(`/${e!.id}`, { method: 'DELETE' });
      window.location.assign(`${path('/profile/charity-events')}?deleted=1`);
    } catch (err) {
      if (!isCancelled(err))
        setError(err instanceof ApiError && err.message ? err.message : t('events.errors.generic'));
      setBusy(false);
    }
  };
  const cancelEvent = async () => {
    setBusy(true);
    try {
      await callApi(`/${e!.id}/cancel`, { method: 'POST', json: { reason } });
      window.location.assign(`${path(`/profile/edit-charity-event/${e!.id}`)}?cancelled=1`);
    } catch (err) {
      if (!isCancelled(err))
        setError(err instanceof ApiError && err.message ? err.message : t('events.errors.generic'));
      setBusy(false);
      setCancelOpen(false);
    }
  };

  const mailto = e
    ? `mailto:${data.supportEmail}?subject=${encodeURIComponent(t('events.editor.supportSubject', { title: e.title, id: e.id }))}`
    : '';
  const flash = query.get('sent')
    ? t('events.editor.sentFlash')
    : query.get('saved')
      ? t('events.editor.savedFlash')
      : query.get('cancelled')
        ? t('events.editor.cancelledFlash')
        : '';

  return (
    <div className="flex flex-col gap-6" data-testid="event-editor">
      <nav className="text-sm">
        <a className="link" href={path('/profile/charity-events')}>
          ← {t('events.own.title')}
        </a>
      </nav>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl md:text-3xl font-bold">
          {e ? e.title || t('events.editor.editTitle') : t('events.editor.createTitle')}
        </h1>
        {data.displayStatus && <EventStatusBadge status={data.displayStatus} />}
      </header>
      {flash && (
        <p
          role="status"
          className="m-0 rounded-xl bg-primary-light px-4 py-3 font-medium text-primary-dark"
          data-testid="editor-flash"
        >
          {flash}
        </p>
      )}
      {error && (
        <p role="alert" className="m-0 rounded-xl bg-rose-50 px-4 py-3 font-medium text-rose-800">
          {error}
        </p>
      )}

      {e?.status === 'declined' && e.reviewComment && (
        <div className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900" role="note">
          <p className="m-0 font-semibold">{t('events.editor.declined')}</p>
          <p className="m-0 mt-1 whitespace-pre-line">{e.reviewComment}</p>
        </div>
      )}
      {e && editable && data.missing && Object.keys(data.missing).length > 0 && (
        <div className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm" data-testid="missing-fields">
          <p className="m-0 font-semibold">{t('events.errors.incomplete')}</p>
          <p className="m-0 mt-1">
            {t('events.editor.missing', {
              fields: Object.keys(data.missing)
                .map((k) => t(`events.form.${k}`))
                .join(', '),
            })}
          </p>
        </div>
      )}

      {editable ? (
        <>
          <EventForm
            event={e}
            timeZones={data.timeZones}
            facilities={data.facilities}
            onDone={done}
            extraActions={
              e && actions.includes('delete') ? (
                <button
                  type="button"
                  className="btn btn-ghost text-rose-700"
                  onClick={() => setConfirmDelete(true)}
                  disabled={busy}
                  data-testid="delete-event"
                >
                  {t('events.editor.delete')}
                </button>
              ) : null
            }
          />
          {e && data.shifts && (
            <ShiftsEditor
              action={path(`/profile/edit-charity-event/${e.id}`)}
              value={data.shifts}
              errors={data.shiftErrors ?? {}}
            />
          )}
        </>
      ) : (
        e && (
          <>
            <section className={`${CARD} flex flex-col gap-3`} data-testid="support-notice">
              <h2 className="m-0 text-lg font-semibold">{t('events.editor.lockedTitle')}</h2>
              <p className="m-0 text-slate-700">{t('events.editor.lockedText')}</p>
              <p className="m-0">
                <a className="btn btn-secondary" href={mailto}>
                  {t('events.editor.writeSupport', { email: data.supportEmail })}
                </a>
              </p>
            </section>
            <section className={`${CARD} flex flex-col gap-2`}>
              <p className="m-0 text-slate-500 text-sm">{t('events.page.when')}</p>
              {e.startsAt !== null && e.endsAt !== null && (
                <p className="m-0 font-medium">
                  <EventDateRange startsAt={e.startsAt} endsAt={e.endsAt} timeZone={e.timeZone ?? 'UTC'} />
                </p>
              )}
              <p className="m-0 text-slate-700">{[e.address, e.city].filter(Boolean).join(', ')}</p>
              <div className="flex flex-wrap gap-3 pt-2">
                {(e.status === 'published' || e.status === 'cancelled') && (
                  <a className="btn btn-secondary btn-sm" href={path(`/charity-event/${e.id}`)}>
                    {t('events.own.view')}
                  </a>
                )}
                {actions.includes('cancel') && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-rose-700"
                    onClick={() => setCancelOpen(true)}
                    data-testid="cancel-event"
                  >
                    {t('events.editor.cancelEvent')}
                  </button>
                )}
              </div>
            </section>
            {(e.status === 'published' || e.status === 'cancelled') && (
              <AttendancePanel
                eventId={e.id}
                volunteers={data.volunteers ?? []}
                canMark={actions.includes('markAttendance')}
                rewardPoints={e.rewardPoints ?? 0}
              />
            )}
          </>
        )
      )}

      <ConfirmDialog
        open={confirmDelete}
        message={t('events.editor.deleteConfirm')}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
        confirmLabel={t('events.editor.delete')}
      />
      <Modal
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title={t('events.editor.cancelTitle')}
        maxWidth={560}
        testId="cancel-dialog"
      >
        <p className="mt-0 text-slate-700">{t('events.editor.cancelText')}</p>
        <label className={LABEL}>
          {t('events.editor.cancelReason')}
          <textarea className={TEXTAREA} value={reason} maxLength={500} onChange={(ev) => setReason(ev.target.value)} />
        </label>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => setCancelOpen(false)} data-autofocus>
            {t('events.editor.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={cancelEvent}
            disabled={busy}
            aria-busy={busy}
            data-testid="cancel-confirm"
          >
            {busy ? t('events.saving') : t('events.editor.cancelEvent')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
