import { describe, expect, it } from 'vitest';
import { installDateTimeFormatCache } from './intl-cache';

describe('Intl.DateTimeFormat cache', () => {
  it('returns the same formatter for the same options, formats as before, still rejects bad zones', () => {
    const before = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' }).format(Date.UTC(2026, 5, 14, 12));
    installDateTimeFormatCache();
    const a = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });
    const b = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });
    expect(a).toBe(b);
    expect(a).toBeInstanceOf(Intl.DateTimeFormat);
    expect(a.format(Date.UTC(2026, 5, 14, 12))).toBe(before);
    expect(new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty' })).not.toBe(a);
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0)).toBe('1/1/1970');
  });
});
