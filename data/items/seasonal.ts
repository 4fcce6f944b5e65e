import type { TopicSeeds } from './types';

/** Seasonal and festive: Christmas trees and decorations, fireworks, pumpkins, gifts wrapping, school start, summer and winter things. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const SEASONAL: TopicSeeds = {};
