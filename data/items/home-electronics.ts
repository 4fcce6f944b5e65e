import type { TopicSeeds } from './types';

/** Household electronics by their everyday names: small and large appliances, IT, phones and accessories, vapes, e-scooters, power tools, smart-home things. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const HOME_ELECTRONICS: TopicSeeds = {};
