import type { TopicSeeds } from './types';

/** Sports, hobbies and leisure: sports gear, bicycles, camping, fishing, music, crafts, photography. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const SPORTS_HOBBY: TopicSeeds = {};
