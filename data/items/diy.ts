import type { TopicSeeds } from './types';

/** Repairs and building: paint, building materials, tools, fixings, wallpaper, insulation, asbestos, plumbing, wiring. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const DIY: TopicSeeds = {};
