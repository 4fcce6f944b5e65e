import { describe, expect, it } from 'vitest';
import { hiddenByOwner, similarName } from './dedupe';

const osm = {
  name: 'ЭкоСбор — Лесная',
  operator: '',
  lat: 55.7811,
  lng: 37.5912,
  materials: ['paper', 'pet'],
  materialsKnown: true,
};

describe('owners hide OpenStreetMap duplicates', () => {
  it('similar names', () => {
    expect(similarName('ЭкоСбор — Лесная', 'Экосбор Лесная ул.')).toBe(true);
    expect(similarName('Пункт приёма', 'Пункт приема металла')).toBe(true);
    expect(similarName('Green Point', 'EcoCollect')).toBe(false);
    expect(similarName('', 'EcoCollect')).toBe(false);
  });

  it('within 50 m, similar name, the owner covers the materials', () => {
    const owner = { name: 'ЭкоСбор Лесная', lat: 55.7813, lng: 37.5913, materials: ['paper', 'pet', 'glass'] };
    expect(hiddenByOwner(osm, [owner])).toBe(true);
    expect(hiddenByOwner(osm, [{ ...owner, lat: 55.782 }])).toBe(false); // ~100 m away
    expect(hiddenByOwner(osm, [{ ...owner, materials: ['paper'] }])).toBe(false);
    expect(hiddenByOwner(osm, [{ ...owner, name: 'Другой пункт' }])).toBe(false);
    expect(hiddenByOwner({ ...osm, materialsKnown: false, materials: [] }, [owner])).toBe(false);
    expect(hiddenByOwner({ ...osm, name: '', operator: 'ЭкоСбор' }, [owner])).toBe(true);
  });
});
