import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../../editions';
import { isEmail } from './form-fields';
import { validateInquiry } from './inquiry';
import { cleanNationalNumber, maxNationalLength, phoneCountryCodes } from '../phone-plan';
import { phoneProblem } from './phone';
import { validateSubscription } from './subscription';
import { validateSupportQuestion } from './support-question';
import { validateWriteToUs } from './write-to-us';

const RU = phoneCountryCodes(EDITIONS.ru);
const ALL = phoneCountryCodes(EDITIONS.international);

describe('support question schema (docs/product.md §5.4)', () => {
  it('requires name, email, city, text (trimmed) and a valid e-mail', () => {
    const empty = validateSupportQuestion({ name: '  ', email: '', city: '', text: '' });
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.errors).toEqual({
        name: ['validation.required'],
        email: ['validation.required'],
        city: ['validation.required'],
        text: ['validation.required'],
      });
    }
    const bad = validateSupportQuestion({ name: 'A', email: 'not-an-email', city: 'B', text: 'C' });
    expect(bad.ok || bad.errors).toEqual({ email: ['validation.email'] });
    const good = validateSupportQuestion({ name: ' Anna ', email: 'Anna@Example.org', city: 'Omsk', text: 'Hi' });
    expect(good).toEqual({ ok: true, value: { name: 'Anna', email: 'anna@example.org', city: 'Omsk', text: 'Hi' } });
  });
});

describe('inquiry and write-to-us schemas', () => {
  const base = { name: 'A', city: 'B', email: 'a@example.org', text: 'T', phoneCountry: 'RU', phone: '' };
  it('inquiry requires orgName, defaults the type to government, phone optional', () => {
    const r = validateInquiry(base, RU);
    expect(r.ok || r.errors).toEqual({ orgName: ['validation.required'] });
    const ok = validateInquiry({ ...base, orgName: 'Org', type: 'bogus' }, RU);
    expect(ok.ok && ok.value.type).toBe('government');
    const typed = validateInquiry({ ...base, orgName: 'Org', type: 'recycling-companies' }, RU);
    expect(typed.ok && typed.value.type).toBe('recycling-companies');
  });
  it('validates the phone when given, and reports it with other errors at once', () => {
    const r = validateWriteToUs({ ...base, name: '', phone: '123' }, RU);
    expect(r.ok || r.errors).toEqual({ name: ['validation.required'], phone: ['validation.phone'] });
    const ok = validateWriteToUs({ ...base, phone: '9161234567' }, RU);
    expect(ok.ok && ok.value.type).toBe('question');
  });
  it('write-to-us does not need orgName', () => {
    expect(validateWriteToUs(base, RU).ok).toBe(true);
  });
});

describe('phone (docs/product.md §5.4)', () => {
  it('accepts valid and rejects invalid numbers for RU, KZ, AR', () => {
    expect(phoneProblem('RU', '9161234567', RU)).toBeNull();
    expect(phoneProblem('RU', '1234567890', RU)).toBe('validation.phone');
    expect(phoneProblem('KZ', '7012345678', RU)).toBeNull();
    expect(phoneProblem('KZ', '70123', RU)).toBe('validation.phone');
    // Same calling code (+7), other country: valid for Russia, not for Kazakhstan, and back.
    expect(phoneProblem('KZ', '9161234567', RU)).toBe('validation.phone');
    expect(phoneProblem('RU', '7012345678', RU)).toBe('validation.phone');
    expect(phoneProblem('AR', '91123456789', ALL)).toBeNull();
    expect(phoneProblem('AR', '123', ALL)).toBe('validation.phone');
  });
  it('limits the country list outside the international edition', () => {
    expect(RU.sort()).toEqual(['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'ME', 'RS', 'RU', 'TJ', 'TM', 'UZ']);
    expect(phoneCountryCodes(EDITIONS.kz)).toEqual(phoneCountryCodes(EDITIONS.ru));
    expect(ALL.length).toBeGreaterThan(200);
    expect(phoneProblem('AR', '91123456789', RU)).toBe('validation.callingCode');
    expect(phoneProblem('', '9161234567', RU)).toBe('validation.callingCode');
  });
  it('keeps digits only and caps at the longest length of the country', () => {
    expect(cleanNationalNumber('(916) 123-45-67', 'RU')).toBe('9161234567');
    expect(maxNationalLength('AZ')).toBe(9);
    expect(cleanNationalNumber('12345678901234', 'AZ')).toBe('123456789');
  });
});

describe('subscription and e-mail rules', () => {
  it('requires a valid e-mail with docs/product.md §5.1 part lengths', () => {
    expect(validateSubscription({}).ok).toBe(false);
    expect(isEmail(`${'a'.repeat(64)}@example.org`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.org`)).toBe(false);
    expect(isEmail(`a@${'b'.repeat(60)}.example`)).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });
});
