import { useRef, useState, type ReactNode } from 'react';
import { useShownBusy } from '../../stores/session';
import { useApp } from '../../app/context';
import { COVER_MAX_BYTES, COVER_TYPES, EVENT_CATEGORIES, type CharityEvent } from '../../shared/events/model';
import { LIMITS, validationMessage } from '../../shared/events/form-limits';
import type { EventFormValues } from '../../shared/events/schema';
import type { FieldErrors } from '../../shared/schemas/form-fields';
import { schemaValidator, useLazyConform } from '../forms/LazyConform';
import { utcToLocal } from '../../shared/events/time';
import { timeZoneName } from '../../../editions/time-zone-names';
import { ApiError, callApi, isCancelled } from './api';
import { EventCover } from './EventCover';
import { CARD, FIELD_ERROR, INPUT, LABEL, TEXTAREA_LARGE } from './styles';

const FORM_ID = 'event-form';
// The event schema (zod) is its own chunk, loaded on the first pointer over or focus in the form (ADR 161).
const loadSchema = () => schemaValidator(import('../../shared/events/schema'), (m) => m.eventFormSchema);

interface Props {
  event: CharityEvent | null;
  timeZones: readonly string[];
  /** The organisation's accepted recycling points the event may take place at. */
  facilities?: readonly { id: string; name: string }[];
  /** Called after a successful save (and send): where to go next. */
  onDone: (id: string, sent: boolean) => void;
  extraActions?: ReactNode;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; intent: 'draft' | 'review' }
  | { kind: 'error'; message: string }
  | { kind: 'incomplete' };

function initialValues(e: CharityEvent | null, zones: readonly string[]) {
  const zone = e?.timeZone ?? zones[0] ?? 'UTC';
  return {
    title: e?.title ?? '',
    summary: e?.summary ?? '',
    description: e?.description ?? '',
    category: e?.category ?? '',
    startsAt: e?.startsAt != null ? utcToLocal(e.startsAt, zone) : '',
    endsAt: e?.endsAt != null ? utcToLocal(e.endsAt, zone) : '',
    timeZone: zone,
    address: e?.address ?? '',
    city: e?.city ?? '',
    lat: e?.lat?.toString() ?? '',
    lng: e?.lng?.toString() ?? '',
    capacity: e?.capacity?.toString() ?? '',
    rewardPoints: e?.rewardPoints?.toString() ?? '',
    contactName: e?.contactName ?? '',
    contactPhone: e?.contactPhone ?? '',
    contactEmail: e?.contactEmail ?? '',
    facilityId: e?.facilityId ?? '',
  };
}

/**
 * Create / edit form (Conform + the shared zod schema, attached on first use). Save keeps a draft with whatever is valid;
 * Send first saves (nothing typed is lost), then asks the worker to send it to review, which
 * refuses while the event is incomplete (docs/product.md §4.6) and names the fields.
 */
export function EventForm({ event, timeZones, facilities = [], onDone, extraActions }: Props) {
  const { i18n, snapshot } = useApp();
  const { t } = i18n;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [cover, setCover] = useState<{ file: File; preview: string } | null>(null);
  const [coverError, setCoverError] = useState('');
  // The worker's answer (or the review's missing fields) on their fields, through Conform.
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  // Which button sent the form: an implicit submit (Enter) clicks the first, "save draft".
  const intent = useRef<'draft' | 'review'>('draft');
  const [defaults] = useState(() => initialValues(event, timeZones));
  const { errors, controller, holdUntilAttached } = useLazyConform<EventFormValues>({
    formId: FORM_ID,
    load: loadSchema,
    serverErrors,
    onValid: (value, element) => void submit(value, element),
  });

  async function submit(value: EventFormValues, element: HTMLFormElement) {
    const which = intent.current;
    setStatus({ kind: 'busy', intent: which });
    const body = Object.fromEntries(
      [...new FormData(element).entries()].filter(([k, v]) => k !== 'intent' && typeof v === 'string'),
    );
    const onFields = (fields: Record<string, string>) =>
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])));
    try {
      let id = event?.id ?? null;
      if (id) await callApi(`/${id}`, { method: 'PUT', json: body });
      else id = (await callApi<{ id: string }>('', { method: 'POST', json: body })).id;
      if (cover) {
        const fd = new FormData();
        fd.set('file', cover.file);
        await callApi(`/${id}/cover`, { method: 'PUT', body: fd });
      }
      if (which === 'review') {
        // Loaded already: the validation came with it.
        const { missingFields, toEventFields } = await import('../../shared/events/schema');
        const missing = missingFields(toEventFields(value), Date.now());
        if (Object.keys(missing).length > 0) {
          onFields(missing as Record<string, string>);
          setStatus({ kind: 'incomplete' });
          // Saved as a draft: a new event needs its own URL so the next attempt edits it.
          if (!event) onDone(id, false);
          return;
        }
        await callApi(`/${id}/send-to-review`, { method: 'POST' });
      }
      onDone(id, which === 'review');
    } catch (err) {
      if (isCancelled(err)) return setStatus({ kind: 'idle' });
      if (err instanceof ApiError && Object.keys(err.fields).length) onFields(err.fields);
      setStatus({
        kind: 'error',
        message: err instanceof ApiError && err.message ? err.message : t('events.errors.generic'),
      });
    }
  }

  type Name = keyof typeof defaults;
  const fieldId = (name: Name) => `${FORM_ID}-${name}`;
  const field = (name: Name) => {
    const invalid = Boolean(errors[name]?.length);
    return {
      id: fieldId(name),
      name,
      defaultValue: defaults[name],
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${fieldId(name)}-error` : undefined,
    };
  };
  const error = (name: Name) => {
    const errs = errors[name];
    if (!errs?.length) return null;
    // Server replies carry translated text; client checks carry keys.
    const text = errs[0]!.startsWith('events.') ? validationMessage(t, errs[0]!) : errs[0]!;
    return (
      <p id={`${fieldId(name)}-error`} className={FIELD_ERROR}>
        {text}
      </p>
    );
  };
  const label = (name: string, required = true) => (
    <span>
      {t(`events.form.${name}`)}
      {required && (
        <span className="text-rose-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </span>
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
    <form
      id={FORM_ID}
      onSubmit={holdUntilAttached}
      noValidate
      className="flex flex-col gap-6"
      data-testid="event-form"
      aria-busy={busy}
    >
      <p className="m-0 text-sm text-slate-600">{t('events.form.requiredNote')}</p>

      <fieldset className={`${CARD} m-0 min-w-0 flex flex-col gap-4`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionAbout')}</legend>
        <label className={LABEL}>
          {label('title')}
          <input {...field('title')} type="text" maxLength={LIMITS.title} className={INPUT} />
        </label>
        {error('title')}
        <label className={LABEL}>
          {label('summary')}
          <input {...field('summary')} type="text" maxLength={LIMITS.summary} className={INPUT} />
        </label>
        {error('summary')}
        <label className={LABEL}>
          {label('description')}
          <textarea {...field('description')} maxLength={LIMITS.description} className={TEXTAREA_LARGE} />
        </label>
        {error('description')}
        <label className={LABEL}>
          {label('category')}
          <select {...field('category')} className={INPUT}>
            <option value="">{t('events.form.choose')}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`events.category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        {error('category')}
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-800">{t('events.form.cover')}</span>
          <div className="flex flex-wrap items-center gap-4">
            <div className="w-48 overflow-hidden rounded-xl border border-slate-200">
              <EventCover src={cover?.preview ?? event?.coverUrl ?? null} />
            </div>
            <div className="flex flex-col gap-1 min-w-0 max-w-full">
              <input
                type="file"
                accept={COVER_TYPES.join(',')}
                aria-label={t('events.form.cover')}
                onChange={(e) => pickCover(e.currentTarget.files?.[0])}
                className="text-sm max-w-full min-w-0"
                data-testid="cover-input"
              />
              <span className="text-xs text-slate-500">
                {t('events.form.coverHint', { mb: COVER_MAX_BYTES / 1024 / 1024 })}
              </span>
              {coverError && (
                <p className={FIELD_ERROR} role="alert">
                  {coverError}
                </p>
              )}
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionWhen')}</legend>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('startsAt')}
            <input {...field('startsAt')} type="datetime-local" className={INPUT} />
          </label>
          {error('startsAt')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('endsAt')}
            <input {...field('endsAt')} type="datetime-local" className={INPUT} />
          </label>
          {error('endsAt')}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className={LABEL}>
            {label('timeZone')}
            <select {...field('timeZone')} className={INPUT}>
              {timeZones.map((z) => (
                <option key={z} value={z}>
                  {timeZoneName(z, snapshot.locale)}
                </option>
              ))}
            </select>
          </label>
          {error('timeZone')}
          <span className="text-xs text-slate-500">{t('events.form.timeZoneHint')}</span>
        </div>
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionWhere')}</legend>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('city')}
            <input {...field('city')} type="text" autoComplete="address-level2" className={INPUT} />
          </label>
          {error('city')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('address')}
            <input {...field('address')} type="text" autoComplete="address-line1" className={INPUT} />
          </label>
          {error('address')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('lat', false)}
            <input {...field('lat')} type="text" inputMode="decimal" className={INPUT} />
          </label>
          {error('lat')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('lng', false)}
            <input {...field('lng')} type="text" inputMode="decimal" className={INPUT} />
          </label>
          {error('lng')}
        </div>
        {facilities.length > 0 && (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label className={LABEL}>
              {label('facilityId', false)}
              <select {...field('facilityId')} className={INPUT} data-testid="event-facility">
                <option value="">{t('events.form.facilityNone')}</option>
                {facilities.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </label>
            {error('facilityId')}
          </div>
        )}
      </fieldset>

      <fieldset className={`${CARD} m-0 min-w-0 grid gap-4 sm:grid-cols-2`}>
        <legend className="px-1 text-lg font-semibold">{t('events.form.sectionVolunteers')}</legend>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('capacity')}
            <input {...field('capacity')} type="number" min={1} max={LIMITS.capacity} className={INPUT} />
          </label>
          {error('capacity')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('rewardPoints')}
            <input {...field('rewardPoints')} type="number" min={0} max={LIMITS.reward} className={INPUT} />
          </label>
          {error('rewardPoints')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('contactName')}
            <input {...field('contactName')} type="text" autoComplete="name" className={INPUT} />
          </label>
          {error('contactName')}
        </div>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {label('contactPhone')}
            <input
              {...field('contactPhone')}
              type="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              className={INPUT}
            />
          </label>
          {error('contactPhone')}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className={LABEL}>
            {label('contactEmail')}
            <input {...field('contactEmail')} type="email" autoComplete="email" className={INPUT} />
          </label>
          {error('contactEmail')}
        </div>
      </fieldset>

      <div className="sticky above-notices z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <button
          type="submit"
          name="intent"
          value="draft"
          className="btn btn-secondary"
          disabled={busy}
          data-testid="save-draft"
          onClick={() => (intent.current = 'draft')}
        >
          {busy && status.kind === 'busy' && status.intent === 'draft'
            ? t('events.saving')
            : t('events.form.saveDraft')}
        </button>
        <button
          type="submit"
          name="intent"
          value="review"
          className="btn btn-primary"
          disabled={busy}
          data-testid="send-to-review"
          onClick={() => (intent.current = 'review')}
        >
          {busy && status.kind === 'busy' && status.intent === 'review'
            ? t('events.saving')
            : t('events.form.sendToReview')}
        </button>
        {extraActions}
        <p className="m-0 text-sm" role="status" aria-live="polite" data-testid="form-status">
          {status.kind === 'incomplete' && (
            <span className="font-medium text-rose-700">{t('events.errors.incomplete')}</span>
          )}
          {status.kind === 'error' && <span className="font-medium text-rose-700">{status.message}</span>}
        </p>
      </div>
      {controller}
    </form>
  );
}
