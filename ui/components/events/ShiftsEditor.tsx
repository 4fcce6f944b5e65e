import { useApp } from '../../app/context';
import type { ShiftsFormValue } from '../../shared/events/shifts';
import { CARD, FIELD_ERROR, INPUT, LABEL, TEXTAREA } from './styles';

interface Props {
  action: string;
  value: ShiftsFormValue;
  errors: Record<string, string>;
}

/**
 * Roles and time slots of a draft (ADR 221): a plain form that posts to the editor's page, so it
 * works the same with JavaScript off. "Add" and "remove" are submit buttons the server answers
 * by rendering the form again with a row more or less; "Save" stores the whole list.
 */
export function ShiftsEditor({ action, value, errors }: Props) {
  const { t } = useApp().i18n;
  const error = (path: string) =>
    errors[path] ? (
      <p className={FIELD_ERROR} id={`err-${path}`}>
        {errors[path]}
      </p>
    ) : null;
  const described = (path: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': `err-${path}` } : {});
  return (
    <form method="post" action={action} className={`${CARD} flex flex-col gap-4`} data-testid="shifts-editor">
      {/* Enter in a field saves (the first submit button is the one Enter presses, not a "remove"). */}
      <button type="submit" name="intent" value="save-shifts" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <h2 className="m-0 text-lg font-semibold">{t('shifts.editor.title')}</h2>
      <p className="m-0 text-sm text-slate-600">{t('shifts.editor.hint')}</p>
      {error('roles')}
      {value.roles.map((role, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional, their field names carry the index
        <fieldset key={r} className="m-0 flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold">{t('shifts.editor.role', { n: r + 1 })}</legend>
          <label className={LABEL}>
            {t('shifts.editor.name')}
            <input
              className={INPUT}
              name={`roles[${r}].name`}
              defaultValue={role.name}
              {...described(`roles.${r}.name`)}
            />
          </label>
          {error(`roles.${r}.name`)}
          <label className={LABEL}>
            {t('shifts.editor.duties')}
            <textarea className={TEXTAREA} name={`roles[${r}].duties`} defaultValue={role.duties} />
          </label>
          <label className={LABEL}>
            {t('shifts.editor.bring')}
            <input className={INPUT} name={`roles[${r}].bring`} defaultValue={role.bring} />
          </label>
          {error(`roles.${r}.slots`)}
          {role.slots.map((slot, s) => {
            const at = `roles.${r}.slots.${s}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional, their field names carry the index
              <div key={s} className="flex flex-wrap items-end gap-3" data-testid="shift-slot-row">
                <label className={LABEL}>
                  {t('shifts.editor.startsAt')}
                  <input
                    className={INPUT}
                    type="datetime-local"
                    name={`roles[${r}].slots[${s}].startsAt`}
                    defaultValue={slot.startsAt}
                    {...described(`${at}.startsAt`)}
                  />
                </label>
                <label className={LABEL}>
                  {t('shifts.editor.endsAt')}
                  <input
                    className={INPUT}
                    type="datetime-local"
                    name={`roles[${r}].slots[${s}].endsAt`}
                    defaultValue={slot.endsAt}
                    {...described(`${at}.endsAt`)}
                  />
                </label>
                <label className={LABEL}>
                  {t('shifts.editor.capacity')}
                  <input
                    className={`${INPUT} w-24`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    name={`roles[${r}].slots[${s}].capacity`}
                    defaultValue={slot.capacity}
                    {...described(`${at}.capacity`)}
                  />
                </label>
                <button type="submit" name="intent" value={`remove-slot:${r}:${s}`} className="btn btn-ghost btn-sm">
                  {t('shifts.editor.removeSlot')}
                </button>
                <div className="w-full">
                  {error(`${at}.startsAt`)}
                  {error(`${at}.endsAt`)}
                  {error(`${at}.capacity`)}
                </div>
              </div>
            );
          })}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value={`add-slot:${r}`} className="btn btn-secondary btn-sm">
              {t('shifts.editor.addSlot')}
            </button>
            <button
              type="submit"
              name="intent"
              value={`remove-role:${r}`}
              className="btn btn-ghost btn-sm text-rose-700"
            >
              {t('shifts.editor.removeRole')}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="add-role" className="btn btn-secondary" data-testid="add-role">
          {t('shifts.editor.addRole')}
        </button>
        <button type="submit" name="intent" value="save-shifts" className="btn btn-primary" data-testid="save-shifts">
          {t('shifts.editor.save')}
        </button>
      </div>
    </form>
  );
}
