/**
 * D1 reads of the finder index (finder_facilities, docs/finder.md). Every statement is bounded: by
 * geo cells, by an FTS5 match with a LIMIT, or by a LIMIT on an index; none reads the whole table.
 * Each read reports D1's meta.rows_read so the bench can print rows per query.
 */
import type { CellLevel } from '../../ui/shared/finder/cells';
import type { PublicFacilityStatus } from '../../ui/shared/facility/lifecycle';
import { allOf, countsOf, countsStatement } from './finder-vocabulary';
import { RowsRead } from './finder-rows-read';

export { RowsRead };

type PublicFinderStatus = PublicFacilityStatus;

export interface MaterialRow {
  id: number;
  slug: string;
  names: Record<string, string>;
}

/** What ranking and filtering read; the rest of a row is fetched for the returned page only. */
export interface FinderCandidate {
  id: number;
  lat: number;
  lng: number;
  materials: number;
  status: PublicFinderStatus;
  rank_penalty: number;
  /** Last confirmation (ms), null for sources without one (ui/shared/facility/freshness.ts). */
  checked_at: number | null;
  /** The row's schedule in finder_hours (with its time zone), read for "open now". */
  hours_id?: number | null;
  name?: string;
  address?: string;
  /** Present when the block was read with the page's own columns (FinderFacilityRow's). */
  source?: string;
}

export interface FinderFacilityRow {
  id: number;
  source: string;
  ref_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  status: PublicFinderStatus;
  materials: number;
  hours: string;
  time_zone: string;
  icon_url: string | null;
}

/**
 * SQL conditions on finder_facilities (alias-free) with their parameters. The first is always the
 * edition (`edition = ?`, the cell indexes' leading column): a finder lists its own edition's points.
 */
export interface SqlFilter {
  sql: string;
  args: (number | string)[];
  /** The edition whose points and counters the search reads (ADR 199). */
  edition: string;
}

export async function loadMaterials(db: D1Database): Promise<MaterialRow[]> {
  const { results } = await db
    .prepare('SELECT id, slug, names FROM facility_material_types ORDER BY sort, id')
    .all<{ id: number; slug: string; names: string }>();
  return results.map((m) => ({ id: m.id, slug: m.slug, names: JSON.parse(m.names) as Record<string, string> }));
}

/** What a block read brings: `page` adds the page's own columns (a block expected to be small, ADR 186). */
interface Extra {
  hours?: boolean;
  text?: boolean;
  page?: boolean;
}

const candidateColumns = (extra: Extra) =>
  `id, lat, lng, materials, status, rank_penalty, checked_at${extra.hours ? ', hours_id' : ''}${extra.page ? ', source, ref_id, name, address, hours, time_zone, icon_url' : extra.text ? ', name, address' : ''}`;

/**
 * candidatesInCells and, in the same round trip, the counters (finder_counts): a block read with
 * the page's own columns, which holds the page, leaves the search nothing more to read.
 */
export async function candidatesInCellsAndCounts(
  db: D1Database,
  level: CellLevel,
  cells: number[],
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
): Promise<{ found: FinderCandidate[]; counts: Map<string, number> }> {
  const [block, counts] = await db.batch<unknown>([
    cellsStatement(db, level, cells, filter, extra, 20_000),
    countsStatement(db, filter.edition),
  ]);
  rows.add(block!.meta);
  rows.add(counts!.meta);
  return {
    found: block!.results as FinderCandidate[],
    counts: countsOf(counts!.results as { key: string; n: number }[]),
  };
}

/** Rows in the given cells of one level that pass the filter. */
export async function candidatesInCells(
  db: D1Database,
  level: CellLevel,
  cells: number[],
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit = 20_000,
): Promise<FinderCandidate[]> {
  const res = await cellsStatement(db, level, cells, filter, extra, limit).all<FinderCandidate>();
  rows.add(res.meta);
  return res.results;
}

/** The rows of a block of cells that pass the filter: the condition and its values. */
const inBlock = (level: CellLevel, cells: number[], filter: SqlFilter) => ({
  sql: `c${level} IN (${cells.map(() => '?').join(', ')})${filter.sql ? ` AND ${filter.sql}` : ''}`,
  args: [...cells, ...filter.args],
});

const cellsStatement = (
  db: D1Database,
  level: CellLevel,
  cells: number[],
  filter: SqlFilter,
  extra: Extra,
  limit: number,
) => {
  const where = inBlock(level, cells, filter);
  return db
    .prepare(`SELECT ${candidateColumns(extra)} FROM finder_facilities WHERE ${where.sql} LIMIT ?`)
    .bind(...where.args, limit);
};

/**
 * candidatesInCells (or, with `match`, candidatesMatchingInCells), and in the same round trip whether any row passes the filter in a wider block
 * (`EXISTS`: one row read at most): a search that found nothing so far learns whether the widest
 * block holds anything at all, and goes to its last resort at once when it does not.
 */
export async function candidatesInCellsAndAny(
  db: D1Database,
  level: CellLevel,
  cells: number[],
  wider: { level: CellLevel; cells: number[] },
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  match = '',
): Promise<{ found: FinderCandidate[]; widerHasAny: boolean }> {
  const widest = inBlock(wider.level, wider.cells, filter);
  const [block, any] = await db.batch<unknown>([
    match
      ? matchingStatement(db, inCellsMatch(match, level, cells), false, filter, extra, 20_000)
      : cellsStatement(db, level, cells, filter, extra, 20_000),
    db.prepare(`SELECT EXISTS (SELECT 1 FROM finder_facilities WHERE ${widest.sql}) AS n`).bind(...widest.args),
  ]);
  rows.add(block!.meta);
  rows.add(any!.meta);
  return {
    found: block!.results as FinderCandidate[],
    widerHasAny: (any!.results[0] as { n: number } | undefined)?.n === 1,
  };
}

/** Rows anywhere that pass the filter, at most `limit` (the last resort of the ring search). */
export async function candidatesAnywhere(
  db: D1Database,
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit: number,
): Promise<FinderCandidate[]> {
  const res = await db
    .prepare(
      `SELECT ${candidateColumns(extra)} FROM finder_facilities${filter.sql ? ` WHERE ${filter.sql}` : ''} LIMIT ?`,
    )
    .bind(...filter.args, limit)
    .all<FinderCandidate>();
  rows.add(res.meta);
  return res.results;
}

/** Rows in name order after a (name, id) position: the API's order without a position or a search. */
export async function candidatesByName(
  db: D1Database,
  after: { name: string; id: number } | null,
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit: number,
): Promise<(FinderCandidate & { name: string })[]> {
  const res = await byNameStatement(db, after, filter, extra, limit).all<FinderCandidate & { name: string }>();
  rows.add(res.meta);
  return res.results;
}

const byNameStatement = (
  db: D1Database,
  after: { name: string; id: number } | null,
  filter: SqlFilter,
  extra: Extra,
  limit: number,
) => {
  const where = [after ? '(name, id) > (?, ?)' : '', filter.sql].filter(Boolean).join(' AND ');
  return db
    .prepare(
      `SELECT ${candidateColumns({ ...extra, text: true })} FROM finder_facilities INDEXED BY finder_facilities_name${where ? ` WHERE ${where}` : ''} ORDER BY name, id LIMIT ?`,
    )
    .bind(...(after ? [after.name, after.id] : []), ...filter.args, limit);
};

/**
 * The first chunk in name order (candidatesByName from the start) and, in the same round trip, its
 * first `pageRows` rows with the page's own columns and the counters: when nothing filters the
 * chunk further, those rows are the page, and the search needs no second trip.
 */
export async function firstByNameAndPage(
  db: D1Database,
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit: number,
  pageRows: number,
): Promise<{ found: (FinderCandidate & { name: string })[]; wide: FinderCandidate[]; counts: Map<string, number> }> {
  const [chunk, page, counts] = await db.batch<unknown>([
    byNameStatement(db, null, filter, extra, limit),
    byNameStatement(db, null, filter, { ...extra, page: true }, pageRows),
    countsStatement(db, filter.edition),
  ]);
  for (const r of [chunk!, page!, counts!]) rows.add(r.meta);
  return {
    found: chunk!.results as (FinderCandidate & { name: string })[],
    wide: page!.results as FinderCandidate[],
    counts: countsOf(counts!.results as { key: string; n: number }[]),
  };
}

/** FTS5 matches, best first when `ranked`, at most `limit`, that pass the filter. */
export async function candidatesMatching(
  db: D1Database,
  match: string,
  ranked: boolean,
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit: number,
): Promise<FinderCandidate[]> {
  const res = await matchingStatement(db, match, ranked, filter, extra, limit).all<FinderCandidate>();
  rows.add(res.meta);
  return res.results;
}

const matchingStatement = (
  db: D1Database,
  match: string,
  ranked: boolean,
  filter: SqlFilter,
  extra: Extra,
  limit: number,
) =>
  db
    .prepare(
      `SELECT ${candidateColumns(extra).replace(/(^|, )/g, '$1p.')} FROM (SELECT rowid AS r${ranked ? ', rank' : ''} FROM finder_fts WHERE finder_fts MATCH ?${ranked ? ' ORDER BY rank' : ''} LIMIT ?) m
       CROSS JOIN finder_facilities p ON p.id = m.r${filter.sql ? ` WHERE ${filter.sql.replace(/\bmaterials\b/g, 'p.materials')}` : ''}${ranked ? ' ORDER BY m.rank' : ''}`,
    )
    .bind(match, limit, ...filter.args);

/** One schedule of finder_hours: a time zone and the hours text of the index (finderOpenStatus reads both). */
export interface FinderHours {
  id: number;
  time_zone: string;
  hours: string;
}

/** `sql(placeholders)` over `ids` in chunks of 100 (D1's bound-parameter limit): the statements of one batch. */
function byIdStatements(db: D1Database, sql: (placeholders: string) => string, ids: number[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    statements.push(db.prepare(sql(chunk.map(() => '?').join(', '))).bind(...chunk));
  }
  return statements;
}

/** `sql(placeholders)` over `ids` (byIdStatements), in one D1 round trip. */
async function selectByIds<T>(
  db: D1Database,
  sql: (placeholders: string) => string,
  ids: number[],
  rows: RowsRead,
): Promise<T[]> {
  if (!ids.length) return [];
  const results = await db.batch(byIdStatements(db, sql, ids));
  return results.flatMap((r) => {
    rows.add(r.meta);
    return r.results as T[];
  });
}

/** Schedules by id. */
export const hoursByIds = (db: D1Database, ids: number[], rows: RowsRead) =>
  selectByIds<FinderHours>(
    db,
    (ids) => `SELECT id, time_zone, hours FROM finder_hours WHERE id IN (${ids})`,
    ids,
    rows,
  );

/**
 * FTS5 matches of `match` within the given cells of one level (levels 0-4: the `area` column of
 * finder_fts holds each row's cells as tokens, migration 0034), that pass the filter.
 */
export async function candidatesMatchingInCells(
  db: D1Database,
  match: string,
  level: CellLevel,
  cells: number[],
  filter: SqlFilter,
  extra: Extra,
  rows: RowsRead,
  limit = 20_000,
): Promise<FinderCandidate[]> {
  return candidatesMatching(db, inCellsMatch(match, level, cells), false, filter, extra, rows, limit);
}

const inCellsMatch = (match: string, level: CellLevel, cells: number[]) =>
  allOf(match, `area : (${cells.map((c) => `"q${level}x${c}"`).join(' OR ')})`);

const PAGE_COLUMNS = 'id, source, ref_id, name, address, lat, lng, status, materials, hours, time_zone, icon_url';

/**
 * The full rows of one page, in the order given, and the counters of the edition `withCounts` names when asked: one
 * D1 batch, so a page whose total comes from the counters waits for one round trip, not two.
 */
export async function facilitiesById(
  db: D1Database,
  ids: number[],
  rows: RowsRead,
  withCounts: string | null = null,
  read: FinderCandidate[] = [],
): Promise<{ page: FinderFacilityRow[]; counts: Map<string, number> | null }> {
  // Rows the search already read with the page's columns are not read again.
  const byId = new Map(
    read.filter((c) => c.source !== undefined).map((c) => [c.id, c as unknown as FinderFacilityRow]),
  );
  const statements = byIdStatements(
    db,
    (placeholders) => `SELECT ${PAGE_COLUMNS} FROM finder_facilities WHERE id IN (${placeholders})`,
    ids.filter((id) => !byId.has(id)),
  );
  if (withCounts) statements.push(countsStatement(db, withCounts));
  const results = statements.length ? await db.batch(statements) : [];
  for (const r of results) rows.add(r.meta);
  const counts = withCounts ? countsOf(results.at(-1)!.results as { key: string; n: number }[]) : null;
  for (const row of (withCounts ? results.slice(0, -1) : results).flatMap((r) => r.results as FinderFacilityRow[]))
    byId.set(row.id, row);
  return { page: ids.map((id) => byId.get(id)).filter((r): r is FinderFacilityRow => !!r), counts };
}

/** Whether a facility is listed (the finder page's `?point=` focus). */
export async function isListedFacility(db: D1Database, id: string): Promise<boolean> {
  return !!(await db
    .prepare("SELECT 1 AS ok FROM finder_facilities WHERE source = 'facility' AND ref_id = ?")
    .bind(id)
    .first());
}
