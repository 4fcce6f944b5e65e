/** A query listing several things answers each part (docs/item-guide.md "Several items"). Queries written by the team unless marked. */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { buildItemIndex } from '../../worker/services/item-search';
import { searchParts } from '../../worker/services/item-parts';

const index = buildItemIndex(DICTIONARY);
const firsts = (q: string, lang: ItemLang) => searchParts(index, q, lang).map((p) => p.hits[0]?.item.slug);

describe('several items in one query', () => {
  it.each([
    // Each part: the acceptable best items (a bare "cans" or "лампочки" may be any can or bulb).
    [
      'cans, bottles and jars',
      'en',
      [
        ['aerosol-can', 'aluminium-can', 'tin-can'],
        ['glass-bottle', 'plastic-bottle'],
        ['glass-jar', 'candle-jar', 'cosmetic-jar'],
      ],
    ], // source: the review
    ['батарейки и лампочки', 'ru', [['batteries'], ['incandescent-bulb', 'energy-saving-lamp', 'led-bulb']]], // source: the review
    ['газеты, журналы', 'ru', [['newspapers'], ['magazines']]], // source: the review
    [
      'батареялар және шамдар',
      'kk',
      [['batteries'], ['incandescent-bulb', 'energy-saving-lamp', 'led-bulb', 'candles']],
    ],
    ['pilas y celulares', 'es', [['batteries'], ['mobile-phone']]],
    ['paint & solvent', 'en', [['paint'], ['solvent']]],
    ['газеты/картон', 'ru', [['newspapers'], ['cardboard-box', 'cereal-box', 'shoe-box', 'cardboard-tube']]],
  ] as const)('%s (%s)', (q, lang, want) => {
    const got = firsts(q, lang);
    expect(got.length).toBe(want.length);
    want.forEach((slugs, i) => {
      expect(slugs, `${q}: part ${i + 1}`).toContain(got[i]);
    });
  });
  it('a name made of several words with "and" stays whole', () => {
    expect(searchParts(index, 'fat and grease', 'en')).toHaveLength(1);
    expect(searchParts(index, 'батарейки', 'ru')).toHaveLength(1);
  });
});
