/**
 * Browsing the guide by category and letter (worker/services/item-browse.ts, ADR 214), at the scale
 * the dictionary is growing to: 3,000 synthetic items made here (never committed data), names in
 * every language starting with every letter, Kazakh letters included. No page lists more than
 * BROWSE_PAGE_SIZE items, every item is reachable exactly once through its category's pages and
 * once through its letter's pages, and the landing page lists none.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, ITEM_CATEGORIES, type GuideItem, type ItemLang } from '../../data/items';
import {
  BROWSE_PAGE_SIZE,
  OTHER_LETTER,
  browsePage,
  browseRows,
  letterOf,
  lettersOf,
} from '../../worker/services/item-browse';
import { buildItemIndex } from '../../worker/services/item-search';

const N = 3000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
function synthetic(): GuideItem[] {
  return Array.from({ length: N }, (_, i) => {
    const word = (lang: ItemLang) => `${pick(lettersOf(lang), i * 7 + 3)}${'аә'.at(i % 2)}предмет ${i}`;
    return {
      slug: `synthetic-${i}`,
      category: pick(ITEM_CATEGORIES, i * 13),
      materials: [],
      tip: null,
      hazard: i % 10 === 0 ? 'chemicals' : null,
      waste: 'general',
      // A few names start with a digit or a Latin letter in Cyrillic: they go under '#'.
      names: {
        ru: [i % 97 === 0 ? `USB ${i}` : word('ru')],
        kk: [i % 89 === 0 ? `3D ${i}` : word('kk')],
        en: [word('en')],
        es: [word('es')],
      },
    };
  });
}

describe('browse letters', () => {
  it('has the alphabet of each language, Kazakh letters included', () => {
    for (const l of ['Ә', 'Ғ', 'Қ', 'Ң', 'Ө', 'Ұ', 'Ү', 'Һ', 'І']) expect(lettersOf('kk')).toContain(l);
    expect(lettersOf('ru')).not.toContain('Ә');
    expect(lettersOf('en')).toHaveLength(26);
    expect(lettersOf('es')).toContain('Ñ');
  });

  it("files a name under its first letter, folding Ё and accents, else under '#'", () => {
    expect(letterOf('ёлка', 'ru')).toBe('Е');
    expect(letterOf('Қағаз', 'kk')).toBe('Қ');
    expect(letterOf('қағаз', 'ru')).toBe(OTHER_LETTER);
    expect(letterOf('Ñandú', 'es')).toBe('Ñ');
    expect(letterOf('Éclair', 'en')).toBe('E');
    expect(letterOf('3D printer', 'en')).toBe(OTHER_LETTER);
    expect(letterOf('USB-кабель', 'ru')).toBe(OTHER_LETTER);
  });
});

describe('browse pages at 3,000 items', () => {
  const index = buildItemIndex(synthetic());

  for (const [locale, lang] of [
    ['kk-KZ', 'kk'],
    ['en-US', 'en'],
    ['ru-RU', 'ru'],
  ] as const) {
    it(`${locale}: every item once by category and once by letter, never more than a page's worth`, () => {
      const rows = browseRows(index, locale);
      expect(browseRows(index, locale)).toBe(rows); // memoised per index and locale
      const landing = browsePage(rows, lang, { category: null, letter: null, page: 1 })!;
      expect(landing.items).toEqual([]);
      expect(landing.categories.reduce((n, [, count]) => n + count, 0)).toBe(N);
      expect(landing.letters.reduce((n, [, count]) => n + count, 0)).toBe(N);
      expect(landing.letters.map(([letter]) => letter)).toEqual([...lettersOf(lang), OTHER_LETTER]);

      const walk = (category: (typeof ITEM_CATEGORIES)[number] | null, letter: string | null) => {
        const seen: string[] = [];
        for (let page = 1; ; page++) {
          const r = browsePage(rows, lang, { category, letter, page });
          if (!r) break;
          expect(r.items.length).toBeLessThanOrEqual(BROWSE_PAGE_SIZE);
          seen.push(...r.items.map(([slug]) => slug));
          if (page === r.pages) {
            expect(browsePage(rows, lang, { category, letter, page: page + 1 })).toBeNull();
            break;
          }
        }
        return seen;
      };
      const byCategory = ITEM_CATEGORIES.flatMap((c) => walk(c, null));
      const byLetter = landing.letters.flatMap(([letter]) => walk(null, letter));
      expect(new Set(byCategory).size).toBe(N);
      expect(byCategory).toHaveLength(N);
      expect(new Set(byLetter).size).toBe(N);
      expect(byLetter).toHaveLength(N);
    });
  }

  it('a category and a letter together: counts within each other, names in order, empty state', () => {
    const rows = browseRows(index, 'kk-KZ');
    const r = browsePage(rows, 'kk', { category: 'plastic', letter: 'Қ', page: 1 })!;
    expect(r.total).toBeGreaterThan(0);
    expect(r.total).toBe(r.letters.find(([l]) => l === 'Қ')![1]);
    expect(r.total).toBe(r.categories.find(([c]) => c === 'plastic')![1]);
    const names = r.items.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('kk-KZ').compare));
    // A letter no name starts with: a page with no items (the empty state), not an error.
    const none = browsePage(rows, 'kk', { category: 'plastic', letter: 'Ъ', page: 1 })!;
    expect(none.items).toEqual([]);
    expect(none.pages).toBe(1);
  });

  it('the committed dictionary: every item under a letter of its display name', () => {
    const rows = browseRows(buildItemIndex(DICTIONARY), 'ru-RU');
    expect(rows).toHaveLength(DICTIONARY.length);
    expect(rows.filter((r) => r.letter === OTHER_LETTER).length).toBeLessThan(rows.length / 10);
  });
});
