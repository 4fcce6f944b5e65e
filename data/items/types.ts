/**
 * Shape of the item dictionary ("what goes where"): everyday things people want to hand in,
 * each linked to materials of the point catalogue (migrations/0003_recycling_points.sql).
 * One file per category; texts shared by many items (tips, warnings, answers) live in texts.ts
 * and are referenced by id, so each item line carries only its names. See docs/item-guide.md.
 */

/** Languages of the dictionary: ru serves ru-RU and ru-KZ, kk serves kk-KZ, es serves es-AR. */
export const ITEM_LANGS = ['ru', 'kk', 'en', 'es'] as const;
export type ItemLang = (typeof ITEM_LANGS)[number];

/** Catalogue material slugs (facility_material_types.slug). */
export type MaterialSlug =
  | 'paper' | 'cardboard' | 'pet' | 'hard-plastic' | 'plastic-film' | 'glass' | 'metal-cans'
  | 'scrap-metal' | 'batteries' | 'electronics' | 'textiles' | 'cartons' | 'lamps';

export const ITEM_CATEGORIES = [
  'batteries', 'lamps', 'electronics', 'paper', 'plastic', 'glass', 'metal', 'textiles', 'cartons', 'hazardous', 'general',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/**
 * One item as written in a category file. Names per language: `|`-separated, the first is the
 * display name, the rest are synonyms and common spellings people type.
 */
export interface ItemSeed {
  slug: string;
  /** Materials a point must accept for this item (all of them); empty: no point takes it. */
  m: MaterialSlug[];
  /** Preparation tip id (texts.ts TIPS). */
  tip?: string;
  /** Hazard id (texts.ts HAZARDS): the item is hazardous; the text says what not to do. */
  hazard?: string;
  /** Why no point takes it and where it goes instead (texts.ts ANSWERS); required when `m` is empty. */
  waste?: string;
  ru: string;
  kk: string;
  en: string;
  es: string;
}

/**
 * A topic file's items (a room or a kind of thing: packaging, the kitchen, the car…), each list under
 * the browse category it belongs to. Topics keep the data reviewable in pieces; browsing goes by
 * category and letter.
 */
export type TopicSeeds = Partial<Record<ItemCategory, ItemSeed[]>>;

/** An item as the guide serves it (committed seeds and manager additions alike). */
export interface GuideItem {
  slug: string;
  category: ItemCategory;
  materials: MaterialSlug[];
  tip: string | null;
  hazard: string | null;
  waste: string | null;
  /** Display name and synonyms per language (display name first). */
  names: Record<ItemLang, string[]>;
}
