/** What the worker hands to the /recycling-points page (the snapshot's `data`). */
import type { LatLng } from './geo';
import type { MapTilesView } from './map-tiles';
import type { OpenStatus } from './open-now';
import type { GuideItemView } from '../guide/item-view';

export interface FinderEntry {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  distanceM?: number;
  open: OpenStatus;
  status: 'accepted' | 'temporarily_not_working';
  materials: string[];
  /** Unconfirmed for a year: ranked after fresh points, and the entry says so (ui/shared/facility/freshness.ts). */
  stale?: true;
  /** An OpenStreetMap point (the page shows the OSM attribution). */
  source?: 'osm';
  /** Hours the weekly model cannot hold: the entry says "hours not confirmed", never open or closed. */
  hoursUnknown?: true;
}

/** What the map draws of an entry: the list itself is the worker's HTML (docs/decisions/166). */
export type FinderMarker = Pick<FinderEntry, 'id' | 'name' | 'lat' | 'lng'>;

export interface FinderPageData {
  /**
   * `q` as typed; `materials` those the list is filtered by (the chosen ones and, when `q` names an
   * item, the item's); `byName`: `q` is a point name or address even if it names an item.
   */
  query: {
    q: string;
    byName: boolean;
    materials: string[];
    openNow: boolean;
    near: LatLng | null;
    offset: number;
    limit: number;
  };
  /** The dictionary item `q` names (docs/item-guide.md): its card is shown above the list. */
  item: GuideItemView | null;
  /**
   * Where distances are measured from: the visitor's `near` or the edge's estimate. Null without a
   * real position: no distances, the list in name order (docs/decisions/130-no-distances-without-a-position.md).
   */
  origin: { position: LatLng; source: 'near' | 'edge' } | null;
  /** Without `origin`: the edition's main city the list is ordered from (`finder.cities.<id>`, ADR 199). */
  orderCity: string | null;
  /** Where the map opens without a position (the edition's default map coordinates). */
  mapCentre: LatLng;
  /** The page's entries as map markers; the list of them is the page's server part (FinderResults.tsx). */
  markers: FinderMarker[];
  /** An OpenStreetMap point is listed: the page shows the OSM attribution. */
  osm: boolean;
  total: number;
  capped: boolean;
  materials: { slug: string; name: string }[];
  /** The map's tiles, zoom limit and credits for this deployment; url '' turns the map off (list only). */
  mapTiles: MapTilesView;
  /** Point id the map centres on (`?point=` from a point page). */
  focus: string | null;
}
