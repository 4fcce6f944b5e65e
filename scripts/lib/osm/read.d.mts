export interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  version: number;
  timestamp: number | null;
  lat?: number;
  lon?: number;
  tags: Record<string, string>;
  refs: number[];
  members: { type: string; ref: number; role: string }[];
}
export function readOsm(file: string, options?: { types?: string[]; onBytes?: ((n: number) => void) | null }): AsyncGenerator<OsmElement>;
