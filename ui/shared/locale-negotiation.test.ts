import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../editions';
import {
  fallbackChain,
  localeForPrefix,
  localizedPath,
  preferredLocale,
  splitLocalePrefix,
} from './locale-negotiation';

const { ru, kz, international } = EDITIONS;

describe('locale negotiation', () => {
  it('splits a lower-case locale prefix off the path', () => {
    expect(splitLocalePrefix('/ru-kz/charity-events')).toEqual({ prefix: 'ru-kz', rest: '/charity-events' });
    expect(splitLocalePrefix('/RU-KZ')).toEqual({ prefix: 'ru-kz', rest: '/' });
    expect(splitLocalePrefix('/ru-kzx')).toEqual({ prefix: null, rest: '/ru-kzx' });
  });

  it('accepts prefixes only where the edition offers more than one locale', () => {
    expect(localeForPrefix(kz, 'ru-kz')).toBe('ru-KZ');
    expect(localeForPrefix(kz, 'kk-kz')).toBe('kk-KZ');
    expect(localeForPrefix(kz, 'en-us')).toBeNull();
    expect(localeForPrefix(ru, 'ru-ru')).toBeNull();
    expect(localeForPrefix(international, 'en-us')).toBeNull();
  });

  it('builds prefixed paths except for the edition default', () => {
    expect(localizedPath(kz, 'ru-KZ', '/get-app')).toBe('/ru-kz/get-app');
    expect(localizedPath(kz, 'kk-KZ', '/get-app')).toBe('/get-app');
    expect(localizedPath(ru, 'ru-RU', '/')).toBe('/');
  });

  it('reads Accept-Language by quality, exact tag first, then the same language', () => {
    expect(preferredLocale(kz, 'ru')).toBe('ru-KZ');
    expect(preferredLocale(kz, 'en;q=0.9, kk;q=0.8, ru;q=0.95')).toBe('ru-KZ');
    expect(preferredLocale(kz, 'de, fr')).toBeNull();
    expect(preferredLocale(international, 'es-AR')).toBeNull();
    expect(preferredLocale(kz, null)).toBeNull();
  });

  it('falls back to the same language, then the edition default', () => {
    expect(fallbackChain('ru-KZ', 'kk-KZ')).toEqual(['kk-KZ', 'ru-RU', 'ru-KZ']);
    expect(fallbackChain('kk-KZ', 'kk-KZ')).toEqual(['kk-KZ']);
    expect(fallbackChain('es-AR', 'en-US')).toEqual(['en-US', 'es-AR']);
  });
});
