/**
 * How the item search reads what people type (ADR 220): whole names before longer ones, qualifiers
 * optional, typos read as the common word, Russian plurals, listed parts. Queries from the
 * evaluation set (test/fixtures/item-eval) unless marked; each must answer FIRST.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { mergedHits, searchParts } from '../../worker/services/item-parts';
import { buildItemIndex, ITEM_INDEX_OPTIONS } from '../../worker/services/item-search';
import { processTerm } from '../../worker/services/item-search-text';

const index = buildItemIndex(DICTIONARY);
const first = (q: string, lang: ItemLang) => mergedHits(searchParts(index, q, lang, 8))[0]?.item.slug;

describe('item search matching', () => {
  it.each([
    // A name all of whose words match ranks above a longer one or a prefix ("салфетница").
    ['салфетки', 'ru', 'used-napkins'],
    ['стекло', 'ru', 'glass-jar'],
    ['tiles', 'en', 'ceramic-tiles'],
    // Russian plurals stem like their singular ("пакеты" is not a Kazakh "-ты" case).
    ['пакеты', 'ru', 'plastic-bag'], // source: the team
    // Typos: the nearest word the names have, the more common one on a tie.
    ['recycle cardbord', 'en', 'cardboard-box'],
    ['каробки', 'ru', 'cardboard-box'],
    ['когаз', 'kk', 'waste-paper'],
    // Qualifiers and words in parentheses are optional; the item is known, so no material guess.
    ['Coffee Cup - Paper - Dirty', 'en', 'paper-cup'],
    ['Plastic Spray Bottle (Glass Cleaner, etc.)', 'en', 'spray-bottle'],
    ['куда сдать старую одежду', 'ru', 'clothes'],
    // Listed parts: the part best matched answers first.
    ['Smoke & Carbon Monoxide Alarms', 'en', 'co-detector'],
    ['Dog/Cat Food Can Empty', 'en', 'pet-food-can'],
  ] as const)('%s (%s) → %s', (q, lang, slug) => expect(first(q, lang)).toBe(slug));

  it('commas inside parentheses do not list several things', () => {
    expect(searchParts(index, 'Soiled Paper (Microwave Popcorn Bag, Muffin Cup, etc.)', 'en')).toHaveLength(1);
  });
  it('a prebuilt index uses the same options (one exported object)', () => {
    expect(ITEM_INDEX_OPTIONS.processTerm).toBe(processTerm);
    expect(ITEM_INDEX_OPTIONS.storeFields).toContain('n');
  });
  it('a part naming a hazard answers first', () => {
    expect(first('pizza box, batteries', 'en')).toBe('batteries'); // source: the team
  });
});
