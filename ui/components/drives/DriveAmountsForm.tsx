import { useApp } from '../../app/context';
import type { OrganiserDriveRow } from '../../shared/drives/pages';

/** After a drive ended: what it collected, per material or item, in kilograms or pieces (a plain post). */
export function DriveAmountsForm({ drive, action }: { drive: OrganiserDriveRow; action: string }) {
  const t = useApp().i18n.t;
  const known = new Map((drive.amounts ?? []).map((a) => [a.what, a]));
  return (
    <form method="post" action={action} className="flex flex-col gap-2" data-testid="drive-amounts-form">
      <input type="hidden" name="id" value={drive.id} />
      <span className="font-medium">{t('drives.amounts.title')}</span>
      {drive.takes.map((take) => (
        <div key={take.slug} className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <span className="min-w-32">{take.name}</span>
            <input
              className="input w-28"
              name={`amount.${take.slug}`}
              inputMode="decimal"
              defaultValue={known.get(take.slug)?.amount ?? ''}
            />
          </label>
          <select
            className="input w-28"
            name={`unit.${take.slug}`}
            aria-label={t('drives.amounts.unit')}
            defaultValue={known.get(take.slug)?.unit ?? 'kg'}
          >
            <option value="kg">{t('drives.amounts.kg')}</option>
            <option value="pieces">{t('drives.amounts.pieces')}</option>
          </select>
        </div>
      ))}
      <button type="submit" className="btn btn-secondary btn-sm self-start" name="intent" value="amounts">
        {t('drives.amounts.save')}
      </button>
    </form>
  );
}
