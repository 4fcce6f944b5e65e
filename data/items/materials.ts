/**
 * The catalogue's material slugs (facility_material_types.slug, migrations/0003_recycling_points.sql)
 * and the OpenStreetMap `recycling:*` keys each stands for. The catalogue's ids are its own; where
 * they differ from OSM's, this table is the bridge (imports and exports of point data use it).
 */
import type { MaterialSlug } from './types';

export const OSM_RECYCLING_KEYS: Readonly<Record<MaterialSlug, readonly string[]>> = {
  paper: ['recycling:paper', 'recycling:newspaper', 'recycling:magazines'],
  cardboard: ['recycling:cardboard', 'recycling:paper_packaging'],
  pet: ['recycling:PET', 'recycling:plastic_bottles'],
  'hard-plastic': ['recycling:plastic', 'recycling:plastic_packaging'],
  'plastic-film': ['recycling:plastic_bags'],
  glass: ['recycling:glass_bottles', 'recycling:glass'],
  'metal-cans': ['recycling:cans', 'recycling:aluminium'],
  'scrap-metal': ['recycling:scrap_metal'],
  batteries: ['recycling:batteries', 'recycling:car_batteries'],
  electronics: ['recycling:electrical_appliances', 'recycling:small_appliances', 'recycling:mobile_phones', 'recycling:computers'],
  textiles: ['recycling:clothes', 'recycling:shoes'],
  cartons: ['recycling:beverage_cartons'],
  lamps: ['recycling:low_energy_bulbs', 'recycling:fluorescent_tubes'],
};

export const MATERIAL_SLUGS = Object.keys(OSM_RECYCLING_KEYS) as MaterialSlug[];
