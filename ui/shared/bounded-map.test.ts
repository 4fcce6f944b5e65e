import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its limit, dropping the oldest entry first', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1).set('b', 2).set('a', 3);
    expect([...m]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    m.set('c', 4);
    expect([...m]).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
  });
});
