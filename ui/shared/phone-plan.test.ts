import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the build scripts, without types
import { phonePlanRows } from '../../scripts/lib/phone-plan-rows.mjs';
import { PHONE_PLAN_TABLE } from './phone-plan-table';
import { cleanNationalNumber, maxNationalLength, phoneCountry, phoneCountryCodes, splitE164 } from './phone-plan';

describe('phone plan table', () => {
  it('is what libphonenumber-js says today (else: node scripts/make-phone-plan.mjs)', () => {
    expect(PHONE_PLAN_TABLE.split(';')).toEqual(phonePlanRows());
  });

  it('answers calling codes and lengths as the library does', () => {
    expect(phoneCountry('KZ')).toEqual({ code: 'KZ', callingCode: '7', maxLength: 14 });
    expect(phoneCountry('AR')?.callingCode).toBe('54');
    expect(phoneCountry('XX')).toBeNull();
    expect(maxNationalLength('XX')).toBe(15);
    expect(cleanNationalNumber('+7 (916) 123-45-67 999 999 99', 'RU')).toBe('79161234567999');
    expect(phoneCountryCodes({ phoneCountries: ['ru', 'kz', 'xx'] })).toEqual(['RU', 'KZ']);
    expect(phoneCountryCodes({ phoneCountries: 'all' })).toHaveLength(245);
  });

  it('splits E.164 numbers into the country the library finds', () => {
    const samples = [
      '+79161234567',
      '+77012345678',
      '+77172123456',
      '+5491123456789',
      '+12125550100',
      '+14165550100',
      '+18765550100',
      '+37491123456',
      '+994501234567',
    ];
    for (const e164 of samples) {
      const parsed = parsePhoneNumberFromString(e164)!;
      const split = splitE164(e164, 'RU')!;
      expect(split.national, e164).toBe(String(parsed.nationalNumber));
      // The library tells +1 and +7 countries apart by their number patterns; the table by leading
      // digits, then the edition's own country, then the code's main one.
      if (parsed.country) expect([parsed.country, 'RU', 'US'], e164).toContain(split.country as CountryCode);
    }
    expect(splitE164('+77012345678', 'RU')?.country).toBe('KZ');
    expect(splitE164('+79161234567', 'KZ')?.country).toBe('RU');
    expect(splitE164('+18765550100')?.country).toBe('JM');
    expect(splitE164('89161234567')).toBeNull();
  });
});
