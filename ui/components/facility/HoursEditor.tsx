import { useApp } from '../../app/context';
import { WEEKDAYS, type DayHours, type Weekday } from '../../shared/facility/model';
import { INPUT, aria, inputTone, FieldError } from './FormBits';

/** Working hours per weekday with the full-day and no-lunch-break toggles (docs/product.md §3.5). */
export function HoursEditor({
  hours,
  onChange,
  problem,
}: {
  hours: Record<Weekday, DayHours>;
  onChange: (day: Weekday, next: DayHours) => void;
  problem: (path: string) => string | null;
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const time = (day: Weekday, key: 'start' | 'end' | 'breakStart' | 'breakEnd', disabled: boolean) => {
    const path = `workingHours.${day}.${key}`;
    const error = problem(path);
    return (
      <div className="min-w-0">
        <label htmlFor={aria(path, error).id} className="block text-xs font-medium text-slate-600 mb-0.5">
          {t(`facility.hours.${key}`)}
        </label>
        <input
          type="time"
          step={60}
          {...aria(path, error)}
          value={hours[day][key]}
          disabled={disabled}
          onChange={(e) => onChange(day, { ...hours[day], [key]: e.target.value })}
          className={`${INPUT} ${inputTone(!!error)} h-[40px] text-sm disabled:bg-slate-100 disabled:text-slate-400`}
        />
        <FieldError path={path} message={error} />
      </div>
    );
  };
  return (
    <div className="grid gap-3">
      <FieldError path="workingHours" message={problem('workingHours')} />
      {WEEKDAYS.map((day) => {
        const h = hours[day];
        return (
          <fieldset key={day} className="m-0 rounded-xl border border-slate-200 p-3 sm:p-4" data-testid={`day-${day}`}>
            <legend className="px-1 font-semibold text-slate-800">{t(`facility.weekdays.${day}`)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2 mb-3 text-sm">
              <label className="inline-flex items-center gap-2 cursor-pointer">
                <input
                  type="checkbox"
                  className="w-4 h-4 accent-[#2B7562]"
                  name={`workingHours.${day}.worksFullDay`}
                  checked={h.worksFullDay}
                  data-testid={`field-workingHours.${day}.worksFullDay`}
                  onChange={(e) => onChange(day, { ...h, worksFullDay: e.target.checked })}
                />
                {t('facility.hours.fullDay')}
              </label>
              <label className="inline-flex items-center gap-2 cursor-pointer">
                <input
                  type="checkbox"
                  className="w-4 h-4 accent-[#2B7562]"
                  name={`workingHours.${day}.noLunchBreak`}
                  checked={h.noLunchBreak}
                  disabled={h.worksFullDay}
                  data-testid={`field-workingHours.${day}.noLunchBreak`}
                  onChange={(e) =>
                    onChange(day, {
                      ...h,
                      noLunchBreak: e.target.checked,
                      ...(e.target.checked ? { breakStart: '', breakEnd: '' } : {}),
                    })
                  }
                />
                {t('facility.hours.noLunchBreak')}
              </label>
              {(h.start || h.end || h.breakStart || h.breakEnd) && !h.worksFullDay && (
                <button
                  type="button"
                  className="link bg-transparent border-0 p-0 cursor-pointer text-sm"
                  onClick={() => onChange(day, { ...h, start: '', end: '', breakStart: '', breakEnd: '' })}
                >
                  {t('facility.hours.dayOff')}
                </button>
              )}
            </div>
            <div className="grid grid-cols-2 sm:grid-cols-4 gap-3">
              {time(day, 'start', h.worksFullDay)}
              {time(day, 'end', h.worksFullDay)}
              {time(day, 'breakStart', h.worksFullDay || h.noLunchBreak)}
              {time(day, 'breakEnd', h.worksFullDay || h.noLunchBreak)}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
