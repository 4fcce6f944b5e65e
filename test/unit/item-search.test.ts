/**
 * Search quality of the item guide, table-driven (test/unit/item-search-cases-cyrillic.ts and
 * -latin.ts): each query must find its item among the first three hits in the locale's language;
 * the first-hit rate is reported.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { buildItemIndex, searchItems } from '../../worker/services/item-search';
import { KK_CASES, RU_CASES } from './item-search-cases-cyrillic';
import { EN_CASES, ES_CASES } from './item-search-cases-latin';

const index = buildItemIndex(DICTIONARY);

function run(lang: ItemLang, cases: readonly [string, string][]) {
  const misses: string[] = [];
  let first = 0;
  for (const [query, slug] of cases) {
    const hits = searchItems(index, query, lang, 3).map((h) => h.item.slug);
    if (hits[0] === slug) first++;
    else if (process.env.SHOW_MISSES) console.log(`${lang}: ${query} → ${hits.join(', ')} (want ${slug})`);
    if (!hits.includes(slug)) misses.push(`${query} → ${slug} (got ${hits.join(', ') || 'nothing'})`);
  }
  return { misses, first };
}

describe.each([
  ['ru', RU_CASES, 100],
  ['kk', KK_CASES, 100],
  ['en', EN_CASES, 100],
  ['es', ES_CASES, 15],
] as const)('item search in %s', (lang, cases, atLeast) => {
  it(`has at least ${atLeast} cases`, () => expect(cases.length).toBeGreaterThanOrEqual(atLeast));
  it('finds every item among the first three hits', () => {
    const { misses, first } = run(lang, cases);
    console.log(
      `item search ${lang}: ${cases.length} cases, first hit ${first}/${cases.length}, top-3 ${cases.length - misses.length}/${cases.length}`,
    );
    expect(misses).toEqual([]);
  });
});

describe('item search', () => {
  it('finds nothing for words no item has', () => {
    for (const q of ['zzzz', 'квазар', 'дирижабль', '']) expect(searchItems(index, q, 'ru')).toEqual([]);
  });
  it('every expected slug exists', () => {
    for (const [, slug] of [...RU_CASES, ...KK_CASES, ...EN_CASES, ...ES_CASES])
      expect(index.items.has(slug), slug).toBe(true);
  });
});
