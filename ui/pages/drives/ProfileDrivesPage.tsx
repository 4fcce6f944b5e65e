import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { useLazyConform } from '../../components/forms/LazyConform';
import { DriveAmountsForm } from '../../components/drives/DriveAmountsForm';
import { DriveWeekHours } from '../../components/drives/DriveWeekHours';
import { driveDatesText } from '../../shared/drives/format';
import type { ProfileDrivesPageData } from '../../shared/drives/pages';
import { localizedPath } from '../../shared/locale-negotiation';
import { formErrorText } from '../../shared/schemas/form-errors';

const FORM_ID = 'drive-form';
const loadSchema = () => import('../../shared/schemas/collection-drive').then((m) => m.validateDrive);
const INPUT = 'input w-full';

/**
 * /profile/collection-drives: an event creator's or point owner's drives and the form for a new one
 * (Conform with the worker's schema once touched; a native post before that, or without JavaScript).
 */
export default function ProfileDrivesPage({ data }: PageProps<ProfileDrivesPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const action = localizedPath(snapshot.edition, snapshot.locale, '/profile/collection-drives');
  const { errors, controller, holdUntilAttached } = useLazyConform({
    formId: FORM_ID,
    load: loadSchema,
    serverErrors: data.errors,
  });
  const value = (name: string, fallback = '') => {
    const v = data.values?.[name];
    return (Array.isArray(v) ? v[0] : v) ?? fallback;
  };
  const chosen = new Set(([] as string[]).concat(data.values?.materials ?? []));
  const error = (name: string) =>
    errors[name]?.length ? (
      <span className="text-sm text-red-700" role="alert" data-testid={`error-${name}`}>
        {errors[name]!.map((e) => formErrorText(t, e)).join(' ')}
      </span>
    ) : null;
  const field = (name: string, type: string, extra: Record<string, string> = {}) => (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{t(`drives.form.${name}`)}</span>
      <input
        className={INPUT}
        name={name}
        type={type}
        defaultValue={value(name)}
        aria-invalid={errors[name]?.length ? true : undefined}
        data-testid={`drive-${name}`}
        {...extra}
      />
      {error(name)}
    </label>
  );
  return (
    <div className="flex flex-col gap-8" data-testid="profile-drives">
      <h1 className="m-0 text-2xl font-bold">{t('drives.profile.title')}</h1>
      {data.flash && (
        <p className="card p-4 m-0" role="status" data-testid="drives-flash">
          {t(`drives.flash.${data.flash}`)}
        </p>
      )}
      {errors.form && (
        <p className="card p-4 m-0 text-red-700" role="alert" data-testid="drives-error">
          {errors.form.map((e) => t(e)).join(' ')}
        </p>
      )}
      <section className="flex flex-col gap-3">
        <h2 className="m-0 text-xl font-semibold">{t('drives.profile.list')}</h2>
        {data.drives.length === 0 && <p className="m-0 text-slate-600">{t('drives.profile.none')}</p>}
        <ul className="list-none m-0 p-0 flex flex-col gap-3">
          {data.drives.map((d) => (
            <li key={d.id} className="card p-4 flex flex-col gap-2" data-testid="organiser-drive" data-id={d.id}>
              <a
                className="link font-semibold"
                href={localizedPath(snapshot.edition, snapshot.locale, `/collection-drives/${d.id}`)}
              >
                {d.title}
              </a>
              <span className="text-sm text-slate-600">
                {driveDatesText(snapshot.locale, d.startDate, d.endDate)} · {t(`drives.status.${d.status}`)}
              </span>
              {d.declineReason && <span className="text-sm text-red-700">{d.declineReason}</span>}
              {(d.status === 'draft' || d.status === 'declined') && (
                <form method="post" action={action}>
                  <input type="hidden" name="id" value={d.id} />
                  <button
                    type="submit"
                    className="btn btn-secondary btn-sm"
                    name="intent"
                    value="submit"
                    data-testid="drive-submit"
                  >
                    {t('drives.form.sendToReview')}
                  </button>
                </form>
              )}
              {d.status === 'accepted' && d.phase === 'ended' && <DriveAmountsForm drive={d} action={action} />}
            </li>
          ))}
        </ul>
      </section>
      <form
        id={FORM_ID}
        method="post"
        action={action}
        noValidate
        onSubmit={holdUntilAttached}
        className="card p-6 flex flex-col gap-4"
        data-testid="drive-form"
      >
        <h2 className="m-0 text-xl font-semibold">{t('drives.profile.new')}</h2>
        {field('title', 'text', { maxLength: '160' })}
        {field('address', 'text', { maxLength: '300' })}
        <div className="grid grid-cols-2 gap-3">
          {field('lat', 'text', { inputMode: 'decimal' })}
          {field('lng', 'text', { inputMode: 'decimal' })}
        </div>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('drives.form.timeZone')}</span>
          <select
            className={INPUT}
            name="timeZone"
            defaultValue={value('timeZone', data.zones[0])}
            data-testid="drive-timeZone"
          >
            {data.zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          {field('startDate', 'date')}
          {field('endDate', 'date')}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {field('opens', 'time')}
          {field('closes', 'time')}
        </div>
        <DriveWeekHours value={value} errors={errors} error={error} />
        <fieldset className="flex flex-col gap-2 border-0 p-0 m-0">
          <legend className="font-medium">{t('drives.form.materials')}</legend>
          <div className="flex flex-wrap gap-3">
            {data.materials.map((m) => (
              <label key={m.slug} className="inline-flex items-center gap-2">
                <input type="checkbox" name="materials" value={m.slug} defaultChecked={chosen.has(m.slug)} />
                {m.name}
              </label>
            ))}
          </div>
          {error('materials')}
        </fieldset>
        {field('items', 'text', { placeholder: 'christmas-tree' })}
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('drives.form.notes')}</span>
          <textarea className={INPUT} name="notes" rows={4} maxLength={2000} defaultValue={value('notes')} />
          {error('notes')}
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('drives.form.event')}</span>
          <select className={INPUT} name="eventId" defaultValue={value('eventId')}>
            <option value="">{t('drives.form.noEvent')}</option>
            {data.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" name="intent" value="create" data-testid="drive-create">
            {t('drives.form.sendToReview')}
          </button>
          <button type="submit" className="btn btn-secondary" name="intent" value="draft">
            {t('drives.form.saveDraft')}
          </button>
        </div>
        {controller}
      </form>
    </div>
  );
}
