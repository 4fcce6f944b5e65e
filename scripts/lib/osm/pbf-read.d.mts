import type { Readable } from 'node:stream';
export const PBF_LIMITS: { header: number; blob: number; inflated: number };
export class OsmRefusal extends Error {}
export function pbfBatches(stream: Readable, file: string, withTags: { node: boolean; way: boolean; relation: boolean }): AsyncGenerator<object[]>;
