/** The map's tiles as a page receives them (worker/services/finder-map.ts, ADR 217). */

/** One credit the tile source's terms ask for, already in the page's language. */
export interface MapCredit {
  text: string;
  href: string;
}

export interface MapTilesView {
  /** Leaflet tile template; '' turns the map off (list only). */
  url: string;
  /** The deepest zoom the source has tiles for: Leaflet enlarges those beyond it. */
  maxNativeZoom: number;
  credits: MapCredit[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet's attribution control takes HTML: the credits as escaped links. */
export const creditsHtml = (credits: readonly MapCredit[]): string =>
  credits
    .map((c) => `<a href="${escapeHtml(c.href)}" target="_blank" rel="noreferrer">${escapeHtml(c.text)}</a>`)
    .join(' · ');
