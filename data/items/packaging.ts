import type { TopicSeeds } from './types';

/** Food and drink packaging by material: bottles, jars, cans, trays, tubs, films, bags, lids, caps, labels, the plastic resin codes (ПЭТ 1 … ПС 6, PP 5) as items, multi-layer packs. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const PACKAGING: TopicSeeds = {};
