import { describe, expect, it } from 'vitest';
import { distanceM, parseLatLng } from './geo';

// Reference great-circle distances (published city-pair figures, km).
const pairs: [string, [number, number], [number, number], number][] = [
  ['Moscow – Saint Petersburg', [55.7558, 37.6173], [59.9343, 30.3351], 634],
  ['Almaty – Astana', [43.2389, 76.8897], [51.1694, 71.4491], 970],
  ['New York – Buenos Aires', [40.7128, -74.006], [-34.6037, -58.3816], 8_530],
  ['Moscow – New York', [55.7558, 37.6173], [40.7128, -74.006], 7_510],
];

describe('distance on the product description sphere', () => {
  for (const [name, a, b, km] of pairs) {
    it(`${name} is within 0.5 % of ${km} km`, () => {
      const d = distanceM({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] });
      expect(Math.abs(d - km * 1000) / (km * 1000)).toBeLessThan(0.005);
    });
  }
  it('is zero for the same place', () => expect(distanceM({ lat: 55, lng: 37 }, { lat: 55, lng: 37 })).toBe(0));
});

describe('near=LAT,LNG', () => {
  it('parses a position', () => expect(parseLatLng('55.75,37.61')).toEqual({ lat: 55.75, lng: 37.61 }));
  it.each(['', '55.75', '95,37', '55,190', 'a,b', '55.75;37.61', '1e3,2'])('rejects %j', (v) =>
    expect(parseLatLng(v)).toBeNull(),
  );
});
