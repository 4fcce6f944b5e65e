/**
 * Suggestions for the console's misses (worker/services/item-suggest.ts): what the search finds
 * now, else the material the words name, else the nearest name by a looser search; the term's
 * likely language; nothing for words that name nothing at all.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type GuideItem } from '../../data/items';
import { buildItemIndex } from '../../worker/services/item-search';
import { suggestFor, termLang } from '../../worker/services/item-suggest';

const full = buildItemIndex(DICTIONARY);

describe('miss suggestions', () => {
  it('guesses the language of the term', () => {
    expect(termLang('қағаз қорап', 'ru-RU')).toBe('kk');
    expect(termLang('коробка', 'ru-RU')).toBe('ru');
    expect(termLang('коробка', 'kk-KZ')).toBe('kk');
    expect(termLang('old kettle', 'ru-RU')).toBe('en');
    expect(termLang('botella', 'es-AR')).toBe('es');
    expect(termLang('cañería', 'en-US')).toBe('es');
  });

  it('an item the dictionary knows now: the search itself', () => {
    // Missed before the item existed: an index without it, then with it.
    const without = buildItemIndex(DICTIONARY.filter((i) => i.slug !== 'power-bank'));
    expect(suggestFor(without, 'повербанк', 'ru-RU')?.slug).not.toBe('power-bank');
    expect(suggestFor(full, 'повербанк', 'ru-RU')).toMatchObject({ slug: 'power-bank', how: 'search', lang: 'ru' });
  });

  it('the material the words name, then the nearest item by any word', () => {
    expect(suggestFor(full, 'стеклянный абажур', 'ru-RU')).toMatchObject({ slug: 'glass-jar', how: 'material' });
    // Without the samovars the dictionary now has, the search finds nothing for "самовар"; the looser
    // search still names a known item close in spelling.
    const noSamovar = buildItemIndex(DICTIONARY.filter((i) => !i.slug.includes('samovar')));
    const near = suggestFor(noSamovar, 'самовар', 'ru-RU');
    expect(near?.how).toBe('near');
    expect(DICTIONARY.find((i: GuideItem) => i.slug === near!.slug)?.names.ru.join(' ')).toMatch(/са[мл]|ова|вар/i);
    expect(suggestFor(full, 'qqqqzzzz', 'en-US')).toBeNull();
  });
});
