/**
 * The finder over the D1 index (docs/decisions/135-finder-index-in-d1.md, docs/finder.md):
 * nearest-first by widening blocks of geo cells and re-ranking by exact distance, typo-tolerant
 * text through FTS5 and its vocabulary, material and open-now filters, the 1,000 cap. Nothing here
 * is kept per isolate but the material catalogue (a fixed, small table).
 */
import type { Locale } from '../../editions/types';
import { blockReachM, CELL_SIZES, cellBlock, type CellLevel } from '../../ui/shared/finder/cells';
import { distanceM, type LatLng } from '../../ui/shared/finder/geo';
import { wallClock, type OpenStatus } from '../../ui/shared/finder/open-now';
import type { FinderEntry } from '../../ui/shared/finder/page-data';
import { pickLocaleName } from '../data/catalogues';
import {
  candidatesAnywhere, candidatesByName, candidatesInCells, candidatesMatching, finderOpenStatus, listedCounts, loadMaterials, facilitiesById, RowsRead, vocabularyFrom,
  type FinderCandidate, type MaterialRow, type SqlFilter,
} from '../data/finder-facilities';
import type { FinderQuery } from './finder-query';
import { HIDDEN_AFTER_MS, STALE_AFTER_MS, STALE_DISTANCE_PENALTY_M } from '../../ui/shared/facility/freshness';
import { allowedTypos, editDistance, ftsTerm, materialsForWord, materialTokens, queryWords } from './finder-text';

/** docs/product.md §9: results cap at 1,000. */
const SEARCH_CAP = 1000;

export interface FinderCatalogue {
  materials: MaterialRow[];
  materialSlugs: Set<string>;
  tokens: Map<string, number[]>;
}

const CATALOGUE_MS = 60_000;
let catalogue: { at: number; value: Promise<FinderCatalogue> } | null = null;

/** The material catalogue (13 rows, changed only by migrations), read at most once a minute per isolate. */
export function finderCatalogue(db: D1Database, now = Date.now()): Promise<FinderCatalogue> {
  if (!catalogue || now - catalogue.at > CATALOGUE_MS) {
    const value = loadMaterials(db).then((materials) => ({ materials, materialSlugs: new Set(materials.map((m) => m.slug)), tokens: materialTokens(materials) }));
    value.catch(() => (catalogue = null));
    catalogue = { at: now, value };
  }
  return catalogue.value;
}

/** One result: what the page shows (FinderEntry), plus what only the API answers (`openNow`, the icon). */
interface FinderItem extends FinderEntry {
  openNow: boolean;
  iconUrl: string | null;
}

export interface FinderResult {
  total: number;
  items: FinderItem[];
  /** More points matched than the 1,000 the finder lists. */
  capped: boolean;
  /** D1 rows read by the query (meta.rows_read summed): the bench prints it. */
  rowsRead: number;
}

interface Plan {
  filter: SqlFilter;
  /** Material ids every result takes (the `material` parameter), for the counters. */
  required: number[];
  /** FTS5 expression for the words that are not material names; '' when none. */
  match: string;
  /** 1–2 letter words: checked in the worker on name, address and materials. */
  shortWords: string[];
  openNow: boolean;
  /** Confirmed before this (ms): stale, ranked as if STALE_DISTANCE_PENALTY_M farther. */
  staleBefore: number;
  /** Materials, open now or short words keep only some of the points. */
  narrowed: boolean;
}

/** A stale point ranks as if STALE_DISTANCE_PENALTY_M farther away (docs/decisions/145-point-freshness.md). */
function freshen<T extends FinderCandidate>(found: T[], p: Plan): T[] {
  for (const c of found) if (c.checked_at !== null && c.checked_at < p.staleBefore) c.rank_penalty += STALE_DISTANCE_PENALTY_M;
  return found;
}

const bit = (id: number) => 2 ** id;
const mask = (ids: number[]) => ids.reduce((m, id) => m + bit(id), 0);
const hasBit = (materials: number, id: number) => Math.floor(materials / bit(id)) % 2 === 1;

async function plan(db: D1Database, cat: FinderCatalogue, query: FinderQuery, rows: RowsRead, at: Date): Promise<Plan> {
  const required = query.materials.map((slug) => cat.materials.find((m) => m.slug === slug)!.id);
  // Freshness (docs/decisions/145-point-freshness.md): points unconfirmed for 18 months leave the
  // public results until confirmed; sources without confirmations (NULL) are never hidden for it.
  const conditions: string[] = ['(checked_at IS NULL OR checked_at >= ?)'];
  const args: number[] = [at.getTime() - HIDDEN_AFTER_MS];
  if (required.length) {
    conditions.push('(materials & ?) = ?');
    args.push(mask(required), mask(required));
  }
  const terms: string[] = [];
  const shortWords: string[] = [];
  for (const word of queryWords(query.q)) {
    const named = materialsForWord(word, cat.tokens);
    if (word.length <= 2) shortWords.push(word);
    else if (named.length) {
      // A material word: the point takes one of the materials it names ('cardbord', 'Pilas', 'Шыны').
      conditions.push('(materials & ?) <> 0');
      args.push(mask(named));
    } else terms.push(await termExpression(db, word, rows));
  }
  return {
    filter: { sql: conditions.join(' AND '), args }, required, match: terms.join(' AND '), shortWords, openNow: query.openNow, staleBefore: at.getTime() - STALE_AFTER_MS,
    // The freshness condition is always there; any other narrows.
    narrowed: conditions.length > 1 || shortWords.length > 0 || query.openNow,
  };
}

/** The word as a prefix, or any vocabulary term within its typos (same first two letters). */
async function termExpression(db: D1Database, word: string, rows: RowsRead): Promise<string> {
  const typos = allowedTypos(word);
  const alternatives = [`${ftsTerm(word)}*`];
  if (typos) {
    const near = (await vocabularyFrom(db, word.slice(0, 2), rows))
      .filter((t) => t !== word && (editDistance(word, t, typos) <= typos || (t.length > word.length && editDistance(word, t.slice(0, word.length), typos) <= typos)))
      .slice(0, 20);
    alternatives.push(...near.map(ftsTerm));
  }
  return alternatives.length > 1 ? `(${alternatives.join(' OR ')})` : alternatives[0]!;
}

/** The checks SQL cannot do: open now in the point's zone, 1–2 letter words. */
function workerCheck(p: Plan, at: Date, cat: FinderCatalogue): ((c: FinderCandidate) => boolean) | null {
  if (!p.openNow && !p.shortWords.length) return null;
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (zone: string) => clocks.get(zone) ?? clocks.set(zone, wallClock(at, zone)).get(zone)!;
  const shortMaterials = p.shortWords.map((w) => materialsForWord(w, cat.tokens));
  // Many points share their hours text (chains, "24/7", the same weekly pattern): each distinct
  // text is read once per zone and request, not once per candidate.
  const openByHours = new Map<string, boolean>();
  const isOpen = (c: FinderCandidate) => {
    const key = `${c.time_zone}\u0000${c.hours ?? ''}`;
    let open = openByHours.get(key);
    if (open === undefined) openByHours.set(key, (open = finderOpenStatus(c.hours, at, clock(c.time_zone!), c.time_zone!).state === 'open'));
    return open;
  };
  return (c) => {
    if (p.openNow && (c.status !== 'accepted' || !isOpen(c))) return false;
    return p.shortWords.every((w, i) => {
      if (shortMaterials[i]!.some((id) => hasBit(c.materials, id))) return true;
      return `${c.name ?? ''} ${c.address ?? ''}`.split(/[^\p{L}\p{N}]+/u).some((t) => t.toLowerCase().startsWith(w));
    });
  };
}

/**
 * Blocks of cells tried in turn, smallest first: (level, radius in cells). The first, 5 × 5 of the
 * finest cells (about 1.4 × 0.8 km in mid latitudes), answers a page in a dense city by itself.
 * A narrowed search (materials, open now) starts at 0.01° (FIRST_NARROWED_STEP): at a million
 * points the finest block seldom holds a page of a few materials or of the points open at night,
 * and reading it first only added a statement (docs/decisions/168-finer-finder-cells.md).
 */
const STEPS: [CellLevel, number][] = [[5, 2], [0, 1], [0, 2], [0, 3], [1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3], [3, 1], [3, 2], [4, 1], [4, 2]];
const FIRST_NARROWED_STEP = 1;
const stepArea = ([level, r]: [CellLevel, number]) => (CELL_SIZES[level] * (2 * r + 1)) ** 2;
/** The last resort (fewer than K matches within ~1,400 km) reads at most this many rows. */
const ANYWHERE_ROWS = 2000;

interface Ranked {
  c: FinderCandidate;
  d: number;
}

/**
 * The `need` nearest matches: each block's rows are ranked by exact distance; the answer is final
 * once `need` of them lie nearer than any point outside the block can (blockReachM). A block that
 * held few rows lets the next steps be skipped that would likely hold too few as well.
 */
async function nearest(db: D1Database, origin: LatLng, need: number, p: Plan, check: ((c: FinderCandidate) => boolean) | null, rows: RowsRead) {
  const extra = { hours: p.openNow, text: p.shortWords.length > 0 };
  let step = p.narrowed ? FIRST_NARROWED_STEP : 0;
  // Rows of the block read so far at the current level: a wider block at the same level reads only its new ring.
  let held: { level: CellLevel; r: number; passed: FinderCandidate[] } | null = null;
  while (step < STEPS.length) {
    const [level, r] = STEPS[step]!;
    const cells = held && held.level === level ? cellBlock(origin, level, r).filter((c) => !new Set(cellBlock(origin, level, held!.r)).has(c)) : cellBlock(origin, level, r);
    const found = freshen(await candidatesInCells(db, level, cells, p.filter, extra, rows), p);
    const passed: FinderCandidate[] = [...(held && held.level === level ? held.passed : []), ...(check ? found.filter(check) : found)];
    held = { level, r, passed };
    const ranked = passed.map((c) => ({ c, d: distanceM(origin, c) }));
    const reach = blockReachM(origin, level, r);
    if (ranked.filter((x) => x.d + x.c.rank_penalty <= reach).length >= need) return { ranked, exhaustive: false };
    // Skip blocks whose area, at the density seen here, would still hold too few: about a third of a
    // block lies within its reach, so aim for three times `need` in the block. An empty block counts
    // as one row: it says the place is sparse, not that nothing lies within 1,400 km.
    let next = step + 1;
    const seen = Math.max(passed.length, 1);
    while (next < STEPS.length - 1 && seen * (stepArea(STEPS[next]!) / stepArea(STEPS[step]!)) < need * 3) next++;
    step = next;
  }
  const anywhere = freshen(await candidatesAnywhere(db, p.filter, extra, rows, ANYWHERE_ROWS), p);
  const passed = check ? anywhere.filter(check) : anywhere;
  return { ranked: passed.map((c) => ({ c, d: distanceM(origin, c) })), exhaustive: anywhere.length < ANYWHERE_ROWS };
}

/** Name order (the API without a position or a search), in chunks until the page is full. */
async function byName(db: D1Database, need: number, p: Plan, check: ((c: FinderCandidate) => boolean) | null, rows: RowsRead) {
  const extra = { hours: p.openNow, text: true };
  const out: Ranked[] = [];
  let after: { name: string; id: number } | null = null;
  for (let chunk = 0; chunk < 4 && out.length < need; chunk++) {
    const found: (FinderCandidate & { name: string })[] = freshen(await candidatesByName(db, after, p.filter, extra, rows, 500), p);
    for (const c of found) if (!check || check(c)) out.push({ c, d: 0 });
    if (found.length < 500) return { ranked: out, exhaustive: true };
    after = { name: found.at(-1)!.name, id: found.at(-1)!.id };
  }
  return { ranked: out, exhaustive: false };
}

/** The total the page and API report: exact when the search saw every match, else from the counters. */
async function totalOf(db: D1Database, p: Plan, seen: number, exhaustive: boolean, rows: RowsRead): Promise<number> {
  if (exhaustive) return seen;
  const counts = await listedCounts(db, rows);
  const bound = p.required.length ? Math.min(...p.required.map((id) => counts.get(`m${id}`) ?? 0)) : (counts.get('all') ?? 0);
  return Math.max(seen, bound);
}

/**
 * Runs a query. `origin` orders by distance (the visitor's `near`, else an approximate position);
 * `distanceM` is reported whenever there is an origin (the page shows it; the API passes only `near`).
 */
export async function runFinder(db: D1Database, cat: FinderCatalogue, query: FinderQuery, at: Date, origin: LatLng | null): Promise<FinderResult> {
  const rows = new RowsRead();
  const p = await plan(db, cat, query, rows, at);
  const check = workerCheck(p, at, cat);
  const end = Math.min(query.offset + query.limit, SEARCH_CAP);
  let ranked: Ranked[];
  // The counters (when the search did not see every match) are read beside the page's rows: one D1 wait, not two.
  let totalOfSearch: () => Promise<number>;
  if (p.match) {
    // Text: the best 1,001 FTS matches (rank order without a position), then filters and distance.
    const found = freshen(await candidatesMatching(db, p.match, !origin, p.filter, { hours: p.openNow, text: p.shortWords.length > 0 }, rows, SEARCH_CAP + 1), p);
    const passed = check ? found.filter(check) : found;
    ranked = passed.map((c) => ({ c, d: origin ? distanceM(origin, c) : 0 }));
    totalOfSearch = async () => passed.length;
  } else {
    const searched = origin ? await nearest(db, origin, Math.max(end, 1), p, check, rows) : await byName(db, Math.max(end, 1), p, check, rows);
    ranked = searched.ranked;
    totalOfSearch = () => totalOf(db, p, searched.ranked.length, searched.exhaustive, rows);
  }
  if (origin) ranked.sort((a, b) => a.d + a.c.rank_penalty - (b.d + b.c.rank_penalty) || a.c.id - b.c.id);
  // Without a position (relevance or name order), ranked-down points follow the others, each
  // group in its own order (a stable sort).
  else ranked.sort((a, b) => Number(a.c.rank_penalty > 0) - Number(b.c.rank_penalty > 0));
  const pageRows = ranked.slice(query.offset, end);
  const [total, full] = await Promise.all([totalOfSearch(), facilitiesById(db, pageRows.map((x) => x.c.id), rows)]);
  const capped = total > SEARCH_CAP;
  const distances = new Map(pageRows.map((x) => [x.c.id, x.d]));
  // Unconfirmed for a year: the entry says so (docs/decisions/145-point-freshness.md).
  const stale = new Set(pageRows.filter((x) => x.c.checked_at !== null && x.c.checked_at < p.staleBefore).map((x) => x.c.id));
  const slugs = new Map(cat.materials.map((m) => [m.id, m.slug]));
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (zone: string) => clocks.get(zone) ?? clocks.set(zone, wallClock(at, zone)).get(zone)!;
  const items = full.map((row): FinderItem => {
    const known = row.status === 'accepted' ? finderOpenStatus(row.hours, at, clock(row.time_zone), row.time_zone) : null;
    // Hours nobody can vouch for (OpenStreetMap's unreadable or out-of-range ones): "hours not confirmed".
    const open: OpenStatus = known && known.state !== 'unknown' ? known : { state: 'closedToday' };
    const d = distances.get(row.id);
    return {
      // OpenStreetMap rows carry their public id ('osm-node-123'): the entry links to that page.
      id: row.source === 'facility' || row.source === 'osm' ? row.ref_id : `${row.source}:${row.ref_id}`,
      ...(row.source === 'osm' ? { source: 'osm' as const } : {}),
      ...(known?.state === 'unknown' ? { hoursUnknown: true as const } : {}),
      ...(stale.has(row.id) ? { stale: true as const } : {}),
      name: row.name,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      ...(origin && d !== undefined ? { distanceM: Math.round(d) } : {}),
      openNow: open.state === 'open',
      open,
      status: row.status,
      materials: cat.materials.filter((m) => hasBit(row.materials, m.id)).map((m) => slugs.get(m.id)!),
      iconUrl: row.icon_url,
    };
  });
  return { total: Math.min(total, SEARCH_CAP), items, capped, rowsRead: rows.n };
}

/** Material chips for the page: slug and name in the page's locale. */
export const materialChoices = (cat: FinderCatalogue, locale: Locale) => cat.materials.map((m) => ({ slug: m.slug, name: pickLocaleName(m.names, locale) }));
