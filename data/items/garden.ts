import type { TopicSeeds } from './types';

/** Garden, balcony and country house: plants, soil, tools, hoses, fertilisers, pesticides, pots, firewood. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const GARDEN: TopicSeeds = {};
