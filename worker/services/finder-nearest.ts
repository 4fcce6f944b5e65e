/**
 * Nearest first over the D1 index (docs/finder.md, ADRs 135, 168, 172): blocks of geo cells
 * around the origin, smallest first, each block's rows ranked by exact distance, until `need` of
 * them lie nearer than anything outside the block can. Split from finder.ts, which plans the query
 * and shapes the results.
 */
import { STALE_DISTANCE_PENALTY_M } from '../../ui/shared/facility/freshness';
import { BoundedMap } from '../../ui/shared/bounded-map';
import { blockReachM, CELL_SIZES, cellBlock, cellOf, type CellLevel } from '../../ui/shared/finder/cells';
import { distanceM, type LatLng } from '../../ui/shared/finder/geo';
import {
  candidatesAnywhere,
  candidatesInCells,
  candidatesInCellsAndAny,
  candidatesInCellsAndCounts,
  candidatesMatching,
  candidatesMatchingInCells,
  type RowsRead,
  type FinderCandidate,
  type SqlFilter,
} from '../data/finder-facilities';
import { allOf } from '../data/finder-vocabulary';
import type { WorkerCheck } from './finder-check';

/** What the block search needs of the query's plan (finder.ts `Plan`). */
export interface NearestPlan {
  filter: SqlFilter;
  /** FTS5 expression of the words ('' without); searched by place when `textByPlace`. */
  match: string;
  /** FTS5 expression of the materials ('' without): a block's rows taking them come from the full-text index. */
  materialMatch: string;
  textByPlace: boolean;
  narrowed: boolean;
  openNow: boolean;
  shortWords: string[];
  /** Confirmed before this (ms): stale, ranked as if STALE_DISTANCE_PENALTY_M farther. */
  staleBefore: number;
  /** The share of all listed points the words can match; null without words or when unknown. */
  textShare: number | null;
}

export interface Ranked {
  c: FinderCandidate;
  d: number;
}

/** A stale point ranks as if STALE_DISTANCE_PENALTY_M farther away (docs/decisions/145-point-freshness.md). */
export function freshen<T extends FinderCandidate>(found: T[], p: Pick<NearestPlan, 'staleBefore'>): T[] {
  for (const c of found)
    if (c.checked_at !== null && c.checked_at < p.staleBefore) c.rank_penalty += STALE_DISTANCE_PENALTY_M;
  return found;
}

/**
 * Blocks of cells tried in turn, smallest first: (level, radius in cells). The first, 5 × 5 of the
 * finest cells (about 1.4 × 0.8 km in mid latitudes), answers a page in a dense city by itself.
 * A narrowed search (materials, open now) starts at 0.01° (FIRST_NARROWED_STEP): at a million
 * points the finest block seldom holds a page of a few materials or of the points open at night,
 * and reading it first only added a statement (docs/decisions/168-finer-finder-cells.md).
 */
const STEPS: [CellLevel, number][] = [
  [5, 2],
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [2, 2],
  [2, 3],
  [3, 1],
  [3, 2],
  [4, 1],
  [4, 2],
];
const FIRST_NARROWED_STEP = 1;
/**
 * Words by place matching at most a quarter of all points start at 5 × 5 cells of 0.01°: at a
 * million points a street name held by one point in twenty ("Гагарина") left the 3 × 3 block a
 * page short and read the ring around it next; the 5 × 5 block holds a page in one query. Even in
 * the densest block (some 4,000 points) a quarter stays within TEXT_BLOCK_ROWS; commoner words keep
 * the 3 × 3 start.
 */
const FIRST_SPARSE_TEXT_STEP = 2;
const SPARSE_TEXT_SHARE = 0.25;
const stepArea = ([level, r]: [CellLevel, number]) => (CELL_SIZES[level] * (2 * r + 1)) ** 2;
/**
 * What an empty block counts as when skipping steps. At one row a search from a sparse place
 * (the bench's 100 points) took five blocks to reach its first points; at a tenth it takes three,
 * while a village still widens step by step (finder-nearest.test.ts).
 */
const EMPTY_BLOCK_ROWS = 0.1;
/** Matches the blocks may read for text by place before the best full-text matches take over. */
export const TEXT_BLOCK_ROWS = 4000;
/** The last resort (fewer than K matches within ~1,400 km) reads at most this many rows. */
const ANYWHERE_ROWS = 2000;

/**
 * Where a plain search (no words, materials or "open now") from about here last found its page:
 * per 0.01° cell of the origin and page size, the smallest block that held it (smallestSufficient).
 * Visitors of one place share an origin (the edge's estimate for their city), so the next search
 * from there reads that block at once instead of growing into it block by block, each a D1 round
 * trip (the finder's first page in a sparse region: three blocks, one). Starting at any block keeps
 * the answer exact (the stop rule does not depend on where the search began); a hint only saves
 * trips, and one grown too big corrects itself on the next answer. Kept a few minutes, bounded.
 */
const startHints = new BoundedMap<string, { step: number; rows: number; at: number }>(2000);
const HINT_MS = 5 * 60_000;
/**
 * A hinted block that held at most this many rows last time is read with the page's own columns
 * and the counters: when it holds the page again, the search reads nothing more (one round trip
 * for the whole page). Bigger blocks keep the narrow read; their page's rows come by id.
 */
const WIDE_BLOCK_ROWS = 60;

/** The hint's key when the plan is a plain search, else null: per edition, whose points fill the blocks. */
function hintKey(origin: LatLng, need: number, p: NearestPlan, check: WorkerCheck | null): string | null {
  const plain =
    !p.narrowed &&
    !p.textByPlace &&
    p.match === '' &&
    p.materialMatch === '' &&
    p.shortWords.length === 0 &&
    !p.openNow &&
    check === null;
  return plain ? `${p.filter.edition}|${cellOf(origin, 0)}|${need}` : null;
}

/** The smallest step from `from` whose block, among the rows read, already holds `need` within its reach. */
function smallestSufficient(origin: LatLng, need: number, ranked: Ranked[], from: number, upTo: number): number {
  for (let i = from; i < upTo; i++) {
    const [level, r] = STEPS[i]!;
    const block = new Set(cellBlock(origin, level, r));
    const reach = blockReachM(origin, level, r);
    if (ranked.filter((x) => x.d + x.c.rank_penalty <= reach && block.has(cellOf(x.c, level))).length >= need) return i;
  }
  return upTo;
}

/** The block a search starts with: its index in STEPS. */
export function firstStep(p: Pick<NearestPlan, 'narrowed' | 'textByPlace' | 'textShare'>): number {
  if (p.textByPlace && p.textShare !== null && p.textShare <= SPARSE_TEXT_SHARE) return FIRST_SPARSE_TEXT_STEP;
  return p.narrowed ? FIRST_NARROWED_STEP : 0;
}

/** A block of STEPS: cells of one level, and its radius in cells. */
export const stepAt = (i: number) => STEPS[i]!;

/**
 * The `need` nearest matches: each block's rows are ranked by exact distance; the answer is final
 * once `need` of them lie nearer than any point outside the block can (blockReachM). A block that
 * held few rows lets the next steps be skipped that would likely hold too few as well.
 */
export async function nearest(
  db: D1Database,
  origin: LatLng,
  need: number,
  p: NearestPlan,
  check: WorkerCheck | null,
  rows: RowsRead,
  rowBudget = Infinity,
  wantCounts = false,
): Promise<{ ranked: Ranked[]; exhaustive: boolean; cut: boolean; counts?: Map<string, number> }> {
  const extra = { hours: p.openNow, text: p.shortWords.length > 0 };
  let counts: Map<string, number> | undefined;
  // Words by place and materials: one FTS5 query per block reads only the rows that match, where
  // a block read through the cell index reads every row of it (docs/decisions/179-materials-in-the-text-index.md).
  const match = p.textByPlace ? allOf(p.match, p.materialMatch) : p.materialMatch;
  const first = firstStep(p);
  let step = first;
  const key = hintKey(origin, need, p, check);
  const hint = key ? startHints.get(key) : undefined;
  const hinted = hint && Date.now() - hint.at < HINT_MS ? hint : undefined;
  if (hinted) step = Math.max(step, hinted.step);
  // Rows of the block read so far at the current level: a wider block at the same level reads only its new ring.
  interface Held {
    level: CellLevel;
    r: number;
    passed: FinderCandidate[];
    /** Rows the block held, passing or not. */
    read: number;
  }
  let held: Held | null = null;
  // Whether the widest block holds anything, once asked (beside the second block, after an empty first).
  let widestAsked = false;
  while (step < STEPS.length) {
    const [level, r] = STEPS[step]!;
    const prev = held as Held | null;
    const sameLevel = prev && prev.level === level ? prev : null;
    const cells: number[] = sameLevel
      ? cellBlock(origin, level, r).filter((c) => !new Set(cellBlock(origin, level, sameLevel.r)).has(c))
      : cellBlock(origin, level, r);
    // After an empty block, this block comes with the question whether the widest holds anything:
    // a visitor far from every point goes to the last resort at once instead of block by block.
    const askWidest =
      !p.textByPlace && !widestAsked && prev !== null && prev.passed.length === 0 && step < STEPS.length - 1;
    let widestEmpty = false;
    let read: FinderCandidate[];
    // The `area` column holds cells of levels 0-4: a block of level 5 (never a narrowed search's,
    // so never one of text by place) reads the cell index.
    const byText = match !== '' && level !== 5;
    if (askWidest) {
      const [wl, wr] = STEPS[STEPS.length - 1]!;
      const answer = await candidatesInCellsAndAny(
        db,
        level,
        cells,
        { level: wl, cells: cellBlock(origin, wl, wr) },
        p.filter,
        extra,
        rows,
        byText ? match : '',
      );
      widestAsked = true;
      widestEmpty = !answer.widerHasAny;
      read = answer.found;
    } else if (byText)
      read = await candidatesMatchingInCells(
        db,
        match,
        level,
        cells,
        p.filter,
        extra,
        rows,
        Math.min(rowBudget + 1, 20_000),
      );
    else if (hinted && prev === null && step === hinted.step && hinted.rows <= WIDE_BLOCK_ROWS) {
      const wide = wantCounts
        ? await candidatesInCellsAndCounts(db, level, cells, p.filter, { ...extra, page: true }, rows)
        : {
            found: await candidatesInCells(db, level, cells, p.filter, { ...extra, page: true }, rows),
            counts: undefined,
          };
      read = wide.found;
      counts = wide.counts;
    } else read = await candidatesInCells(db, level, cells, p.filter, extra, rows);
    const found: FinderCandidate[] = freshen(read, p);
    const passed: FinderCandidate[] = [...(sameLevel ? sameLevel.passed : []), ...(check ? await check(found) : found)];
    held = { level, r, passed, read: (sameLevel?.read ?? 0) + found.length };
    const ranked = passed.map((c) => ({ c, d: distanceM(origin, c) }));
    const reach = blockReachM(origin, level, r);
    if (ranked.filter((x) => x.d + x.c.rank_penalty <= reach).length >= need) {
      if (key)
        startHints.set(key, {
          step: smallestSufficient(origin, need, ranked, first, step),
          rows: held.read,
          at: Date.now(),
        });
      return { ranked, exhaustive: false, cut: false, ...(counts ? { counts } : {}) };
    }
    // Skip blocks whose area, at the density seen here, would still hold too few: about a third of a
    // block lies within its reach, so aim for three times `need` in the block. An empty block counts
    // as a tenth of a row: it says the place is sparse, not that nothing lies within 1,400 km.
    let next = step + 1;
    const seen = Math.max(passed.length, EMPTY_BLOCK_ROWS);
    while (next < STEPS.length - 1 && seen * (stepArea(STEPS[next]!) / stepArea(STEPS[step]!)) < need * 3) next++;
    if (widestEmpty) next = STEPS.length;
    // Over budget (text by place: this block, or the next at this density, holds more matches than
    // the budget): within the reach of a whole block the answer is exact; the caller looks farther
    // another way. A block cut short by the budget (a city of matches in one ring) is not exact.
    if (
      found.length > rowBudget ||
      (next < STEPS.length && held.read * (stepArea(STEPS[next]!) / stepArea(STEPS[step]!)) > rowBudget)
    )
      return { ranked, exhaustive: false, cut: true };
    step = next;
  }
  const anywhere = freshen(
    match
      ? await candidatesMatching(db, match, false, p.filter, extra, rows, ANYWHERE_ROWS)
      : await candidatesAnywhere(db, p.filter, extra, rows, ANYWHERE_ROWS),
    p,
  );
  const passed = check ? await check(anywhere) : anywhere;
  return {
    ranked: passed.map((c) => ({ c, d: distanceM(origin, c) })),
    exhaustive: anywhere.length < ANYWHERE_ROWS,
    cut: false,
  };
}
