import { describe, expect, it } from 'vitest';
import { firstStep, stepAt } from './finder-nearest';

describe('the block a nearest-first search starts with', () => {
  const start = (p: { narrowed: boolean; textByPlace: boolean; textShare: number | null }) => stepAt(firstStep(p));

  it('a search without filters starts at 5 × 5 of the finest cells', () => {
    expect(start({ narrowed: false, textByPlace: false, textShare: null })).toEqual([5, 2]);
  });

  it('a narrowed search (materials, open now, short words) starts at 3 × 3 cells of 0.01°', () => {
    expect(start({ narrowed: true, textByPlace: false, textShare: null })).toEqual([0, 1]);
  });

  it('words by place held by at most a quarter of all points start at 5 × 5 cells of 0.01°: one block holds a page', () => {
    expect(start({ narrowed: true, textByPlace: true, textShare: 0.055 })).toEqual([0, 2]);
    expect(start({ narrowed: true, textByPlace: true, textShare: 0.25 })).toEqual([0, 2]);
  });

  it('commoner words, or a share nobody could tell, keep the 3 × 3 start: the larger block could pass the row budget', () => {
    expect(start({ narrowed: true, textByPlace: true, textShare: 0.6 })).toEqual([0, 1]);
    expect(start({ narrowed: true, textByPlace: true, textShare: null })).toEqual([0, 1]);
  });
});
