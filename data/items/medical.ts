import type { TopicSeeds } from './types';

/** Medicines and medical things: pills, blisters, syringes, test kits, devices, mobility aids, masks. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const MEDICAL: TopicSeeds = {};
