import { describe, expect, it } from 'vitest';
import { EDITIONS, editionForHost } from './index';

describe('editions', () => {
  it('maps the development hosts', () => {
    expect(editionForHost('localhost', {}, 'ru').id).toBe('ru');
    expect(editionForHost('127.0.0.1', {}, 'ru').id).toBe('ru');
    expect(editionForHost('kz.localhost', {}, 'ru').id).toBe('kz');
    expect(editionForHost('INTL.localhost', {}, 'ru').id).toBe('international');
  });

  it('takes production hosts from configuration, with a default for unknown hosts', () => {
    expect(editionForHost('eco.example.kz', { 'eco.example.kz': 'kz' }, 'ru').id).toBe('kz');
    expect(editionForHost('unknown.example', {}, 'international').id).toBe('international');
  });

  it('holds what docs/product.md varies by edition', () => {
    const { ru, kz, international } = EDITIONS;
    expect([ru.defaultLocale, kz.defaultLocale, international.defaultLocale]).toEqual(['ru-RU', 'kk-KZ', 'en-US']);
    expect(kz.locales).toEqual(['kk-KZ', 'ru-KZ']);
    expect(international.locales).toEqual(['en-US']);
    expect(kz.contacts.tel2).toBeDefined();
    expect(ru.contacts.tel2).toBeUndefined();
    expect(ru.partnerLinks).toHaveLength(2);
    expect([kz.partnerLinks.length, international.partnerLinks.length]).toEqual([0, 0]);
    expect([ru.appCurrency, kz.appCurrency, international.appCurrency]).toEqual(['RUB', 'RUB', 'USD']);
    expect([ru.defaultPhoneCountry, kz.defaultPhoneCountry, international.defaultPhoneCountry]).toEqual([
      'RU',
      'KZ',
      'AR',
    ]);
    expect([ru.taxIdName, kz.taxIdName, international.taxIdName]).toEqual(['INN', 'BIN', 'CUIT']);
    expect(ru.policyLinks.map((l) => l.url)).toEqual(['/cookies/', '/personal-data/']);
    expect(kz.policyLinks.map((l) => l.url)).toEqual(['/privacy-policy']);
    expect(kz.thirdPartySignIn).toBe(false);
    expect(international.shareTargets).toHaveLength(3);
    expect(ru.shareTargets).toEqual(['vk', 'odnoklassniki']);
  });

  it('uses only fictitious contact values', () => {
    for (const edition of Object.values(EDITIONS)) {
      expect(edition.supportEmail).toMatch(/example\.org$/);
      expect(edition.contacts.tel1.text).toMatch(/555/);
    }
  });
});
