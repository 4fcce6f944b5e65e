import { useApp } from '../../app/context';
import { dateFormat } from '../../shared/locale-format';
import {
  formatDay,
  formatHours,
  type RecordActivity,
  type RecordCorrection,
  type RecordYearTotal,
} from '../../shared/volunteer-record';

/** Totals per year: all hours, the verified part, and how many activities. */
export function RecordYears({ years }: { years: readonly RecordYearTotal[] }) {
  const { i18n } = useApp();
  const { t, locale } = i18n;
  return (
    <ul className="m-0 p-0 list-none grid gap-3 sm:grid-cols-3" data-testid="record-years">
      {years.map((y) => (
        <li key={y.year} className="card p-4" data-testid="record-year" data-year={y.year}>
          <div className="text-sm text-slate-500">{y.year}</div>
          <div className="text-2xl font-semibold text-slate-900">
            {t('record.hoursValue', { hours: formatHours(y.minutes, locale) })}
          </div>
          <div className="text-sm text-slate-600">
            {t('record.verifiedPart', { hours: formatHours(y.verifiedMinutes, locale) })} ·{' '}
            {i18n.plural('record.activities', y.activities)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every activity with its corrections (who, when, why, from → to). */
export function RecordActivities({
  activities,
  corrections,
}: {
  activities: readonly RecordActivity[];
  corrections: readonly RecordCorrection[];
}) {
  const { i18n } = useApp();
  const { t, locale } = i18n;
  // The day of the change (UTC, so the server and the browser render alike).
  const at = (ms: number) => dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  return (
    <ol className="m-0 p-0 list-none flex flex-col gap-3" data-testid="record-activities">
      {activities.map((a) => {
        const own = corrections.filter((x) => x.eventId === a.eventId && x.slotId === a.slotId);
        return (
          <li key={`${a.eventId}/${a.slotId}`} className="card p-4" data-testid="record-activity">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm text-slate-500">{formatDay(a.date, locale)}</span>
              <span
                className={`text-xs font-semibold rounded-full px-2 py-0.5 ${a.verified ? 'bg-primary-light text-primary-dark' : 'bg-slate-100 text-slate-600'}`}
                data-testid="record-activity-status"
              >
                {a.verified ? t('record.verified') : t('record.unverified')}
              </span>
            </div>
            <div className="mt-1 font-semibold text-slate-900">{a.event}</div>
            <div className="text-sm text-slate-600">
              {a.organisation}
              {a.role ? ` · ${a.role}` : ''}
            </div>
            <div className="mt-1 text-slate-900" data-testid="record-activity-hours">
              {t('record.hoursValue', { hours: formatHours(a.minutes, locale) })}
            </div>
            {own.length > 0 && (
              <ul className="mt-2 mb-0 pl-5 text-sm text-slate-600" data-testid="record-corrections">
                {own.map((x) => (
                  <li key={`${x.at}-${x.minutesBefore}-${x.minutesAfter}`}>
                    {t('record.correction', {
                      by: x.by ?? t('record.manager'),
                      at: at(x.at),
                      from: formatHours(x.minutesBefore, locale),
                      to: formatHours(x.minutesAfter, locale),
                      reason: x.reason,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
