/**
 * A stored phone number as people read it: "+74955551186" → "+7 495 555 11 86", grouped by its
 * country's numbering plan (libphonenumber-js). Used where the worker shapes page data, so the
 * metadata never reaches a page's first-load JavaScript; the `tel:` link keeps working from the
 * formatted text (its digits and plus sign). Anything that does not parse is shown as stored.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export function formatPhone(value: string, defaultCountry?: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry?.toUpperCase() as CountryCode | undefined);
  return parsed?.isPossible() ? parsed.formatInternational() : value;
}

/**
 * A user's phone as stored on their account (digits of the international number without the
 * plus sign, docs/product.md §3.1) as people read it; '' when none is stored.
 */
export function formatAccountPhone(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D+/g, '');
  return digits ? formatPhone(`+${digits}`) : '';
}
