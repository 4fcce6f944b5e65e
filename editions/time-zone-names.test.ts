import { describe, expect, it } from 'vitest';
import { EDITION_TIME_ZONES } from './time-zones';
import { timeZoneName } from './time-zone-names';

const LOCALES = ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'];

describe('time zones as people name them', () => {
  it('every zone an edition offers has a name in all five locales, never its id', () => {
    for (const zone of Object.values(EDITION_TIME_ZONES).flat()) {
      for (const locale of LOCALES) {
        const name = timeZoneName(zone, locale);
        expect(name, `${zone} ${locale}`).not.toContain('/');
        expect(name, `${zone} ${locale}`).not.toContain('_');
      }
    }
  });
  it.each([
    ['Europe/Moscow', 'ru-RU', 'Москва'],
    ['Europe/Moscow', 'kk-KZ', 'Мәскеу'],
    ['Asia/Almaty', 'ru-KZ', 'Алматы'],
    ['America/Argentina/Buenos_Aires', 'es-AR', 'Buenos Aires'],
    ['America/New_York', 'es-AR', 'Nueva York'],
    ['America/New_York', 'en-US', 'New York'],
  ])('%s in %s is %s', (zone, locale, name) => expect(timeZoneName(zone, locale)).toBe(name));
  it('a zone outside the table shows its city part', () =>
    expect(timeZoneName('America/Sao_Paulo', 'en-US')).toBe('Sao Paulo'));
});
