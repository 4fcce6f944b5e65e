/**
 * OpenStreetMap `recycling:*` keys onto the catalogue's material types (facility_material_types in
 * migrations/0003_recycling_points.sql), with OSM's own reading of the keys:
 *  - once any `recycling:*` key is tagged, materials not listed as yes count as no;
 *  - a parent key set to yes implies its subgroups (recycling:plastic=yes → plastic_bottles, ...),
 *    unless a subgroup is tagged no on its own;
 *  - no `recycling:*` key at all → materials unknown (imported, shown as such).
 * vending=bottle_return machines take bottles: plastic bottles unless their tags say otherwise.
 */

/** OSM material key (after `recycling:`) → catalogue slug. Keys missing here fit no catalogue material. */
export const OSM_MATERIALS = {
  paper: 'paper',
  newspaper: 'paper',
  magazines: 'paper',
  books: 'paper',
  paper_packaging: 'paper',
  cardboard: 'cardboard',
  plastic_bottles: 'pet',
  pet: 'pet',
  plastic_packaging: 'hard-plastic',
  hdpe: 'hard-plastic',
  pp: 'hard-plastic',
  plastic_bags: 'plastic-film',
  plastic_film: 'plastic-film',
  glass: 'glass',
  glass_bottles: 'glass',
  cans: 'metal-cans',
  aluminium: 'metal-cans',
  scrap_metal: 'scrap-metal',
  batteries: 'batteries',
  car_batteries: 'batteries',
  electrical_appliances: 'electronics',
  small_appliances: 'electronics',
  electrical_items: 'electronics',
  computers: 'electronics',
  mobile_phones: 'electronics',
  printer_cartridges: 'electronics',
  clothes: 'textiles',
  shoes: 'textiles',
  textiles: 'textiles',
  beverage_cartons: 'cartons',
  tetrapak: 'cartons',
  low_energy_bulbs: 'lamps',
  fluorescent_tubes: 'lamps',
  light_bulbs: 'lamps',
};

/** Parent keys and the subgroups a yes on them implies (OSM wiki, Key:recycling). */
const OSM_PARENTS = {
  plastic: ['plastic_bottles', 'plastic_packaging', 'plastic_bags'],
  glass: ['glass_bottles'],
  paper: ['newspaper', 'magazines', 'paper_packaging'],
  metal: ['cans', 'scrap_metal'],
  electrical_appliances: ['small_appliances', 'computers', 'mobile_phones'],
  clothes: ['shoes'],
};

const YES = new Set(['yes', 'only']);

/**
 * Materials of one OSM element: `{ known, slugs }`, slugs in the order of `catalogue` (slugs in
 * catalogue order; defaults to the order of first appearance).
 */
export function osmMaterials(tags, catalogue = null) {
  const tagged = new Map();
  for (const [key, value] of Object.entries(tags)) {
    if (key.startsWith('recycling:')) tagged.set(key.slice('recycling:'.length), String(value).trim().toLowerCase());
  }
  const bottleReturn = /(^|;)\s*bottle_return\s*(;|$)/.test(tags.vending ?? '');
  if (!tagged.size) {
    if (bottleReturn) return { known: true, slugs: ['pet'] };
    return { known: false, slugs: [] };
  }
  const yes = new Set();
  for (const [key, value] of tagged) {
    if (!YES.has(value)) continue;
    yes.add(key);
    for (const child of OSM_PARENTS[key] ?? []) {
      if (!tagged.has(child) || YES.has(tagged.get(child))) yes.add(child);
    }
  }
  const slugs = [];
  for (const key of yes) {
    const slug = OSM_MATERIALS[key];
    if (slug && !slugs.includes(slug)) slugs.push(slug);
  }
  if (catalogue) slugs.sort((a, b) => catalogue.indexOf(a) - catalogue.indexOf(b));
  return { known: true, slugs };
}

/** What the importer takes: amenity=recycling, and bottle return machines. */
export function osmKind(tags) {
  if (tags.amenity === 'recycling') {
    if (tags.recycling_type === 'centre') return 'centre';
    return tags.recycling_type === 'container' || !tags.recycling_type ? 'container' : 'other';
  }
  if (tags.amenity === 'vending_machine' && /(^|;)\s*bottle_return\s*(;|$)/.test(tags.vending ?? ''))
    return 'bottle_return';
  return null;
}
