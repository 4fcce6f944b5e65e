import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './compact-count';

describe('formatCompactCount (badge, docs/product.md §9: K, M, B)', () => {
  const cases: [number, string, string][] = [
    // count, en-US, ru-RU
    [999, '999', '999'],
    [1_000, '1K', '1K'],
    [1_500, '1.5K', '1,5K'],
    [999_999, '1M', '1M'],
    [1_000_000, '1M', '1M'],
    [2_500_000_000, '2.5B', '2,5B'],
  ];
  it.each(cases)('%d → %s (en-US), %s (ru-RU)', (count, en, ru) => {
    expect(formatCompactCount(count, 'en-US')).toBe(en);
    expect(formatCompactCount(count, 'ru-RU')).toBe(ru);
  });

  it('uses the same letters in Kazakh and Argentine Spanish', () => {
    expect(formatCompactCount(1_500, 'kk-KZ')).toBe('1,5K');
    expect(formatCompactCount(2_500_000_000, 'es-AR')).toBe('2,5B');
  });

  it('keeps small counts whole and never shows a negative or fractional count', () => {
    expect(formatCompactCount(0, 'en-US')).toBe('0');
    expect(formatCompactCount(7, 'ru-RU')).toBe('7');
    expect(formatCompactCount(-3, 'en-US')).toBe('0');
    expect(formatCompactCount(Number.NaN, 'en-US')).toBe('0');
  });
});
