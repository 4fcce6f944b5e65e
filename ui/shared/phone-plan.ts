import type { Edition } from '../../editions/types';
import { PHONE_PLAN_TABLE } from './phone-plan-table';

/**
 * The phone field's numbering plan (docs/product.md §5.4): calling codes and the longest national
 * number per country, read from a generated table (phone-plan-table.ts) so a form renders without
 * libphonenumber-js (28 KB gzip), which comes with the validation on first use
 * (ui/shared/schemas/phone.ts).
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  callingCode: string;
  maxLength: number;
}

interface PlanRow extends PhoneCountry {
  /** The calling code's main country (or its only one). */
  main: boolean;
  /** For a country that shares its calling code and is not its main one: what picks it, if known. */
  leading: RegExp | null;
}

let rows: Map<string, PlanRow> | null = null;
function plan(): Map<string, PlanRow> {
  if (rows) return rows;
  rows = new Map();
  for (const entry of PHONE_PLAN_TABLE.split(';')) {
    const [code = '', callingCode = '', max = '15', leading] = entry.split(',');
    rows.set(code, {
      code,
      callingCode,
      maxLength: Number(max),
      main: leading === undefined,
      leading: leading && leading !== '-' ? new RegExp(`^(?:${leading})`) : null,
    });
  }
  return rows;
}

export function isPlanCountry(code: string): boolean {
  return plan().has(code);
}

/** Longest national number the country's numbering plan allows. */
export function maxNationalLength(code: string): number {
  return plan().get(code)?.maxLength ?? 15;
}

export function phoneCountry(code: string): PhoneCountry | null {
  const row = plan().get(code);
  return row ? { code: row.code, callingCode: row.callingCode, maxLength: row.maxLength } : null;
}

/** Countries offered by an edition: every country internationally, the docs/product.md §5.4 list elsewhere. */
export function phoneCountryCodes(edition: Pick<Edition, 'phoneCountries'>): string[] {
  const codes =
    edition.phoneCountries === 'all' ? [...plan().keys()].sort() : edition.phoneCountries.map((c) => c.toUpperCase());
  return codes.filter(isPlanCountry);
}

/** Keeps digits only and cuts at the country's maximum (what the input does on every keystroke). */
export function cleanNationalNumber(raw: string, code: string): string {
  return raw.replace(/\D+/g, '').slice(0, maxNationalLength(code));
}

/**
 * An E.164 number ('+77012345678') as its country and national digits. Calling codes are
 * prefix-free; where several countries share one, the country whose leading digits match wins
 * (KZ among +7), then `preferred` (the edition's own) unless leading digits rule it out, then the
 * code's main country.
 */
export function splitE164(value: string, preferred?: string): { country: string; national: string } | null {
  if (!value.startsWith('+')) return null;
  const digits = value.replace(/\D+/g, '');
  for (let length = 1; length <= 3 && length < digits.length; length++) {
    const calling = digits.slice(0, length);
    const sharing = [...plan().values()].filter((row) => row.callingCode === calling);
    if (sharing.length === 0) continue;
    const national = digits.slice(length);
    // A country known by its leading digits is chosen only when they match.
    const open = sharing.filter((row) => row.leading === null);
    const pick =
      sharing.find((row) => row.leading?.test(national)) ??
      open.find((row) => row.code === preferred) ??
      open.find((row) => row.main) ??
      sharing[0]!;
    return { country: pick.code, national };
  }
  return null;
}
