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
import { PACKAGING } from './packaging';
import { KITCHEN } from './kitchen';
import { HOME_ELECTRONICS } from './home-electronics';
import { HOUSEHOLD_CHEMICALS } from './household-chemicals';
import { CAR } from './car';
import { GARDEN } from './garden';
import { DIY } from './diy';
import { PERSONAL_CARE } from './personal-care';
import { MEDICAL } from './medical';
import { KIDS_PETS } from './kids-pets';
import { CLOTHING } from './clothing';
import { HOME_FURNITURE } from './home-furniture';
import { OFFICE_SCHOOL } from './office-school';
import { SPORTS_HOBBY } from './sports-hobby';
import { SEASONAL } from './seasonal';
import { ITEM_CATEGORIES, ITEM_LANGS, type GuideItem, type ItemCategory, type ItemSeed, type TopicSeeds } from './types';

const CORE: Readonly<Record<ItemCategory, readonly ItemSeed[]>> = {
  batteries: BATTERIES, lamps: LAMPS, electronics: ELECTRONICS, paper: PAPER, plastic: PLASTIC, glass: GLASS,
  metal: METAL, textiles: TEXTILES, cartons: CARTONS, hazardous: HAZARDOUS, general: GENERAL,
};

/** Topic files (rooms and kinds of things), each item filed under its browse category. */
const TOPICS: readonly TopicSeeds[] = [
  PACKAGING, KITCHEN, HOME_ELECTRONICS, HOUSEHOLD_CHEMICALS, CAR, GARDEN, DIY, PERSONAL_CARE, MEDICAL, KIDS_PETS, CLOTHING, HOME_FURNITURE, OFFICE_SCHOOL, SPORTS_HOBBY, SEASONAL,
];

const SEEDS_BY_CATEGORY: Readonly<Record<ItemCategory, readonly ItemSeed[]>> = Object.fromEntries(
  ITEM_CATEGORIES.map((category) => [category, [...CORE[category], ...TOPICS.flatMap((topic) => topic[category] ?? [])]]),
) as unknown as Record<ItemCategory, readonly ItemSeed[]>;

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
