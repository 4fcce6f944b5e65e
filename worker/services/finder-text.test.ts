import { describe, expect, it } from 'vitest';
import type { MaterialRow } from '../data/finder-facilities';
import { editDistance, materialsForWord, materialTokens, queryWords } from './finder-text';

const MATERIALS: MaterialRow[] = [
  {
    id: 2,
    slug: 'cardboard',
    names: { 'ru-RU': 'Картон', 'kk-KZ': 'Картон', 'es-AR': 'Cartón', 'en-US': 'Cardboard' },
  },
  { id: 6, slug: 'glass', names: { 'ru-RU': 'Стекло', 'kk-KZ': 'Шыны', 'es-AR': 'Vidrio', 'en-US': 'Glass' } },
  {
    id: 9,
    slug: 'batteries',
    names: { 'ru-RU': 'Батарейки', 'kk-KZ': 'Батареялар', 'es-AR': 'Pilas', 'en-US': 'Batteries' },
  },
  { id: 5, slug: 'plastic-film', names: { 'ru-RU': 'Плёнка и пакеты', 'en-US': 'Plastic film and bags' } },
];
const tokens = materialTokens(MATERIALS);

describe('finder words', () => {
  it('meets material names with typos, in every locale', () => {
    expect(materialsForWord('cardbord', tokens)).toEqual([2]);
    expect(materialsForWord('батарийки', tokens)).toContain(9);
    expect(materialsForWord('шыны', tokens)).toEqual([6]);
    expect(materialsForWord('pilas', tokens)).toEqual([9]);
    expect(materialsForWord('carton', tokens)).toEqual([2]);
    expect(materialsForWord('пленка', tokens)).toEqual([5]);
    expect(materialsForWord('невский', tokens)).toEqual([]);
  });

  it('reads 1–2 letter words by their start only', () => {
    expect(materialsForWord('ба', tokens)).toEqual([9]);
    expect(materialsForWord('x', tokens)).toEqual([]);
  });

  it('splits and normalises like the FTS tokenizer', () => {
    expect(queryWords('  Cartón, ул.Моховая ')).toEqual(['carton', 'ул', 'моховая']);
  });

  it('counts a transposition as one edit', () => {
    expect(editDistance('cardbaord', 'cardboard', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
