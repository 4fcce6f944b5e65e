import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two around the current page, with gaps between', () => {
    expect(pageWindow(1, 84)).toEqual([1, 2, 3, 'gap', 84]);
    expect(pageWindow(40, 84)).toEqual([1, 'gap', 38, 39, 40, 41, 42, 'gap', 84]);
    expect(pageWindow(84, 84)).toEqual([1, 'gap', 82, 83, 84]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never grows past nine links, and lists each page once in order', () => {
    for (let page = 1; page <= 84; page++) {
      const links = pageWindow(page, 84);
      expect(links.length).toBeLessThanOrEqual(9);
      const numbers = links.filter((l): l is number => l !== 'gap');
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toContain(page);
    }
  });
});
