import { useApp } from '../../app/context';
import type { FacilityIcon } from '../../shared/facility/catalogue';

/** Icon of the point on maps and lists: a radio group of the shipped SVG icons, or none. */
export function IconPicker({
  icons,
  value,
  onChange,
}: {
  icons: FacilityIcon[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { i18n } = useApp();
  const t = i18n.t;
  const option = (id: number | null, content: React.ReactNode, label: string) => (
    <label
      key={id ?? 'none'}
      className={`relative flex flex-col items-center gap-1 rounded-xl border-2 p-2 cursor-pointer text-xs text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${value === id ? 'border-primary bg-primary-light' : 'border-transparent hover:bg-slate-50'}`}
    >
      <input
        type="radio"
        name="icon"
        value={id ?? ''}
        className="sr-only"
        checked={value === id}
        onChange={() => onChange(id)}
        data-testid={`icon-${id ?? 'none'}`}
      />
      {content}
      <span className="text-center leading-tight">{label}</span>
    </label>
  );
  return (
    <fieldset className="m-0 p-0 border-0">
      <legend className="sr-only">{t('facility.form.icon')}</legend>
      <div className="grid grid-cols-3 xs:grid-cols-5 sm:grid-cols-9 gap-2">
        {option(
          null,
          <span className="w-12 h-12 rounded-full border-2 border-dashed border-slate-300" aria-hidden="true" />,
          t('facility.form.noIcon'),
        )}
        {icons.map((icon) =>
          option(
            icon.id,
            <img src={icon.fileUrl} alt="" data-fallback="/images/logo-fallback.svg" width={48} height={48} />,
            t(`facility.icons.${icon.slug}`),
          ),
        )}
      </div>
    </fieldset>
  );
}
