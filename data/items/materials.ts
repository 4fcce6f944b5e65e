/**
 * The catalogue's material slugs (facility_material_types.slug, migrations/0003_recycling_points.sql)
 * and the OpenStreetMap `recycling:*` keys each stands for. There is one table of OSM keys: the
 * importer's (scripts/lib/osm/materials.mjs `OSM_MATERIALS`, which follows OSM's documented keys:
 * `recycling:plastic_bottles`, `recycling:paper_packaging`, …); this module only reads it from the
 * catalogue's side, so the guide and the importer cannot disagree.
 */
import { OSM_MATERIALS } from '../../scripts/lib/osm/materials.mjs';
import type { MaterialSlug } from './types';

/** Catalogue order (migrations/0003_recycling_points.sql). */
export const MATERIAL_SLUGS: readonly MaterialSlug[] = [
  'paper', 'cardboard', 'pet', 'hard-plastic', 'plastic-film', 'glass', 'metal-cans', 'scrap-metal', 'batteries', 'electronics', 'textiles', 'cartons', 'lamps',
];

/** The OSM keys that stand for a catalogue material, as the importer reads them. */
export const osmKeysOf = (slug: MaterialSlug): string[] =>
  Object.entries(OSM_MATERIALS).filter(([, s]) => s === slug).map(([key]) => `recycling:${key}`);
