import { describe, expect, it } from 'vitest';
import { missTerm } from './guide-misses';

describe('missTerm', () => {
  it('normalises: lower case, punctuation off, single spaces', () => {
    expect(missTerm('  Старый   ТЕЛЕВИЗОР!!! ')).toBe('старый телевизор');
    expect(missTerm('"Снежный шар"?')).toBe('снежный шар');
    expect(missTerm('e-cigarette')).toBe('e-cigarette');
  });

  it('drops what cannot be an item name: too short, too long, no letters, a sentence', () => {
    expect(missTerm('я')).toBeNull();
    expect(missTerm('12345')).toBeNull();
    expect(missTerm('x'.repeat(61))).toBeNull();
    expect(missTerm('one two three four five six seven')).toBeNull();
    expect(missTerm('x'.repeat(60))).toBe('x'.repeat(60));
  });
});
