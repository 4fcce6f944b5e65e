/**
 * Leaflet with marker clustering, loaded only by FinderMap's dynamic import (its own chunk).
 * Markers are plain div icons (no image assets); the stylesheets are public files linked on demand.
 */
import L from 'leaflet';
import type { LatLng } from '../../shared/finder/geo';
import { creditsHtml, type MapTilesView } from '../../shared/finder/map-tiles';
import type { FinderMarker } from '../../shared/finder/page-data';

export interface FinderMapHandle {
  highlight(id: string | null): void;
  destroy(): void;
}

interface Options {
  markers: FinderMarker[];
  centre: LatLng;
  /** The tile source and the credits its terms ask for, in the page's language (ADR 217). */
  tiles: MapTilesView;
  onSelect: (id: string) => void;
  onFailure: () => void;
  onReady: () => void;
}

const STYLESHEETS = [
  '/vendor/leaflet/leaflet.css',
  '/vendor/leaflet/MarkerCluster.css',
  '/vendor/leaflet/MarkerCluster.Default.css',
];

/**
 * Links Leaflet's stylesheets and resolves once they have loaded (or failed). The map must not be
 * built before: without leaflet.css its tiles and panes are laid out unclipped and, for a moment,
 * widen the whole page (a horizontal scrollbar on phones), and Leaflet measures a wrong container.
 */
export function loadFinderMapStyles(): Promise<void> {
  return Promise.all(
    STYLESHEETS.map((href) => {
      const existing = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
      if (existing?.sheet) return Promise.resolve();
      const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      const settled = new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
      if (!existing) document.head.appendChild(link);
      return settled;
    }),
  ).then(() => undefined);
}

/** Tiles that never load within this time count as a failed map (offline, blocked, misconfigured). */
const TILE_DEADLINE_MS = 4000;

/** Call after loadFinderMapStyles() has resolved. */
export function createFinderMap(
  element: HTMLElement,
  { markers: points, centre, tiles: source, onSelect, onFailure, onReady }: Options,
): FinderMapHandle {
  // leaflet.markercluster extends the global L (it predates ES modules).
  (window as Window & { L?: typeof L }).L = L;
  const map = L.map(element, { scrollWheelZoom: false }).setView([centre.lat, centre.lng], 12);
  // Leaflet's own English prefix (with its flag) is off: the credit is the page's language only.
  map.attributionControl.setPrefix(false);
  let loaded = false;
  let failed = false;
  const fail = () => {
    if (loaded || failed) return;
    failed = true;
    onFailure();
  };
  const tiles = L.tileLayer(source.url, {
    maxZoom: 19,
    maxNativeZoom: source.maxNativeZoom,
    attribution: creditsHtml(source.credits),
  });
  tiles.on('tileload', () => {
    if (!loaded) onReady();
    loaded = true;
  });
  tiles.on('tileerror', fail);
  const deadline = setTimeout(fail, TILE_DEADLINE_MS);
  tiles.addTo(map);

  const markers = new Map<string, L.Marker>();
  let cluster: L.LayerGroup = L.layerGroup();
  const icon = (active: boolean) =>
    L.divIcon({ className: `finder-marker${active ? ' finder-marker--active' : ''}`, iconSize: [22, 22] });
  for (const point of points) {
    const marker = L.marker([point.lat, point.lng], { icon: icon(false), title: point.name, keyboard: true });
    marker.on('click', () => onSelect(point.id));
    markers.set(point.id, marker);
  }
  let active: string | null = null;
  // Shows a marker inside its cluster. Until the cluster exists (its module loads after the tiles may
  // already be drawn) there is nothing to open: the cluster's arrival shows the active one then.
  let clustered = false;
  const reveal = (marker: L.Marker) => {
    const zoomTo = (cluster as L.LayerGroup & { zoomToShowLayer?: (m: L.Marker, cb: () => void) => void })
      .zoomToShowLayer;
    if (zoomTo) zoomTo.call(cluster, marker, () => map.panTo(marker.getLatLng()));
    else map.panTo(marker.getLatLng());
  };
  void import('leaflet.markercluster')
    .then(() => {
      cluster = (L as typeof L & { markerClusterGroup: () => L.LayerGroup }).markerClusterGroup();
    })
    .catch(() => undefined)
    .finally(() => {
      for (const marker of markers.values()) cluster.addLayer(marker);
      cluster.addTo(map);
      clustered = true;
      const shown = active ? markers.get(active) : undefined;
      if (shown) reveal(shown);
      else if (points.length > 1)
        map.fitBounds(L.latLngBounds(points.slice(0, 20).map((e) => [e.lat, e.lng] as [number, number])), {
          padding: [24, 24],
          maxZoom: 15,
        });
    });

  // The container changes size when a phone switches to the map alone: Leaflet must re-measure.
  // Not while hidden (a failed map's container is display:none): a zero-size view drops the markers.
  const resized =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (element.clientWidth > 0 && element.clientHeight > 0) map.invalidateSize();
        })
      : null;
  resized?.observe(element);

  return {
    highlight(id) {
      if (active) markers.get(active)?.setIcon(icon(false));
      active = id;
      const marker = id ? markers.get(id) : undefined;
      if (!marker) return;
      marker.setIcon(icon(true));
      if (clustered) reveal(marker);
    },
    destroy() {
      clearTimeout(deadline);
      resized?.disconnect();
      map.remove();
    },
  };
}
