/**
 * Answers from the words when the item is unknown (ADR 208, docs/item-guide.md "Inference"): a
 * material or kind named in the query answers with that material, flagged as inferred; resin
 * codes read off packaging name their material. Queries written by the team.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARY, type ItemLang } from '../../data/items';
import { buildItemIndex, searchItems } from '../../worker/services/item-search';

const index = buildItemIndex(DICTIONARY);
const first = (q: string, lang: ItemLang) => searchItems(index, q, lang, 3)[0];

describe('inference from material words', () => {
  it.each([
    ['стеклянный абажур', 'ru', 'glass-jar'],
    ['пластиковый совок', 'ru', 'hard-plastic-items'],
    ['металлическая полка', 'ru', 'scrap-metal'],
    ['картонный домик', 'ru', 'cardboard-box'],
    ['фигурка на батарейках', 'ru', 'electrical-appliance'],
    ['электрический точильщик', 'ru', 'electrical-appliance'],
    ['шыны қуыршақ', 'kk', 'glass-jar'],
    ['пластик абажур', 'kk', 'hard-plastic-items'],
    ['plastic lampshade', 'en', 'hard-plastic-items'],
    ['glass lampshade', 'en', 'glass-jar'],
    ['battery-powered sculpture', 'en', 'electrical-appliance'],
    ['electric pencil sharpener', 'en', 'electrical-appliance'],
    ['adorno de vidrio', 'es', 'glass-jar'],
    ['adorno de plástico', 'es', 'hard-plastic-items'],
  ] as const)('%s (%s) → %s, flagged inferred', (q, lang, slug) => {
    const hit = first(q, lang);
    expect(hit?.item.slug).toBe(slug);
    expect(hit?.inferred).toBe('material');
  });
  it('a known item is never flagged', () => {
    expect(first('пластиковая бутылка', 'ru')?.inferred).toBeUndefined();
    expect(first('glass jar', 'en')?.inferred).toBeUndefined();
  });
  it('a hazard wins over an inference (a plastic lighter is a lighter)', () => {
    expect(first('пластиковая зажигалка', 'ru')?.item.slug).toBe('lighter');
  });
});

describe('plastic resin codes', () => {
  it.each([
    ['ПЭТ 1', 'resin-pet-1'],
    ['PET 1', 'resin-pet-1'],
    ['01 PET', 'resin-pet-1'],
    ['♳', 'resin-pet-1'],
    ['HDPE 2', 'resin-hdpe-2'],
    ['ПНД 2', 'resin-hdpe-2'],
    ['♴', 'resin-hdpe-2'],
    ['PVC 3', 'resin-pvc-3'],
    ['ПВХ 3', 'resin-pvc-3'],
    ['LDPE 4', 'resin-ldpe-4'],
    ['♶', 'resin-ldpe-4'],
    ['ПП 5', 'resin-pp-5'],
    ['PP 5', 'resin-pp-5'],
    ['5 PP', 'resin-pp-5'],
    ['ПС 6', 'resin-ps-6'],
    ['PS 6', 'resin-ps-6'],
    ['♸', 'resin-ps-6'],
    ['OTHER 7', 'resin-other-7'],
    ['♹', 'resin-other-7'],
    ['пластик с маркировкой ПП 5', 'resin-pp-5'],
  ])('%s → %s', (q, slug) => expect(first(q, 'ru')?.item.slug).toBe(slug));
  it('the codes map to the catalogue: PET → pet, HDPE/PP/PVC/PS → hard plastic, LDPE → film, 7 → general waste answer', () => {
    expect(index.items.get('resin-pet-1')!.materials).toEqual(['pet']);
    for (const s of ['resin-hdpe-2', 'resin-pp-5', 'resin-pvc-3', 'resin-ps-6'])
      expect(index.items.get(s)!.materials).toEqual(['hard-plastic']);
    expect(index.items.get('resin-ldpe-4')!.materials).toEqual(['plastic-film']);
    expect(index.items.get('resin-other-7')!.materials).toEqual([]);
  });
  it('"макулатура" and "металлолом" are known', () => {
    expect(first('макулатура', 'ru')?.item.slug).toBe('waste-paper');
    expect(first('металлолом', 'ru')?.item.slug).toBe('scrap-metal');
  });
});
