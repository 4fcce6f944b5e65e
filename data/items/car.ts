import type { TopicSeeds } from './types';

/** The car, bike and garage: tyres, oils, fluids, batteries, parts, accessories. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const CAR: TopicSeeds = {};
