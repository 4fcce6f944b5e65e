/**
 * The committed item dictionary, assembled from the category files. The worker bundles it (it is
 * small and bounded); the browser never loads it: pages get only the items they show.
 */
import { BATTERIES } from './batteries';
import { CARTONS } from './cartons';
import { ELECTRONICS } from './electronics';
import { GENERAL } from './general';
import { GLASS } from './glass';
import { HAZARDOUS } from './hazardous';
import { LAMPS } from './lamps';
import { METAL } from './metal';
import { PAPER } from './paper';
import { PLASTIC } from './plastic';
import { TEXTILES } from './textiles';
import { ITEM_LANGS, type GuideItem, type ItemCategory, type ItemSeed } from './types';

const SEEDS_BY_CATEGORY: Readonly<Record<ItemCategory, readonly ItemSeed[]>> = {
  batteries: BATTERIES, lamps: LAMPS, electronics: ELECTRONICS, paper: PAPER, plastic: PLASTIC, glass: GLASS,
  metal: METAL, textiles: TEXTILES, cartons: CARTONS, hazardous: HAZARDOUS, general: GENERAL,
};

const split = (names: string) => names.split('|').map((n) => n.trim()).filter(Boolean);

function fromSeed(seed: ItemSeed, category: ItemCategory): GuideItem {
  return {
    slug: seed.slug,
    category,
    materials: [...seed.m],
    tip: seed.tip ?? null,
    hazard: seed.hazard ?? null,
    waste: seed.waste ?? null,
    names: Object.fromEntries(ITEM_LANGS.map((l) => [l, split(seed[l])])) as GuideItem['names'],
  };
}

/** Every committed item, in category order. */
export const DICTIONARY: readonly GuideItem[] = (Object.entries(SEEDS_BY_CATEGORY) as [ItemCategory, readonly ItemSeed[]][])
  .flatMap(([category, seeds]) => seeds.map((s) => fromSeed(s, category)));

export { ITEM_CATEGORIES, ITEM_LANGS, type GuideItem, type ItemCategory, type ItemLang, type MaterialSlug } from './types';
