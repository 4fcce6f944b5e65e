/**
 * When an owner's accepted point stands for an OpenStreetMap point (docs/decisions/142-osm-ids-owners-and-claims.md):
 * within 50 m, a similar name, and the owner's materials covering every material OSM knows of.
 */
import { distanceM } from '../finder/geo';

const SAME_PLACE_M = 50;

const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** One name contains the other, or they share a word of four letters or more. */
export function similarName(a: string, b: string): boolean {
  const x = words(a).join(' ');
  const y = words(b).join(' ');
  if (!x || !y) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const set = new Set(words(a).filter((w) => w.length >= 4));
  return words(b).some((w) => w.length >= 4 && set.has(w));
}

export interface OwnerNearby {
  name: string;
  lat: number;
  lng: number;
  materials: string[];
}

export interface OsmComparable {
  name: string;
  operator: string;
  lat: number;
  lng: number;
  materials: string[];
  materialsKnown: boolean;
}

export function hiddenByOwner(osm: OsmComparable, owners: OwnerNearby[]): boolean {
  if (!osm.materialsKnown || !osm.materials.length) return false;
  return owners.some(
    (o) =>
      distanceM(osm, o) <= SAME_PLACE_M &&
      (similarName(osm.name, o.name) || similarName(osm.operator, o.name)) &&
      osm.materials.every((m) => o.materials.includes(m)),
  );
}
