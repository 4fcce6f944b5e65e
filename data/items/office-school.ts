import type { TopicSeeds } from './types';

/** Office and school: paper kinds, stationery, books, printers' consumables, office equipment. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const OFFICE_SCHOOL: TopicSeeds = {};
