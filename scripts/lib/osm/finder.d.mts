import type { OsmStore } from './store.mjs';
export const CELL_SIZES: number[];
export const CELL_WIDTHS: number[];
export const AREA_LEVEL: number;
export const UNKNOWN_HOURS: string;
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number;
export function similarName(a: string, b: string): boolean;
export function hiddenByOwner(osm: { name: string; operator: string; lat: number; lng: number; materials: string[]; materialsKnown: boolean }, owners: { name: string; lat: number; lng: number; materials: string[] }[]): boolean;
export function syncOsmFinder(store: Pick<OsmStore, 'run' | 'all'>, edition: string, kindLabels?: Record<string, string> | null): Promise<{ indexed: number; removed: number }>;
