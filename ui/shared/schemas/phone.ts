import { parsePhoneNumberFromString, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';
import { isPlanCountry, maxNationalLength } from '../phone-plan';
import { MSG } from './form-fields';

/**
 * The phone field's validation (docs/product.md §5.4): a calling code chosen from the list plus a
 * national number valid for that country. What the field needs to render (calling codes, lengths)
 * is ui/shared/phone-plan.ts, without this library.
 */
const isPhoneCountry = (code: string): code is CountryCode => isPlanCountry(code);

/**
 * Checks a phone pair; returns a message key or null when fine. An empty number is fine (the
 * forms where it is optional say so by not calling this with required=true).
 */
export function phoneProblem(
  country: string,
  number: string,
  allowed: readonly string[],
  required = false,
): string | null {
  const digits = number.replace(/\D+/g, '');
  if (digits === '') return required ? MSG.required : null;
  if (!country || !allowed.includes(country) || !isPhoneCountry(country)) return MSG.callingCode;
  if (digits.length > maxNationalLength(country)) return MSG.phone;
  // Valid for the chosen country, not just its calling code: +7 is shared by Russia and
  // Kazakhstan, and a Moscow number must not pass with Kazakhstan chosen (docs/product.md §5.4).
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() && parsed.country === country ? null : MSG.phone;
}

/** E.164 form for storage, e.g. '+79161234567'. Call only after phoneProblem() returned null. */
export function toE164(country: string, number: string): string {
  return parsePhoneNumberWithError(number.replace(/\D+/g, ''), country as CountryCode).number;
}
