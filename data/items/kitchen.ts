import type { TopicSeeds } from './types';

/** The kitchen: kitchenware, cookware, cutlery, utensils, food leftovers, disposable tableware, kitchen textiles. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const KITCHEN: TopicSeeds = {};
