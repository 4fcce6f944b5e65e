/** Data the worker hands to the recycling point pages (the snapshot's `data`). */
import type { FacilityCatalogues } from './catalogue';
import type { MapTilesView } from '../finder/map-tiles';
import type { FacilityForm } from './model';
import type { EventCard } from '../events/model';
import type { PublicFacilityView } from './public-view';
import type { FacilityResource } from './transport';
import type { OwnerTrust, PublicFacilityTrust } from '../facility/trust';

export interface FacilityListData {
  kind: 'list';
  points: FacilityResource[];
  catalogues: FacilityCatalogues;
  /** Open visitor reports and last checks of the organisation's points (docs/points-trust.md). */
  trust?: OwnerTrust | null;
}

/** The editor's map and address search (worker/services/facility-locator.ts, ADR 200). */
export interface FacilityLocatorData {
  /** Address search is configured (else its box is hidden). */
  search: boolean;
  /** The map's tiles and credits; url '' = no map. */
  mapTiles: MapTilesView;
  /** Where the map opens for a point without coordinates: the edition's main city. */
  centre: { lat: number; lng: number };
}

export interface FacilityFormPageData {
  kind: 'form';
  /** null on the create page. */
  point: FacilityResource | null;
  catalogues: FacilityCatalogues;
  /** The reviewer's comment when the point is declined (from the status history). */
  declineComment?: string | null;
  /** A refused form post (no JavaScript): what was sent and the problems per Conform field name. */
  echo?: { values: FacilityForm; flow: 'draft' | 'review'; errors: Record<string, string[]> } | null;
  /** The OpenStreetMap point a new point is made from ('osm-node-123'): saving it records the claim. */
  fromOsm?: string | null;
  /** Set by the worker on every editor page (absent only in tests that build the data by hand). */
  locator?: FacilityLocatorData;
}

export interface PublicFacilityData {
  kind: 'public';
  point: FacilityResource;
  /** What the page shows of its hours, contacts and position, derived by the worker (public-view.ts). */
  view: PublicFacilityView;
  isOwner: boolean;
  /** Published, not yet finished charity events held at this point. */
  events: EventCard[];
  /** "Checked on DATE", stale, "reported closed" (docs/points-trust.md). */
  trust?: PublicFacilityTrust | null;
  /** A manager's preview of a point not public yet: no report form (nothing public to report on). */
  preview?: boolean;
}

export type FacilityPageData = FacilityListData | FacilityFormPageData | PublicFacilityData;

export const FACILITY_API = '/api/web/v1/facility';
