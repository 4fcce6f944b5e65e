import { parse, useForm, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useShownBusy } from '../../stores/session';
import { useState, type ReactNode } from 'react';
import { useApp } from '../../app/context';
import { COVER_MAX_BYTES, COVER_TYPES, EVENT_CATEGORIES, type CharityEvent } from '../../shared/events/model';
import { LIMITS, eventFormSchema, missingFields, toEventFields, validationMessage } from '../../shared/events/schema';
import { validateWith } from '../../shared/schemas/form-fields';
import { conformResolver } from '../forms/use-validated-form';
import { utcToLocal } from '../../shared/events/time';
import { timeZoneName } from '../../../editions/time-zone-names';
import { ApiError, callApi, isCancelled } from './api';
import { EventCover } from './EventCover';
import { CARD, FIELD_ERROR, INPUT, LABEL, TEXTAREA_LARGE } from './styles';

interface Props {
  event: CharityEvent | null;
  timeZones: readonly string[];
  /** The organisation's accepted recycling points the event may take place at. */
  facilities?: readonly { id: string; name: string }[];
  /** Called after a successful save (and send): where to go next. */
  onDone: (id: string, sent: boolean) => void;
  extraActions?: ReactNode;
}

type Status = { kind: 'idle' } | { kind: 'busy'; intent: 'draft' | 'review' } | { kind: 'error'; message: string } | { kind: 'incomplete' };

function initialValues(e: CharityEvent | null, zones: readonly string[]) {
  const zone = e?.timeZone ?? zones[0] ?? 'UTC';
  return {
    title: e?.title ?? '', summary: e?.summary ?? '', description: e?.description ?? '', category: e?.category ?? '',
    startsAt: e?.startsAt != null ? utcToLocal(e.startsAt, zone) : '', endsAt: e?.endsAt != null ? utcToLocal(e.endsAt, zone) : '',
    timeZone: zone, address: e?.address ?? '', city: e?.city ?? '', lat: e?.lat?.toString() ?? '', lng: e?.lng?.toString() ?? '',
    capacity: e?.capacity?.toString() ?? '', rewardPoints: e?.rewardPoints?.toString() ?? '', contactName: e?.contactName ?? '',
    contactPhone: e?.contactPhone ?? '', contactEmail: e?.contactEmail ?? '', facilityId: e?.facilityId ?? '',
  };
}

/**
 * Create / edit form (Conform + the shared zod schema). Save keeps a draft with whatever is valid;
 * Send first saves (nothing typed is lost), then asks the worker to send it to review, which
 * refuses while the event is incomplete (docs/product.md §4.6) and names the fields.
 */
export function EventForm({ event, timeZones, facilities = [], onDone, extraActions }: Props) {
  const { i18n, snapshot } = useApp();
  const { t } = i18n;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [cover, setCover] = useState<{ file: File; preview: string } | null>(null);
  const [coverError, setCoverError] = useState('');
  const [form, fields] = useForm({
    id: 'event-form',
    defaultValue: initialValues(event, timeZones),
    lastResult: lastResult ?? null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parse(formData, { resolve: conformResolver((payload) => validateWith(eventFormSchema, payload)) }),
    onSubmit: async (e, { formData, submission }) => {
      e.preventDefault();
      if (!submission || submission.status !== 'success') return;
      const intent = formData.get('intent') === 'review' ? 'review' : 'draft';
      setStatus({ kind: 'busy', intent });
      const body = Object.fromEntries([...formData.entries()].filter(([k, v]) => k !== 'intent' && typeof v === 'string'));
      try {
        let id = event?.id ?? null;
        if (id) await callApi(`/${id}`, { method: 'PUT', json: body });
        else id = (await callApi<{ id: string }>('', { method: 'POST', json: body })).id;
        if (cover) {
          const fd = new FormData();
          fd.set('file', cover.file);
          await callApi(`/${id}/cover`, { method: 'PUT', body: fd });
        }
        if (intent === 'review') {
          const missing = missingFields(toEventFields(submission.value), Date.now());
          if (Object.keys(missing).length > 0) {
            setLastResult(submission.reply({ fieldErrors: Object.fromEntries(Object.entries(missing).map(([k, v]) => [k, [v!]])) }));
            setStatus({ kind: 'incomplete' });
            // Saved as a draft: a new event needs its own URL so the next attempt edits it.
            if (!event) onDone(id, false);
            return;
          }
          await callApi(`/${id}/send-to-review`, { method: 'POST' });
        }
        onDone(id, intent === 'review');
      } catch (err) {
        if (isCancelled(err)) return setStatus({ kind: 'idle' });
        if (err instanceof ApiError && Object.keys(err.fields).length) {
          setLastResult(submission.reply({ fieldErrors: Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, [v]])) }));
        }
        setStatus({ kind: 'error', message: err instanceof ApiError && err.message ? err.message : t('events.errors.generic') });
      }
    },
  });

  const error = (name: keyof typeof fields) => {
    const errs = fields[name].errors;
    if (!errs?.length) return null;
    // Server replies carry translated text; client checks carry keys.
    const text = errs[0]!.startsWith('events.') ? validationMessage(t, errs[0]!) : errs[0]!;
    return <p id={fields[name].errorId} className={FIELD_ERROR}>{text}</p>;
  };
  const label = (name: string, required = true) => (
    <span>{t(`events.form.${name}`)}{required && <span className="text-rose-700" aria-hidden="true"> *</span>}</span>
  );
  const busy = useShownBusy(status.kind === 'busy') ?? false;

  const pickCover = (file: File | undefined) => {
    setCoverError('');
    if (!file) return setCover(null);
    if (!(COVER_TYPES as readonly string[]).includes(file.type)) return setCoverError(t('events.errors.imageInvalid'));
    if (file.size > COVER_MAX_BYTES) return setCoverError(t('events.errors.imageTooLarge'));
    setCover({ file, preview: URL.createObjectURL(file) });
  };

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-6" data-testid="event-form" aria-busy={busy}>
      <p className="m-0 text-sm text-slate-600">{t('events.form.requiredNote')}</p>

      <fieldset className={`${CARD} m-0 min-w-0 flex flex-col gap-4`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionAbout')}</legend>
        <label className={LABEL}>{label('title')}<input {...getInputProps(fields.title, { type: 'text' })} maxLength={LIMITS.title} className={INPUT} /></label>
        {error('title')}
        <label className={LABEL}>{label('summary')}<input {...getInputProps(fields.summary, { type: 'text' })} maxLength={LIMITS.summary} className={INPUT} /></label>
        {error('summary')}
        <label className={LABEL}>{label('description')}<textarea {...getTextareaProps(fields.description)} maxLength={LIMITS.description} className={TEXTAREA_LARGE} /></label>
        {error('description')}
        <label className={LABEL}>{label('category')}
          <select {...getSelectProps(fields.category)} className={INPUT}>
            <option value="">{t('events.form.choose')}</option>
            {EVENT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`events.category.${c}`)}</option>)}
          </select>
        </label>
        {error('category')}
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-800">{t('events.form.cover')}</span>
          <div className="flex flex-wrap items-center gap-4">
            <div className="w-48 overflow-hidden rounded-xl border border-slate-200"><EventCover src={cover?.preview ?? event?.coverUrl ?? null} className="aspect-[16/9]" /></div>
            <div className="flex flex-col gap-1 min-w-0 max-w-full">
              <input type="file" accept={COVER_TYPES.join(',')} aria-label={t('events.form.cover')} onChange={(e) => pickCover(e.currentTarget.files?.[0])} className="text-sm max-w-full min-w-0" data-testid="cover-input" />
              <span className="text-xs text-slate-500">{t('events.form.coverHint', { mb: COVER_MAX_BYTES / 1024 / 1024 })}</span>
              {coverError && <p className={FIELD_ERROR} role="alert">{coverError}</p>}
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionWhen')}</legend>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('startsAt')}<input {...getInputProps(fields.startsAt, { type: 'datetime-local' })} className={INPUT} /></label>{error('startsAt')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('endsAt')}<input {...getInputProps(fields.endsAt, { type: 'datetime-local' })} className={INPUT} /></label>{error('endsAt')}</div>
        <div className="flex flex-col gap-1 sm:col-span-2"><label className={LABEL}>{label('timeZone')}
          <select {...getSelectProps(fields.timeZone)} className={INPUT}>
            {timeZones.map((z) => <option key={z} value={z}>{timeZoneName(z, snapshot.locale)}</option>)}
          </select></label>{error('timeZone')}
          <span className="text-xs text-slate-500">{t('events.form.timeZoneHint')}</span>
        </div>
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionWhere')}</legend>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('city')}<input {...getInputProps(fields.city, { type: 'text' })} autoComplete="address-level2" className={INPUT} /></label>{error('city')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('address')}<input {...getInputProps(fields.address, { type: 'text' })} autoComplete="address-line1" className={INPUT} /></label>{error('address')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('lat', false)}<input {...getInputProps(fields.lat, { type: 'text' })} inputMode="decimal" className={INPUT} /></label>{error('lat')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('lng', false)}<input {...getInputProps(fields.lng, { type: 'text' })} inputMode="decimal" className={INPUT} /></label>{error('lng')}</div>
        {facilities.length > 0 && (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label className={LABEL}>{label('facilityId', false)}
              <select {...getSelectProps(fields.facilityId)} className={INPUT} data-testid="event-facility">
                <option value="">{t('events.form.facilityNone')}</option>
                {facilities.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
              </select>
            </label>
            {error('facilityId')}
          </div>
        )}
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionVolunteers')}</legend>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('capacity')}<input {...getInputProps(fields.capacity, { type: 'number' })} min={1} max={LIMITS.capacity} className={INPUT} /></label>{error('capacity')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('rewardPoints')}<input {...getInputProps(fields.rewardPoints, { type: 'number' })} min={0} max={LIMITS.reward} className={INPUT} /></label>{error('rewardPoints')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('contactName')}<input {...getInputProps(fields.contactName, { type: 'text' })} autoComplete="name" className={INPUT} /></label>{error('contactName')}</div>
        <div className="flex flex-col gap-1"><label className={LABEL}>{label('contactPhone')}<input {...getInputProps(fields.contactPhone, { type: 'tel' })} autoComplete="tel" placeholder="+7 900 000-00-00" className={INPUT} /></label>{error('contactPhone')}</div>
        <div className="flex flex-col gap-1 sm:col-span-2"><label className={LABEL}>{label('contactEmail')}<input {...getInputProps(fields.contactEmail, { type: 'email' })} autoComplete="email" className={INPUT} /></label>{error('contactEmail')}</div>
      </fieldset>

      <div className="sticky above-notices z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <button type="submit" name="intent" value="draft" className="btn btn-secondary" disabled={busy} data-testid="save-draft">
          {busy && status.kind === 'busy' && status.intent === 'draft' ? t('events.saving') : t('events.form.saveDraft')}
        </button>
        <button type="submit" name="intent" value="review" className="btn btn-primary" disabled={busy} data-testid="send-to-review">
          {busy && status.kind === 'busy' && status.intent === 'review' ? t('events.saving') : t('events.form.sendToReview')}
        </button>
        {extraActions}
        <p className="m-0 text-sm" role="status" aria-live="polite" data-testid="form-status">
          {status.kind === 'incomplete' && <span className="font-medium text-rose-700">{t('events.errors.incomplete')}</span>}
          {status.kind === 'error' && <span className="font-medium text-rose-700">{status.message}</span>}
        </p>
      </div>
    </form>
  );
}
