import { useMemo, useState } from 'react';
import { useApp } from '../../app/context';
import { cleanNationalNumber, maxNationalLength, phoneCountry, phoneCountryCodes } from '../../shared/phone-plan';
import { FieldShell, INPUT_CLASS, inputBorder } from '../forms/fields';
import type { ListItem } from '../modal/DropdownList';
import { FilterSelect } from '../select/FilterSelect';
import { countryNamer } from './country-names';

export interface PhoneInputProps {
  id: string;
  label: string;
  /** Field names posted with the form: the country code and the national number. */
  countryName?: string;
  numberName?: string;
  defaultCountry?: string;
  defaultNumber?: string;
  errors?: readonly string[] | undefined;
  required?: boolean;
  /** Called after the country changes (the form revalidates the number). */
  onCountryChange?: (code: string) => void;
}

/**
 * Phone input in two parts (docs/product.md §2.4, §5.4): the calling code chosen from a filterable list
 * (default per edition; limited list outside the international edition) and the number, which
 * accepts digits only and stops at the longest length possible for the country.
 */
export function PhoneInput({
  id,
  label,
  countryName = 'phoneCountry',
  numberName = 'phone',
  defaultCountry,
  defaultNumber = '',
  errors,
  required,
  onCountryChange,
}: PhoneInputProps) {
  const { snapshot, i18n } = useApp();
  const { edition } = snapshot;
  const codes = useMemo(() => phoneCountryCodes(edition), [edition]);
  const initial = defaultCountry && codes.includes(defaultCountry) ? defaultCountry : edition.defaultPhoneCountry;
  const [country, setCountry] = useState(initial);
  // Names are made only once the list is opened (server and first client render show codes only).
  const [namesReady, setNamesReady] = useState(false);
  const invalid = Boolean(errors?.length);

  const items: ListItem<string>[] = useMemo(() => {
    const name = namesReady ? countryNamer(i18n.locale) : (code: string) => code;
    const list = codes.map((code) => ({
      id: code,
      title: `${name(code)} +${phoneCountry(code)?.callingCode ?? ''}`,
      data: code,
    }));
    return namesReady ? list.sort((a, b) => a.title.localeCompare(b.title, i18n.locale)) : list;
  }, [codes, namesReady, i18n.locale]);

  const current = phoneCountry(country);
  const max = maxNationalLength(country);

  return (
    <FieldShell id={id} label={label} errors={errors} required={required} asGroup>
      <div role="group" aria-labelledby={`${id}-label`} className="flex gap-2" data-testid="phone-input">
        <input type="hidden" name={countryName} value={country} />
        <FilterSelect
          // The accessible name holds the visible text ("RU +7"), WCAG 2.5.3 label in name.
          label={`${i18n.t('phone.callingCode')}: ${country} +${current?.callingCode ?? ''}`}
          items={items}
          value={country}
          onOpen={() => setNamesReady(true)}
          matches={(item, query) => {
            const q = query.toLowerCase().replace(/^\+/, '');
            return item.title.toLowerCase().includes(q) || item.id.toLowerCase() === q;
          }}
          onChange={(item) => {
            setCountry(item.id);
            // A number typed for the old country may be too long for the new one.
            const input = document.getElementById(id) as HTMLInputElement | null;
            if (input) input.value = cleanNationalNumber(input.value, item.id);
            onCountryChange?.(item.id);
          }}
          renderItem={(item) => (
            <span className="flex items-center gap-2">
              <span className="w-7 shrink-0 text-xs font-semibold text-slate-400" aria-hidden="true">
                {item.id}
              </span>
              {item.title}
            </span>
          )}
          display={
            <span className="inline-flex items-center gap-1.5">
              <span className="text-xs font-semibold text-slate-600">{country}</span> +{current?.callingCode}
            </span>
          }
          className="shrink-0 w-28"
          testId="phone-country"
        />
        <input
          id={id}
          name={numberName}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={cleanNationalNumber(defaultNumber, country)}
          placeholder={i18n.t('phone.placeholder', { n: max })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
          data-maxlength={max}
          onInput={(event) => {
            // Digits only, capped at the country's longest number (paste included).
            const input = event.currentTarget;
            const clean = cleanNationalNumber(input.value, country);
            if (clean !== input.value) input.value = clean;
          }}
          className={`${INPUT_CLASS} ${inputBorder(invalid)} flex-1`}
          style={{ height: 46 }}
          data-testid="phone-number"
        />
      </div>
      <span id={`${id}-hint`} className="sr-only">
        {i18n.t('phone.hint', { n: max })}
      </span>
    </FieldShell>
  );
}
