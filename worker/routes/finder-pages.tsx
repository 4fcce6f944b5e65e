/**
 * /recycling-points: the public finder, server-rendered from the same query as the API, so the
 * list, the search form (a GET) and paging all work without JavaScript.
 */
import { Hono } from 'hono';
import type { FinderPageData } from '../../ui/shared/finder/page-data';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { edgePosition } from '../services/edge-position';
import { isListedFacility } from '../data/finder-facilities';
import { finderCatalogue, materialChoices, runFinder } from '../services/finder';
import { mapTileUrl } from '../services/finder-map';
import { defaultCentre } from '../services/finder-origin';
import { parseFinderQueryLenient } from '../services/finder-query';

export const finderPages = new Hono<AppEnv>();


/**
 * Where the map opens when the visitor's position is unknown (worker/services/finder-origin.ts).
 * Only the map's view: no distance is ever measured from it
 * (docs/decisions/130-no-distances-without-a-position.md).
 */
const mapCentre = defaultCentre;

const PAGE_SIZE = 50;
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

finderPages.get(tablePath('/recycling-points'), async (c) => {
  const catalogue = await finderCatalogue(c.env.DB);
  const url = new URL(c.req.url);
  const query = { ...parseFinderQueryLenient(url, catalogue.materialSlugs), limit: PAGE_SIZE };
  const edge = query.near ? null : edgePosition(c);
  // A real position (the visitor's `near`, or the edge's estimate) or none: then the list is in
  // name order with no distances, and the page says why.
  const origin: FinderPageData['origin'] = query.near ? { position: query.near, source: 'near' }
    : edge ? { position: { lat: edge.lat, lng: edge.lng }, source: 'edge' }
    : null;
  const focusId = url.searchParams.get('point');
  const [result, focusListed] = await Promise.all([
    runFinder(c.env.DB, catalogue, query, new Date(), origin?.position ?? null),
    focusId && /^[\w-]{1,64}$/.test(focusId) ? isListedFacility(c.env.DB, focusId) : false,
  ]);
  const focus = focusListed ? focusId : null;
  const data: FinderPageData = {
    query: { q: query.q, materials: query.materials, openNow: query.openNow, near: query.near, offset: query.offset, limit: query.limit },
    origin,
    mapCentre: mapCentre(c.get('edition').id, c.get('locale')),
    // What the list and the map read: no icon URL (nothing draws it), coordinates to 1e-5° (about
    // a metre; the index carries up to 15 decimals), which trims the finder's snapshot by ~15%.
    entries: result.items.map(({ openNow: _openNow, iconUrl: _iconUrl, ...entry }) => ({ ...entry, lat: round5(entry.lat), lng: round5(entry.lng) })),
    total: result.total,
    capped: result.capped,
    materials: materialChoices(catalogue, c.get('locale')),
    mapTileUrl: mapTileUrl(c.env),
    focus,
  };
  return renderPage(c, { ...pageRoute('recyclingPointsFinder'), data });
});
