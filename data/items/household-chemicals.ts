import type { TopicSeeds } from './types';

/** Household chemicals: cleaners, detergents, aerosols, pest control, solvents and their containers. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const HOUSEHOLD_CHEMICALS: TopicSeeds = {};
