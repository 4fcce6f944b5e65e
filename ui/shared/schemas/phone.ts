import {
  getCountries, getCountryCallingCode, Metadata, parsePhoneNumberFromString, parsePhoneNumberWithError, type CountryCode,
} from 'libphonenumber-js/min';
import type { Edition } from '../../../editions/types';
import { MSG } from './form-fields';

/**
 * The phone field of docs/product.md §5.4: a calling code chosen from a list (by country) plus the national
 * number, digits only, capped at the country's longest possible length, valid for that country.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  callingCode: string;
  maxLength: number;
}

const ALL = getCountries();
const maxLengths = new Map<string, number>();

function isPhoneCountry(code: string): code is CountryCode {
  return (ALL as string[]).includes(code);
}

/** Longest national number the country's numbering plan allows (libphonenumber metadata). */
export function maxNationalLength(code: string): number {
  if (!isPhoneCountry(code)) return 15;
  const cached = maxLengths.get(code);
  if (cached) return cached;
  const plan = new Metadata();
  plan.selectNumberingPlan(code);
  const lengths = plan.numberingPlan?.possibleLengths() ?? [];
  const max = lengths.length ? Math.max(...lengths) : 15;
  maxLengths.set(code, max);
  return max;
}

/** Countries offered by an edition: every country internationally, the docs/product.md §5.4 list elsewhere. */
export function phoneCountryCodes(edition: Pick<Edition, 'phoneCountries'>): string[] {
  const codes = edition.phoneCountries === 'all' ? ALL : edition.phoneCountries.map((c) => c.toUpperCase());
  return codes.filter(isPhoneCountry);
}

export function phoneCountry(code: string): PhoneCountry | null {
  if (!isPhoneCountry(code)) return null;
  return { code, callingCode: getCountryCallingCode(code), maxLength: maxNationalLength(code) };
}

/** Keeps digits only and cuts at the country's maximum (what the input does on every keystroke). */
export function cleanNationalNumber(raw: string, code: string): string {
  return raw.replace(/\D+/g, '').slice(0, maxNationalLength(code));
}

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
