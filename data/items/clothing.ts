import type { TopicSeeds } from './types';

/** Clothing, shoes, bags and accessories, jewellery, bedding. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const CLOTHING: TopicSeeds = {};
