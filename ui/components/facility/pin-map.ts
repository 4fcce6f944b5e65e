/**
 * Leaflet with one draggable pin for the owner's point editor (ADR 200), loaded only by
 * FacilityLocator's dynamic import (its own chunk, with the finder's Leaflet and stylesheets).
 */
import L from 'leaflet';
import type { LatLng } from '../../shared/finder/geo';
import { creditsHtml, type MapTilesView } from '../../shared/finder/map-tiles';

export { loadFinderMapStyles as loadPinMapStyles } from '../finder/leaflet-map';

export interface PinMapHandle {
  /** Puts the pin at a position typed or found elsewhere (and shows it). */
  move(position: LatLng): void;
  destroy(): void;
}

interface Options {
  centre: LatLng;
  pin: LatLng | null;
  /** The tile source and its credits in the page's language (ADR 217). */
  tiles: MapTilesView;
  title: string;
  /** The owner clicked the map or dropped the pin. */
  onPick: (position: LatLng) => void;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const picked = (ll: L.LatLng): LatLng => ({
  lat: round6(ll.lat),
  lng: round6(L.Util.wrapNum(ll.lng, [-180, 180], true)),
});

export function createPinMap(element: HTMLElement, { centre, pin, tiles, title, onPick }: Options): PinMapHandle {
  const map = L.map(element, { scrollWheelZoom: false }).setView(pin ?? centre, pin ? 16 : 11);
  map.attributionControl.setPrefix(false);
  L.tileLayer(tiles.url, {
    maxZoom: 19,
    maxNativeZoom: tiles.maxNativeZoom,
    attribution: creditsHtml(tiles.credits),
  }).addTo(map);
  const icon = L.divIcon({ className: 'finder-marker finder-marker--active', iconSize: [22, 22] });
  let marker: L.Marker | null = null;
  const place = (at: LatLng) => {
    if (marker) return void marker.setLatLng(at);
    marker = L.marker(at, { icon, draggable: true, keyboard: true, title, autoPan: true }).addTo(map);
    marker.on('dragend', () => onPick(picked(marker!.getLatLng())));
  };
  if (pin) place(pin);
  map.on('click', (e: L.LeafletMouseEvent) => {
    place(e.latlng);
    onPick(picked(e.latlng));
  });
  return {
    move(position) {
      place(position);
      // A pick on the map is in view already: the map stays still under the owner's hand.
      if (!map.getBounds().contains(position)) map.setView(position, Math.max(map.getZoom(), 16));
    },
    destroy: () => map.remove(),
  };
}
