import { useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../../app/context';
import { conformName } from '../../shared/facility/field-names';
import { phoneCountry, phoneCountryCodes, splitE164 } from '../../shared/phone-plan';
import { INPUT, fieldId, inputTone } from './FormBits';

/**
 * Two-part phone input of docs/product.md §2.4/§5.4: a calling code from the list (limited outside the
 * international edition) and digits only, capped by the E.164 maximum for that code.
 * The value is E.164 ("+79161234567"), '' when no digits are typed.
 */
const callingCode = (code: string) => phoneCountry(code)?.callingCode ?? '';

export function PhoneField({
  path,
  value,
  onChange,
  error,
  label,
}: {
  path: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  label: string;
}) {
  const { snapshot, i18n } = useApp();
  const edition = snapshot.edition;
  // Country names come from the browser's ICU after hydration: the server's may differ in wording.
  const [names, setNames] = useState<Intl.DisplayNames | null>(null);
  useEffect(() => {
    try {
      setNames(new Intl.DisplayNames([snapshot.locale], { type: 'region' }));
    } catch {
      setNames(null);
    }
  }, [snapshot.locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list reads only the edition's phone countries
  const countries = useMemo(() => {
    const rows = phoneCountryCodes(edition).map((code) => ({
      code,
      name: names?.of(code) ?? code,
      calling: callingCode(code),
    }));
    return names ? rows.sort((a, b) => a.name.localeCompare(b.name, snapshot.locale)) : rows;
  }, [edition.phoneCountries, snapshot.locale, names]);
  // The plan table, not libphonenumber-js: the library comes with the validation (phone-plan.ts).
  const parsed = value ? splitE164(value, edition.defaultPhoneCountry) : null;
  const [country, setCountry] = useState<string>(() => parsed?.country ?? edition.defaultPhoneCountry);
  const [digits, setDigits] = useState(() => (parsed ? parsed.national : value.replace(/\D/g, '')));
  const calling = country ? callingCode(country) : '';
  const maxDigits = 15 - calling.length;
  const emit = (nextCountry: string, nextDigits: string) => {
    if (!nextDigits) return onChange('');
    onChange(nextCountry ? `+${callingCode(nextCountry)}${nextDigits}` : nextDigits);
  };
  const describedBy = error ? `${fieldId(path)}-error` : undefined;
  // The form's validation (Conform) follows named fields: the hidden E.164 field announces each
  // change as input, so a phone error shown is rechecked as the number is typed or its code chosen.
  const hidden = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    hidden.current?.dispatchEvent(new Event('input', { bubbles: true }));
  }, [value]);
  return (
    <div className="flex gap-2" role="group" aria-label={label}>
      {/* The E.164 value is what the form submits; the two parts only build it. */}
      <input ref={hidden} type="hidden" name={conformName(path)} value={value} />
      <select
        aria-label={i18n.t('facility.form.callingCode')}
        value={country}
        className={`${INPUT} ${inputTone(!!error && !country)} w-[42%] max-w-[190px] pr-1`}
        data-testid={`field-${path}-country`}
        aria-invalid={error && !country ? true : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setCountry(next);
          emit(next, digits);
        }}
      >
        <option value="">{i18n.t('facility.form.callingCodeChoose')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>{`${c.name} +${c.calling}`}</option>
        ))}
      </select>
      <input
        {...{
          id: fieldId(path),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'data-testid': `field-${path}`,
        }}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        maxLength={maxDigits}
        className={`${INPUT} ${inputTone(!!error)} flex-1`}
        onChange={(e) => {
          const next = e.target.value.replace(/\D/g, '').slice(0, maxDigits);
          setDigits(next);
          emit(country, next);
        }}
      />
    </div>
  );
}
