/**
 * The finder over the D1 index (docs/decisions/135-finder-index-in-d1.md, docs/finder.md):
 * nearest-first by widening blocks of geo cells and re-ranking by exact distance, typo-tolerant
 * text through FTS5 and its vocabulary, material and open-now filters, the 1,000 cap. Nothing here
 * is kept per isolate but the material catalogue (a fixed, small table); finder-check.ts keeps schedules.
 */
import type { EditionId, Locale } from '../../editions/types';
import { distanceM, type LatLng } from '../../ui/shared/finder/geo';
import { wallClock, type OpenStatus } from '../../ui/shared/finder/open-now';
import type { FinderEntry } from '../../ui/shared/finder/page-data';
import { pickLocaleName } from '../data/catalogues';
import {
  candidatesByName,
  candidatesMatching,
  firstByNameAndPage,
  loadMaterials,
  facilitiesById,
  RowsRead,
  type FinderCandidate,
  type MaterialRow,
  type SqlFilter,
} from '../data/finder-facilities';
import {
  allOf,
  isAreaToken,
  materialsMatch,
  VOCABULARY_LIMIT,
  vocabulariesAndCounts,
  type VocabularyTerm,
} from '../data/finder-vocabulary';
import { finderOpenStatus } from '../data/finder-hours';
import type { FinderQuery } from './finder-query';
import { HIDDEN_AFTER_MS, STALE_AFTER_MS } from '../../ui/shared/facility/freshness';
import { allowedTypos, editDistance, ftsTerm, materialsForWord, materialTokens, queryWords } from './finder-text';
import { hasMaterial, materialMask, workerCheck, type WorkerCheck } from './finder-check';
import { freshen, nearest, TEXT_BLOCK_ROWS, type Ranked } from './finder-nearest';

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
    const value = loadMaterials(db).then((materials) => ({
      materials,
      materialSlugs: new Set(materials.map((m) => m.slug)),
      tokens: materialTokens(materials),
    }));
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
  /** FTS5 expression for the materials (the filter's and the words'), on the `area` column; '' when none. */
  materialMatch: string;
  /** Those words with their typo alternatives. */
  text: TextWord[];
  /** At most this many rows match `match` (from the vocabulary); null without text or when it cannot tell. */
  textMatches: number | null;
  /**
   * Text with a position and more matches than the cap: the nearest-first block search, each
   * block's matches from the full-text index (its `area` column), instead of 1,001 FTS matches
   * that need not be the nearest.
   */
  textByPlace: boolean;
  /** 1–2 letter words: checked in the worker on name, address and materials. */
  shortWords: string[];
  openNow: boolean;
  /** Confirmed before this (ms): stale, ranked as if STALE_DISTANCE_PENALTY_M farther. */
  staleBefore: number;
  /** Materials, open now or short words keep only some of the points. */
  narrowed: boolean;
  /** The counters (listed points in all and per material), when the plan read them beside the vocabulary. */
  counts: Map<string, number> | null;
  /** The share of all listed points the words can match (textMatches / all); null without it. */
  textShare: number | null;
}

async function plan(
  db: D1Database,
  cat: FinderCatalogue,
  query: FinderQuery,
  edition: EditionId,
  rows: RowsRead,
  at: Date,
  near: boolean,
): Promise<Plan> {
  const required = query.materials.map((slug) => cat.materials.find((m) => m.slug === slug)!.id);
  // Freshness (docs/decisions/145-point-freshness.md): points unconfirmed for 18 months leave the
  // public results until confirmed; sources without confirmations (NULL) are never hidden for it.
  // The edition first: the cell indexes lead with it (migration 0048, ADR 199).
  const conditions: string[] = ['edition = ?', '(checked_at IS NULL OR checked_at >= ?)'];
  const args: (number | string)[] = [edition, at.getTime() - HIDDEN_AFTER_MS];
  const materialMatches: string[] = [];
  if (required.length) {
    conditions.push('(materials & ?) = ?');
    args.push(materialMask(required), materialMask(required));
    materialMatches.push(materialsMatch(required, true));
  }
  const textWords: string[] = [];
  const shortWords: string[] = [];
  let materialWords = false;
  for (const word of queryWords(query.q)) {
    const named = materialsForWord(word, cat.tokens);
    if (word.length <= 2) shortWords.push(word);
    else if (named.length) {
      // A material word: the point takes one of the materials it names ('cardbord', 'Pilas', 'Шыны').
      conditions.push('(materials & ?) <> 0');
      args.push(materialMask(named));
      materialMatches.push(materialsMatch(named, false));
      materialWords = true;
    } else textWords.push(word);
  }
  // The words' vocabularies and the counters: one round trip.
  const read = textWords.length
    ? await vocabulariesAndCounts(
        db,
        textWords.map((w) => w.slice(0, 2)),
        edition,
        rows,
      )
    : null;
  const text = textWords.map((word, i) => textWord(word, read!.vocabularies[i]!));
  // Every word must match (AND): the rarest word bounds the matches.
  const known = text.map((w) => w.docs).filter((n): n is number => n !== null);
  const textMatches = known.length ? Math.min(...known) : null;
  const textByPlace = near && text.length > 0 && (textMatches === null || textMatches > SEARCH_CAP);
  const all = read?.counts.get('all');
  return {
    counts: read?.counts ?? null,
    textShare: textMatches !== null && all ? textMatches / all : null,
    filter: { sql: conditions.join(' AND '), args, edition },
    required,
    match: text.length ? `{name address} : (${text.map(ftsExpression).join(' AND ')})` : '',
    text,
    textMatches,
    textByPlace,
    materialMatch: allOf(...materialMatches),
    shortWords,
    openNow: query.openNow,
    staleBefore: at.getTime() - STALE_AFTER_MS,
    narrowed: required.length > 0 || materialWords || shortWords.length > 0 || query.openNow || textByPlace,
  };
}

/** A word of the query that is not a material: itself as a prefix, or a vocabulary term within its typos. */
interface TextWord {
  word: string;
  typos: string[];
  /** Listed rows holding a term it matches (an upper bound); null when the vocabulary read was cut short. */
  docs: number | null;
}

/** The word's typo alternatives (same first two letters) and how many rows it can match, from the vocabulary of its first two letters. */
function textWord(word: string, vocabulary: VocabularyTerm[]): TextWord {
  const allowed = allowedTypos(word);
  const words = vocabulary.filter((v) => !isAreaToken(v.term));
  const typos = allowed
    ? words
        .map((v) => v.term)
        .filter(
          (t) =>
            t !== word &&
            !t.startsWith(word) &&
            (editDistance(word, t, allowed) <= allowed ||
              (t.length > word.length && editDistance(word, t.slice(0, word.length), allowed) <= allowed)),
        )
        .slice(0, 20)
    : [];
  // The terms come in order: the prefix's range is whole unless the read stopped inside it.
  const last = vocabulary.at(-1)?.term;
  const whole = vocabulary.length < VOCABULARY_LIMIT || (last !== undefined && last > word && !last.startsWith(word));
  const docs = words.filter((v) => v.term.startsWith(word) || typos.includes(v.term)).reduce((n, v) => n + v.doc, 0);
  return { word, typos, docs: whole ? docs : null };
}

const ftsExpression = (w: TextWord) =>
  w.typos.length ? `(${[`${ftsTerm(w.word)}*`, ...w.typos.map(ftsTerm)].join(' OR ')})` : `${ftsTerm(w.word)}*`;

/** The best 1,001 full-text matches that pass the filters: rank order without a position. */
async function byFullText(
  db: D1Database,
  p: Plan,
  origin: LatLng | null,
  check: WorkerCheck | null,
  rows: RowsRead,
): Promise<Ranked[]> {
  // The materials in the same FTS5 query: the 1,001 matches are all ones the filter keeps.
  const found = freshen(
    await candidatesMatching(
      db,
      allOf(p.match, p.materialMatch),
      !origin,
      p.filter,
      { hours: p.openNow, text: p.shortWords.length > 0 },
      rows,
      SEARCH_CAP + 1,
    ),
    p,
  );
  const passed = check ? await check(found) : found;
  return passed.map((c) => ({ c, d: origin ? distanceM(origin, c) : 0 }));
}

/** Name order (the API without a position or a search), in chunks until the page is full. */
async function byName(db: D1Database, need: number, p: Plan, check: WorkerCheck | null, rows: RowsRead) {
  const extra = { hours: p.openNow, text: true };
  const out: Ranked[] = [];
  let after: { name: string; id: number } | null = null;
  // A page inside the first chunk with nothing to check in the worker (the API's plain listing):
  // its rows with the page's columns and the counters come in the chunk's own round trip.
  let counts: Map<string, number> | undefined;
  for (let chunk = 0; chunk < 4 && out.length < need; chunk++) {
    let found: (FinderCandidate & { name: string })[];
    if (chunk === 0 && !check && need <= BY_NAME_CHUNK) {
      const first = await firstByNameAndPage(db, p.filter, extra, rows, BY_NAME_CHUNK, need);
      const wide = new Map(first.wide.map((c) => [c.id, c]));
      found = freshen(
        first.found.map((c) => (wide.get(c.id) as typeof c | undefined) ?? c),
        p,
      );
      counts = first.counts;
    } else {
      found = freshen(await candidatesByName(db, after, p.filter, extra, rows, BY_NAME_CHUNK), p);
    }
    for (const c of check ? await check(found) : found) out.push({ c, d: 0 });
    if (found.length < BY_NAME_CHUNK) return { ranked: out, exhaustive: true, counts };
    after = { name: found.at(-1)!.name, id: found.at(-1)!.id };
  }
  return { ranked: out, exhaustive: false, counts };
}

/** Rows a name-order read brings at a time. */
const BY_NAME_CHUNK = 500;

/** The total the page and API report when the search did not see every match: from the counters. */
function totalFromCounts(counts: Map<string, number>, p: Plan, seen: number): number {
  const bound = p.required.length
    ? Math.min(...p.required.map((id) => counts.get(`m${id}`) ?? 0))
    : (counts.get('all') ?? 0);
  return Math.max(seen, Math.min(bound, p.textMatches ?? Infinity));
}

/** Where a search runs: the edition whose points it lists, the point it orders from, whether distances are shown. */
export interface FinderPlace {
  edition: EditionId;
  /** The visitor's `near`, the edge's estimate or the edition's main city (finder-origin.ts); null: name order. */
  origin: LatLng | null;
  /** Distances only from a real position, never from a main city (ADR 130, ADR 199). */
  distances: boolean;
}

/**
 * Runs a query over the edition's points. `origin` orders by distance; `distanceM` is reported
 * when `distances` (a real position: the page's `near` or edge position, the API's `near`).
 */
export async function runFinder(
  db: D1Database,
  cat: FinderCatalogue,
  query: FinderQuery,
  at: Date,
  place: FinderPlace,
): Promise<FinderResult> {
  const { edition, origin } = place;
  const rows = new RowsRead();
  const p = await plan(db, cat, query, edition, rows, at, origin !== null);
  const check = workerCheck(db, p, at, cat.tokens, rows);
  const end = Math.min(query.offset + query.limit, SEARCH_CAP);
  let ranked: Ranked[];
  // Whether the search saw every match (its total is exact); else the total comes from the counters.
  let exhaustive: boolean;
  // The counters, when a block read brought them (finder-nearest.ts, a small hinted block).
  let readCounts: Map<string, number> | null = null;
  if (p.match && p.textByPlace && origin) {
    // Text matching more rows than the cap, with a position: blocks around it, each block's matches
    // from the full-text index (words and cells in one query), so the nearest matches come first.
    // Where a wider block would bring too many (a city's worth of matches in the next ring), the
    // blocks stop at TEXT_BLOCK_ROWS: what lies within their reach is exact, and the best full-text
    // matches add the farther ones.
    const searched = await nearest(db, origin, Math.max(end, 1), p, check, rows, TEXT_BLOCK_ROWS);
    ranked = searched.ranked;
    if (searched.cut) {
      const inBlock = new Set(ranked.map((x) => x.c.id));
      const farther = await byFullText(db, p, origin, check, rows);
      ranked.push(...farther.filter((x) => !inBlock.has(x.c.id)));
    }
    exhaustive = false;
  } else if (p.match) {
    // Text: the best 1,001 FTS matches (rank order without a position), then filters and distance;
    // with a position only when they are all the matches, so the nearest are among them.
    ranked = await byFullText(db, p, origin, check, rows);
    exhaustive = true;
  } else {
    const searched = origin
      ? await nearest(db, origin, Math.max(end, 1), p, check, rows, Infinity, !p.counts)
      : await byName(db, Math.max(end, 1), p, check, rows);
    ranked = searched.ranked;
    exhaustive = searched.exhaustive;
    readCounts = (searched as { counts?: Map<string, number> }).counts ?? null;
  }
  if (origin) ranked.sort((a, b) => a.d + a.c.rank_penalty - (b.d + b.c.rank_penalty) || a.c.id - b.c.id);
  // Without a position (relevance or name order), ranked-down points follow the others, each
  // group in its own order (a stable sort).
  else ranked.sort((a, b) => Number(a.c.rank_penalty > 0) - Number(b.c.rank_penalty > 0));
  const pageRows = ranked.slice(query.offset, end);
  // The counters are read in the page rows' batch: one D1 round trip; rows read with the page's
  // columns and counters read already are not read again (then there may be no trip at all).
  const { page: full, counts: readNow } = await facilitiesById(
    db,
    pageRows.map((x) => x.c.id),
    rows,
    !exhaustive && !p.counts && !readCounts ? edition : null,
    pageRows.map((x) => x.c),
  );
  const counts = exhaustive ? null : (p.counts ?? readCounts ?? readNow);
  const total = counts ? totalFromCounts(counts, p, ranked.length) : ranked.length;
  const capped = total > SEARCH_CAP;
  const distances = new Map(pageRows.map((x) => [x.c.id, x.d]));
  // Unconfirmed for a year: the entry says so (docs/decisions/145-point-freshness.md).
  const stale = new Set(
    pageRows.filter((x) => x.c.checked_at !== null && x.c.checked_at < p.staleBefore).map((x) => x.c.id),
  );
  const slugs = new Map(cat.materials.map((m) => [m.id, m.slug]));
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (zone: string) => clocks.get(zone) ?? clocks.set(zone, wallClock(at, zone)).get(zone)!;
  // Points share schedules (chains, "24/7", common weekly patterns): each is read once per page.
  const statuses = new Map<string, ReturnType<typeof finderOpenStatus>>();
  const openStatus = (hours: string, zone: string) => {
    const key = `${zone}\n${hours}`;
    return statuses.get(key) ?? statuses.set(key, finderOpenStatus(hours, at, clock(zone), zone)).get(key)!;
  };
  const items = full.map((row): FinderItem => {
    const known = row.status === 'accepted' ? openStatus(row.hours, row.time_zone) : null;
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
      ...(origin && place.distances && d !== undefined ? { distanceM: Math.round(d) } : {}),
      openNow: open.state === 'open',
      open,
      status: row.status,
      materials: cat.materials.filter((m) => hasMaterial(row.materials, m.id)).map((m) => slugs.get(m.id)!),
      iconUrl: row.icon_url,
    };
  });
  return { total: Math.min(total, SEARCH_CAP), items, capped, rowsRead: rows.n };
}

/** Material chips for the page: slug and name in the page's locale. */
export const materialChoices = (cat: FinderCatalogue, locale: Locale) =>
  cat.materials.map((m) => ({ slug: m.slug, name: pickLocaleName(m.names, locale) }));
