import { describe, expect, it } from 'vitest';
import { installIntlCache } from './intl-cache';

describe('Intl formatter cache', () => {
  it('returns the same formatter for the same options, formats as before, still rejects bad zones', () => {
    const before = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: 'numeric',
      month: 'long',
    }).format(Date.UTC(2026, 5, 14, 12));
    installIntlCache();
    const a = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });
    const b = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });
    expect(a).toBe(b);
    expect(a).toBeInstanceOf(Intl.DateTimeFormat);
    expect(a.format(Date.UTC(2026, 5, 14, 12))).toBe(before);
    expect(new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty' })).not.toBe(a);
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0)).toBe('1/1/1970');
  });

  it('shares plural rules and number formats too, with the same results', () => {
    installIntlCache();
    const rules = new Intl.PluralRules('ru-RU');
    expect(new Intl.PluralRules('ru-RU')).toBe(rules);
    expect(rules.select(2)).toBe('few');
    expect(new Intl.PluralRules('en-US').select(1)).toBe('one');
    expect(Intl.PluralRules.supportedLocalesOf(['ru-RU'])).toEqual(['ru-RU']);
    const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
    expect(new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' })).toBe(money);
    expect(new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' })).not.toBe(money);
    expect(money).toBeInstanceOf(Intl.NumberFormat);
    expect(() => new Intl.NumberFormat('en-US', { style: 'currency' })).toThrow(TypeError);
  });
});
