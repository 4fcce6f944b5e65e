/**
 * /recycling-points: the public finder, server-rendered from the same query as the API, so the
 * list, the search form (a GET) and paging all work without JavaScript.
 */
import { Hono } from 'hono';
import type { FinderPageData } from '../../ui/shared/finder/page-data';
import FinderResults from '../../ui/pages/recycling-points/FinderResults';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { isListedFacility } from '../data/finder-facilities';
import { finderCatalogue, materialChoices, runFinder } from '../services/finder';
import { mapTiles } from '../services/finder-map';
import { defaultCentre, finderOrigin } from '../services/finder-origin';
import { parseFinderQueryLenient } from '../services/finder-query';
import { itemNamedBy, itemQuery } from '../services/finder-item';
import { itemView } from '../services/item-guide-view';
import { drivesForFinder } from '../drives';

export const finderPages = new Hono<AppEnv>();

/**
 * Where the map opens when the visitor's position is unknown (worker/services/finder-origin.ts).
 * Only the map's view: no distance is ever measured from it
 * (docs/decisions/130-no-distances-without-a-position.md).
 */
const mapCentre = defaultCentre;

/**
 * Ten points a page (the API's default stays 50): the nearest ten answer "where do I take this?",
 * and the page's HTML stays near its budget (docs/decisions/173-finder-page-of-ten.md).
 */
const PAGE_SIZE = 10;
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

finderPages.get(tablePath('/recycling-points'), async (c) => {
  const catalogue = await finderCatalogue(c.env.DB);
  const url = new URL(c.req.url);
  const locale = c.get('locale');
  const asked = { ...parseFinderQueryLenient(url, catalogue.materialSlugs), limit: PAGE_SIZE };
  // "by=name": the visitor asked for points named like the words, not for the item they name.
  const byName = url.searchParams.get('by') === 'name';
  // A real position (the visitor's `near`, or the edge's estimate) or none: then the list is
  // ordered from the edition's main city with no distances, and the page says so (ADR 199).
  const { origin, order, city } = finderOrigin(c, asked.near);
  const at = new Date();
  const place = { edition: c.get('edition').id, origin: order, distances: origin !== null };
  const run = (q: typeof asked) => runFinder(c.env.DB, catalogue, q, at, place);
  // The one search box (ADR 160): words that clearly name an item list the points taking its
  // materials; a typo'd item counts only when no point's name or address matches the words.
  const itemSearch = asked.q !== '' && !byName;
  let item = itemSearch ? await itemNamedBy(c.env.DB, asked.q, locale, true) : null;
  let result = item ? null : await run(asked);
  if (result && result.total === 0 && itemSearch) item = await itemNamedBy(c.env.DB, asked.q, locale, false);
  const query = item?.materials.length ? itemQuery(asked, item, catalogue.materialSlugs) : asked;
  if (!result || query !== asked) result = await run(query);
  // Collection drives shown now around the same origin, before the points (ADR 233).
  const drives = await drivesForFinder(c.env.DB, catalogue, query, at, place, item);
  const focusId = url.searchParams.get('point');
  const focusListed = focusId && /^[\w-]{1,64}$/.test(focusId) ? await isListedFacility(c.env.DB, focusId) : false;
  const focus = focusListed ? focusId : null;
  const materials = materialChoices(catalogue, locale);
  const materialNames = new Map(materials.map((m) => [m.slug, m.name]));
  // The list is server HTML (FinderResults.tsx, docs/decisions/166); the browser gets only what the
  // map draws, coordinates to 1e-5° (about a metre; the index carries up to 15 decimals).
  const entries = result.items.map(({ openNow: _openNow, iconUrl: _iconUrl, ...entry }) => entry);
  const data: FinderPageData = {
    query: {
      q: asked.q,
      byName,
      materials: query.materials,
      openNow: query.openNow,
      near: query.near,
      offset: query.offset,
      limit: query.limit,
    },
    item: item ? itemView(item, locale, materialNames) : null,
    origin,
    orderCity: city,
    mapCentre: mapCentre(c.get('edition').id, locale),
    markers: [
      ...drives.map(({ id, title, lat, lng }) => ({
        id: `drive:${id}`,
        name: title,
        lat: round5(lat),
        lng: round5(lng),
      })),
      ...entries.map(({ id, name, lat, lng }) => ({ id, name, lat: round5(lat), lng: round5(lng) })),
    ],
    osm: entries.some((e) => e.source === 'osm'),
    total: result.total,
    capped: result.capped,
    materials,
    mapTiles: await mapTiles(c),
    focus,
  };
  const route = pageRoute('recyclingPointsFinder');
  // The item's card reads the guide's texts; only then does the page carry them.
  const serverPart = (
    <FinderResults
      entries={entries}
      drives={drives}
      materialNames={materialNames}
      focus={focus}
      offset={query.offset}
    />
  );
  return renderPage(c, {
    ...route,
    namespaces: [...route.namespaces, ...(item ? ['guide'] : []), ...(drives.length ? ['drives'] : [])],
    data,
    serverPart,
  });
});
