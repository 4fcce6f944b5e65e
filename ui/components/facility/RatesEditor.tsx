import { useApp } from '../../app/context';
import type { FacilityCatalogues } from '../../shared/facility/catalogue';
import { emptyRate, type RateLine } from '../../shared/facility/model';
import { Icon } from '../common/Icon';
import { INPUT, aria, inputTone, FieldError } from './FormBits';

/** Rate lines: material type, unit and price (docs/product.md §3.5 rates). */
export function RatesEditor({
  rates,
  catalogues,
  onChange,
  problem,
}: {
  rates: RateLine[];
  catalogues: FacilityCatalogues;
  onChange: (next: RateLine[]) => void;
  problem: (path: string) => string | null;
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const set = (index: number, patch: Partial<RateLine>) =>
    onChange(rates.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <div className="grid gap-3">
      <FieldError path="rates" message={problem('rates')} />
      {rates.map((rate, index) => {
        const p = (key: string) => `rates.${index}.${key}`;
        const e = { srm: problem(p('srmId')), unit: problem(p('unitsSlug')), price: problem(p('price')) };
        return (
          <div
            key={rate.id}
            className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] items-start rounded-xl border border-slate-200 p-3"
            data-testid="rate-line"
          >
            <input type="hidden" name={`rates[${index}].id`} value={rate.id} />
            <div>
              <label htmlFor={aria(p('srmId'), e.srm).id} className="block text-xs font-medium text-slate-600 mb-0.5">
                {t('facility.rates.material')}
              </label>
              <select
                {...aria(p('srmId'), e.srm)}
                value={rate.srmId ?? ''}
                className={`${INPUT} ${inputTone(!!e.srm)}`}
                onChange={(ev) => set(index, { srmId: ev.target.value === '' ? null : Number(ev.target.value) })}
              >
                <option value="">{t('facility.rates.choose')}</option>
                {catalogues.materials.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
              <FieldError path={p('srmId')} message={e.srm} />
            </div>
            <div>
              <label
                htmlFor={aria(p('unitsSlug'), e.unit).id}
                className="block text-xs font-medium text-slate-600 mb-0.5"
              >
                {t('facility.rates.unit')}
              </label>
              <select
                {...aria(p('unitsSlug'), e.unit)}
                value={rate.unitsSlug}
                className={`${INPUT} ${inputTone(!!e.unit)}`}
                onChange={(ev) => set(index, { unitsSlug: ev.target.value })}
              >
                <option value="">{t('facility.rates.choose')}</option>
                {catalogues.units.map((u) => (
                  <option key={u.slug} value={u.slug}>
                    {u.name}
                  </option>
                ))}
              </select>
              <FieldError path={p('unitsSlug')} message={e.unit} />
            </div>
            <div>
              <label htmlFor={aria(p('price'), e.price).id} className="block text-xs font-medium text-slate-600 mb-0.5">
                {t('facility.rates.price')}
              </label>
              <input
                {...aria(p('price'), e.price)}
                inputMode="decimal"
                value={rate.price}
                placeholder="0.00"
                className={`${INPUT} ${inputTone(!!e.price)}`}
                onChange={(ev) => set(index, { price: ev.target.value.replace(',', '.').replace(/\s/g, '') })}
              />
              <FieldError path={p('price')} message={e.price} />
            </div>
            <button
              type="button"
              className="icon-button sm:mt-5 text-slate-500"
              aria-label={t('facility.rates.remove')}
              onClick={() => onChange(rates.filter((_, i) => i !== index))}
              data-testid="rate-remove"
            >
              <Icon name="close" size={18} />
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => onChange([...rates, emptyRate()])}
          data-testid="rate-add"
        >
          + {t('facility.rates.add')}
        </button>
      </div>
    </div>
  );
}
