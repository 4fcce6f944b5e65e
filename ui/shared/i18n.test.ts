import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, mergeMessages, pickNamespaces, type Params, type Translator } from './i18n';

/** These tests bring their own catalogues, not the product's: their keys are read untyped. */
type Loose = Omit<Translator, 't' | 'plural'> & {
  t(key: string, params?: Params): string;
  plural(key: string, count: number, params?: Params): string;
};
const make = (...args: Parameters<typeof createTranslator>) => createTranslator(...args) as unknown as Loose;

describe('translator', () => {
  const messages = { a: { hello: 'Hello, {name}!', items: { one: '{count} item', other: '{count} items' } } };

  it('interpolates {name} placeholders and leaves unknown ones visible', () => {
    const t = make('en-US', messages);
    expect(t.t('a.hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(interpolate('x {y}', {})).toBe('x {y}');
  });

  it('shows the key for a missing text instead of a blank', () => {
    expect(make('en-US', messages).t('a.missing')).toBe('a.missing');
  });

  it('chooses plural forms with Intl.PluralRules, Russian and Kazakh included', () => {
    const en = make('en-US', messages);
    expect(en.plural('a.items', 1)).toBe('1 item');
    expect(en.plural('a.items', 5)).toBe('5 items');
    const ru = make('ru-RU', {
      n: { one: '{count} пункт', few: '{count} пункта', many: '{count} пунктов', other: '{count} пункта' },
    });
    expect([1, 3, 5, 21, 1.5].map((n) => ru.plural('n', n))).toEqual([
      '1 пункт',
      '3 пункта',
      '5 пунктов',
      '21 пункт',
      '1,5 пункта',
    ]);
    // {count} in the locale's number format.
    expect(ru.plural('n', 1200)).toBe('1\u00a0200 пунктов');
    expect(en.plural('a.items', 1200)).toBe('1,200 items');
  });

  it('writes whole numbers below a thousand without Intl exactly as Intl.NumberFormat does, in every locale', () => {
    for (const locale of ['ru-RU', 'ru-KZ', 'kk-KZ', 'es-AR', 'en-US'] as const) {
      const t = make(locale, {});
      const intl = new Intl.NumberFormat(locale === 'kk-KZ' ? 'ru-KZ' : locale);
      for (const n of [0, 7, 42, 999, 1000, 12345, 2.5, -3]) expect(t.number(n), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it('keeps instances independent (one per request, never shared)', () => {
    const a = make('en-US', { x: 'A' });
    const b = make('ru-RU', { x: 'B' });
    expect([a.t('x'), b.t('x'), a.t('x')]).toEqual(['A', 'B', 'A']);
  });

  it('remembers lookups per catalogue object: the same catalogue answers alike, another its own texts', () => {
    const shared = { nav: { home: 'Home' } };
    expect(make('en-US', shared).t('nav.home')).toBe('Home');
    expect(make('en-US', shared).t('nav.home', { x: 1 })).toBe('Home');
    expect(make('en-US', shared).t('nav.none')).toBe('nav.none');
    expect(make('en-US', { nav: { home: 'Start' } }).t('nav.home')).toBe('Start');
    expect(make('en-US', mergeMessages(shared, { nav: { none: 'Now here' } })).t('nav.none')).toBe('Now here');
  });

  it('merges fallback chains deeply, later sources winning', () => {
    expect(mergeMessages({ a: { x: '1', y: '2' } }, { a: { y: '3' } })).toEqual({ a: { x: '1', y: '3' } });
    expect(pickNamespaces({ a: 'A', b: 'B' }, ['b', 'c'])).toEqual({ b: 'B' });
  });
});
