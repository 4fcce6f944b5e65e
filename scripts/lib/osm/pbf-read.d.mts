import type { Readable } from 'node:stream';
export class OsmRefusal extends Error {}
export function pbfBatches(stream: Readable, file: string, withTags: { node: boolean; way: boolean; relation: boolean }): AsyncGenerator<object[]>;
