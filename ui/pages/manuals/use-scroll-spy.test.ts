import { describe, expect, it } from 'vitest';
import { activeSection } from './use-scroll-spy';

describe('activeSection', () => {
  const tops = (a: number, b: number, c: number) => [
    { id: 'a', top: a },
    { id: 'b', top: b },
    { id: 'c', top: c },
  ];
  it('is null above the first section', () => {
    expect(activeSection(tops(200, 900, 1600), 72)).toBeNull();
  });
  it('picks the last section past the header line, 20px early', () => {
    expect(activeSection(tops(-300, 91, 800), 72)).toBe('b');
    expect(activeSection(tops(-300, 93, 800), 72)).toBe('a');
    expect(activeSection(tops(-900, -400, 10), 72)).toBe('c');
  });
});
