import type { TopicSeeds } from './types';

/** Bathroom and personal care: cosmetics packaging, toiletries, razors, hygiene products, hair and nail care. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const PERSONAL_CARE: TopicSeeds = {};
