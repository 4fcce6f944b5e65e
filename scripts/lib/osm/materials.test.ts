import { describe, expect, it } from 'vitest';
import { OSM_MATERIALS, osmKind, osmMaterials } from './materials.mjs';

const CATALOGUE = [
  'paper',
  'cardboard',
  'pet',
  'hard-plastic',
  'plastic-film',
  'glass',
  'metal-cans',
  'scrap-metal',
  'batteries',
  'electronics',
  'textiles',
  'cartons',
  'lamps',
];

describe('OSM recycling:* keys onto the catalogue', () => {
  it('maps every key onto a catalogue slug', () => {
    for (const slug of Object.values(OSM_MATERIALS)) expect(CATALOGUE).toContain(slug);
  });

  it('no recycling:* key → materials unknown', () => {
    expect(osmMaterials({ amenity: 'recycling' })).toEqual({ known: false, slugs: [] });
  });

  it('once any material is tagged, unlisted ones are no', () => {
    expect(osmMaterials({ 'recycling:glass_bottles': 'yes' })).toEqual({ known: true, slugs: ['glass'] });
    expect(osmMaterials({ 'recycling:glass': 'no' })).toEqual({ known: true, slugs: [] });
  });

  it('a parent implies its subgroups unless one is tagged no', () => {
    expect(osmMaterials({ 'recycling:plastic': 'yes' }, CATALOGUE).slugs).toEqual([
      'pet',
      'hard-plastic',
      'plastic-film',
    ]);
    expect(osmMaterials({ 'recycling:plastic': 'yes', 'recycling:plastic_bags': 'no' }, CATALOGUE).slugs).toEqual([
      'pet',
      'hard-plastic',
    ]);
    expect(osmMaterials({ 'recycling:metal': 'yes' }, CATALOGUE).slugs).toEqual(['metal-cans', 'scrap-metal']);
  });

  it('keys outside the catalogue fit nothing; values other than yes are not yes', () => {
    expect(
      osmMaterials({ 'recycling:green_waste': 'yes', 'recycling:paper': 'yes', 'recycling:cans': 'maybe' }),
    ).toEqual({ known: true, slugs: ['paper'] });
  });

  it('bottle return machines take plastic bottles unless tagged otherwise', () => {
    const machine = { amenity: 'vending_machine', vending: 'bottle_return' };
    expect(osmKind(machine)).toBe('bottle_return');
    expect(osmMaterials(machine)).toEqual({ known: true, slugs: ['pet'] });
    expect(
      osmMaterials({ ...machine, 'recycling:cans': 'yes', 'recycling:glass_bottles': 'yes' }, CATALOGUE).slugs,
    ).toEqual(['glass', 'metal-cans']);
    expect(osmKind({ amenity: 'vending_machine', vending: 'drinks' })).toBeNull();
  });

  it('kinds: container, centre, other', () => {
    expect(osmKind({ amenity: 'recycling' })).toBe('container');
    expect(osmKind({ amenity: 'recycling', recycling_type: 'centre' })).toBe('centre');
    expect(osmKind({ amenity: 'recycling', recycling_type: 'pickup_point' })).toBe('other');
    expect(osmKind({ amenity: 'bench' })).toBeNull();
  });
});
