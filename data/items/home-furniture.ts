import type { TopicSeeds } from './types';

/** Furniture and the home: furniture, mattresses, carpets, lighting, decor, storage, bulky items. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const HOME_FURNITURE: TopicSeeds = {};
