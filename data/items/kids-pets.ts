import type { TopicSeeds } from './types';

/** Children and pets: toys, baby care, school bags, pet food packaging, litter, aquariums. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const KIDS_PETS: TopicSeeds = {};
