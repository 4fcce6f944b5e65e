/**
 * An owner's claim of an OpenStreetMap point (docs/decisions/191-osm-claim-review.md): made within
 * CLAIM_RADIUS_M of the OSM point, then accepted or refused by a manager as a decision of its own.
 */
import { distanceM, type LatLng } from '../finder/geo';

/** A claim farther than this is refused when made, and cannot be accepted. */
export const CLAIM_RADIUS_M = 300;

export type OsmClaimStatus = 'pending' | 'accepted' | 'refused';

/** A claim as the manager's review shows it: the OSM point beside the owner's. */
export interface OsmClaimView {
  osmId: string;
  status: OsmClaimStatus;
  /** The OSM point's name, else its operator; empty when it has neither (the page names its kind). */
  name: string;
  kind: string;
  address: string;
  osm: LatLng;
  /** The owner's point now; null when it has no position. */
  point: LatLng | null;
  /** Metres between them, rounded; null without the owner's position. */
  distance: number | null;
  decidedAt: number | null;
}

/** Metres between the two, rounded up (a claim at 300.4 m is over the limit); Infinity without a usable position. */
export function claimDistance(osm: LatLng, point: Partial<LatLng> | null | undefined): number {
  if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return Infinity;
  return Math.ceil(distanceM(osm, point as LatLng));
}
