import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import { weekdayName } from '../../shared/drives/format';
import { WEEKDAYS, type Weekday } from '../../shared/facility/model';
import type { FieldErrors } from '../../shared/schemas/form-fields';

/** A date of each weekday (1 January 2024 was a Monday), to word the weekday in the reader's language. */
const MONDAY_2024 = Object.fromEntries(WEEKDAYS.map((d, i) => [d, `2024-01-0${i + 1}`])) as Record<Weekday, string>;

/**
 * The drive form's hours by weekday (ADR 234): folded away, since most drives keep one range every
 * day. A weekday left empty keeps the usual hours; it may have its own or be closed. Plain fields
 * (`opens-monday`, `closes-monday`, `closed-monday`) that post without JavaScript.
 */
export function DriveWeekHours({
  value,
  errors,
  error,
}: {
  value: (name: string) => string;
  errors: FieldErrors;
  /** The form's own error line for a field (ProfileDrivesPage), so the whole form reads alike. */
  error: (name: string) => ReactNode;
}) {
  const { i18n, snapshot } = useApp();
  const t = i18n.t;
  const names = WEEKDAYS.flatMap((d) => [`opens-${d}`, `closes-${d}`, `closed-${d}`]);
  const open = names.some((n) => value(n) !== '' || errors[n]?.length) || !!errors.hours?.length;
  const time = (name: string, label: string) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="sr-only">{label}</span>
      <input
        className="input w-full"
        type="time"
        name={name}
        defaultValue={value(name)}
        aria-label={label}
        aria-invalid={errors[name]?.length ? true : undefined}
        data-testid={`drive-${name}`}
      />
      {error(name)}
    </label>
  );
  return (
    <details className="flex flex-col gap-2" open={open} data-testid="drive-week-hours">
      <summary className="cursor-pointer font-medium">{t('drives.form.week')}</summary>
      <p className="m-0 mt-2 text-sm text-slate-600">{t('drives.form.weekHint')}</p>
      {error('hours')}
      <div className="mt-2 grid grid-cols-[auto_1fr_1fr_auto] items-center gap-2">
        {WEEKDAYS.map((d) => {
          const day = weekdayName(snapshot.locale, MONDAY_2024[d]);
          return (
            <div key={d} className="contents">
              <span className="font-medium">{day}</span>
              {time(`opens-${d}`, `${day}: ${t('drives.form.opens')}`)}
              {time(`closes-${d}`, `${day}: ${t('drives.form.closes')}`)}
              <label className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" name={`closed-${d}`} value="on" defaultChecked={value(`closed-${d}`) !== ''} />
                {t('drives.form.closed')}
              </label>
            </div>
          );
        })}
      </div>
    </details>
  );
}
