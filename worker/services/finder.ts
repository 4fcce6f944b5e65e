/**
 * The finder over the public points: typo-tolerant search (MiniSearch), material and open-now
 * filters, nearest-first order. The index is built once per isolate for the current data version
 * (docs/decisions/060-finder-search-index.md) and rebuilt when any point changes.
 */
import MiniSearch from 'minisearch';
import type { Locale } from '../../editions/types';
import { LOCALES } from '../../editions/types';
import { distanceM, type LatLng } from '../../ui/shared/finder/geo';
import { openStatus, wallClock, type OpenStatus } from '../../ui/shared/finder/open-now';
import type { FinderEntry } from '../../ui/shared/finder/page-data';
import { finderVersion, loadFinderPoints, type FinderPointRow, type MaterialRow } from '../data/finder-points';
import { pickLocaleName } from '../data/catalogues';
import type { FinderQuery } from './finder-query';
import { freshnessOf, rankByFreshness, rankDistance } from '../../ui/shared/points/freshness';

/** SPEC §9: fuzzy search caps results at 1,000. */
export const SEARCH_CAP = 1000;

export interface FinderIndex {
  version: string;
  points: FinderPointRow[];
  byId: Map<string, FinderPointRow>;
  materials: MaterialRow[];
  materialSlugs: Set<string>;
  search: MiniSearch<{ id: string }>;
}

/** Lower case, ё → е, so 'ёлка' and 'елка' meet. */
const normalise = (term: string) => term.toLowerCase().replace(/ё/g, 'е');

function buildIndex(version: string, unsorted: FinderPointRow[], materials: MaterialRow[]): FinderIndex {
  // Name order once here, so listing without a position or a search needs no sort per request.
  const points = unsorted.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const names = new Map(materials.map((m) => [m.id, LOCALES.map((l) => m.names[l] ?? '').join(' ')]));
  const search = new MiniSearch<{ id: string }>({
    fields: ['name', 'address', 'materials'],
    processTerm: (term) => normalise(term),
    searchOptions: {
      boost: { name: 2 },
      prefix: true,
      // One typo in words of 4+ letters, two from 10 letters ('cardbord', 'батарийки').
      fuzzy: (term) => (term.length < 4 ? false : term.length < 10 ? 1 : 2),
      combineWith: 'AND',
    },
  });
  search.addAll(points.map((p) => ({ id: p.id, name: p.name, address: p.address, materials: p.materialIds.map((id) => names.get(id) ?? '').join(' ') })));
  return { version, points, byId: new Map(points.map((p) => [p.id, p])), materials, materialSlugs: new Set(materials.map((m) => m.slug)), search };
}

let current: Promise<FinderIndex> | null = null;
let currentVersion = '';

/** The index for the data as it is now: one version query per request, a rebuild only after a change. */
export async function finderIndex(db: D1Database): Promise<FinderIndex> {
  const version = await finderVersion(db);
  if (!current || currentVersion !== version) {
    currentVersion = version;
    current = loadFinderPoints(db).then(({ points, materials }) => buildIndex(version, points, materials));
    current.catch(() => {
      current = null;
    });
  }
  return current;
}

/** One result: what the page shows (FinderEntry), plus what only the API answers (`openNow`, the icon). */
export interface FinderItem extends FinderEntry {
  openNow: boolean;
  iconUrl: string | null;
}

export interface FinderResult {
  total: number;
  items: FinderItem[];
  /** The search hit the SPEC cap: more points matched than are listed. */
  capped: boolean;
}

/**
 * Runs a query. `origin` orders by distance (the visitor's `near`, else an approximate position);
 * `distanceM` is reported only for the visitor's own `near`.
 */
export function runFinder(index: FinderIndex, query: FinderQuery, at: Date, origin: LatLng | null): FinderResult {
  let candidates: FinderPointRow[];
  let capped = false;
  if (query.q) {
    const hits = index.search.search(normalise(query.q));
    capped = hits.length > SEARCH_CAP;
    candidates = hits.slice(0, SEARCH_CAP).map((h) => index.byId.get(h.id as string)!);
  } else candidates = index.points;

  const wanted = query.materials.map((slug) => index.materials.find((m) => m.slug === slug)!.id);
  if (wanted.length) candidates = candidates.filter((p) => wanted.every((id) => p.materialIds.includes(id)));

  // The wall clock once per zone, not once per point.
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (zone: string) => clocks.get(zone) ?? clocks.set(zone, wallClock(at, zone)).get(zone)!;
  const status = (p: FinderPointRow): OpenStatus => (p.status === 'accepted' ? openStatus(p.hours, clock(p.timeZone), p.timeZone) : { state: 'closedToday' });
  // Open-now only where it filters; otherwise just for the page that is returned.
  if (query.openNow) candidates = candidates.filter((p) => status(p).state === 'open');
  // Freshness (docs/decisions/145-point-freshness.md): points unconfirmed for 18 months leave the
  // results; those unconfirmed for 12 go after fresh ones, and in distance order rank as if
  // STALE_DISTANCE_PENALTY_M farther away (below fresh points nearby, above fresh ones far off).
  candidates = rankByFreshness(candidates, (p) => p.checkedAt, at.getTime());
  const stale = (p: FinderPointRow) => freshnessOf(p.checkedAt, at.getTime()) === 'stale';
  const total = candidates.length;
  const end = query.offset + query.limit;
  let page: { p: FinderPointRow; d?: number; r?: number }[];
  if (origin) {
    const distances = new Float64Array(candidates.length);
    candidates.forEach((p, i) => (distances[i] = rankDistance(distanceM(origin, p), freshnessOf(p.checkedAt, at.getTime()))));
    // Only the first `end` places are needed: cut at the end-th distance instead of sorting all.
    let cutoff = Infinity;
    if (end < candidates.length) cutoff = Float64Array.from(distances).sort()[end - 1]!;
    page = [];
    candidates.forEach((p, i) => {
      if (distances[i]! <= cutoff) page.push({ p, d: distanceM(origin, p), r: distances[i]! });
    });
    page.sort((a, b) => a.r! - b.r! || a.p.id.localeCompare(b.p.id));
  } else page = candidates.map((p) => ({ p })); // by relevance for a search, else by name (the index order)
  const rows = page.slice(query.offset, end).map(({ p, d }) => ({ p, d, open: status(p) }));

  const slugs = new Map(index.materials.map((m) => [m.id, m.slug]));
  const items = rows.map(({ p, open, d }): FinderItem => ({
    id: p.id,
    name: p.name,
    address: p.address,
    lat: p.lat,
    lng: p.lng,
    ...(d !== undefined ? { distanceM: Math.round(d) } : {}),
    openNow: open.state === 'open',
    open,
    status: p.status,
    materials: p.materialIds.map((id) => slugs.get(id)!).filter(Boolean),
    iconUrl: p.iconUrl,
    ...(stale(p) ? { stale: true as const } : {}),
  }));
  return { total, items, capped };
}

/** Material chips for the page: slug and name in the page's locale. */
export const materialChoices = (index: FinderIndex, locale: Locale) => index.materials.map((m) => ({ slug: m.slug, name: pickLocaleName(m.names, locale) }));
