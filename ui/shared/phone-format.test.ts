import { describe, expect, it } from 'vitest';
import { formatAccountPhone, formatPhone } from './phone-format';

describe('phone numbers as people read them', () => {
  it.each([
    ['+74955551186', undefined, '+7 495 555 11 86'],
    ['+77272501234', undefined, '+7 7272 50 12 34'],
    ['+541143215678', undefined, '+54 11 4321 5678'],
    ['+12125550123', undefined, '+1 212 555 0123'],
    ['84955551186', 'ru', '+7 495 555 11 86'],
  ])('%s (%s) → %s', (raw, country, shown) => expect(formatPhone(raw, country)).toBe(shown));
  it('leaves what does not parse as stored', () => expect(formatPhone('call the office')).toBe('call the office'));
  it('account phones are stored as digits without the plus', () => {
    expect(formatAccountPhone('79161234567')).toBe('+7 916 123 45 67');
    expect(formatAccountPhone('')).toBe('');
    expect(formatAccountPhone(null)).toBe('');
  });
});
