/**
 * The drives an edition shows, kept per isolate under the edition's drives version (ADR 233).
 * The finder's pages and API carry the tag `l:drives:<edition>` in their cache key, so the edge
 * cache has just read its version (memoized a second, worker/data/cache-versions.ts) and this
 * costs the finder no D1 round trip of its own. A copy holds the drives not over and shown
 * within SPAN of its read, parsed once; each request keeps those whose window holds its own `now`,
 * so a drive still appears and leaves at its local midnight. Accepting a drive bumps the tag:
 * every isolate reads again.
 *
 * An edition with more drives than one copy holds (ten thousand Christmas-tree drop-offs in a
 * January) is kept by grid cell instead: a box reads the cells it covers, the missing ones in one
 * D1 batch, and the cells stay for the same span, the least recently used leaving first.
 */
import type { EditionId } from '../../editions/types';
import { tagVersions } from '../data/cache-versions';
import { type Bbox, type DriveRecord, shownDrives, shownDrivesInCells } from './sql';

const SPAN_MS = 10 * 60_000;
/** Drives one edition's copy holds; more, and the edition is kept by cell. */
const COPY_LIMIT = 500;
/** A cell is a degree square: a finder's box (a degree tall) covers at most two by four of them. */
const CELL_DEG = 1;
/** Drives one cell's copy holds; a denser cell is read by box on each request. */
const CELL_LIMIT = 2000;
/** Cells kept per isolate, across editions. */
const CELLS_KEPT = 256;
/** A box covering more cells than this (none of the finder's) is read by box. */
const CELLS_PER_BOX = 12;

interface Copy {
  version: number;
  from: number;
  rows: DriveRecord[];
}

const copies = new Map<EditionId, Copy>();
const cells = new Map<string, Copy>();

const fresh = (copy: Copy | undefined, version: number, now: number): copy is Copy =>
  !!copy && copy.version === version && now >= copy.from && now < copy.from + SPAN_MS;

const shownAt = (d: DriveRecord, now: number) => d.shownFrom <= now && d.endsAt > now;

const inBox = (d: DriveRecord, box: Bbox | null) =>
  !box || (d.lat >= box.south && d.lat <= box.north && d.lng >= box.west && d.lng <= box.east);

/** The accepted drives of the edition shown at `now`, inside the box when one is given, in start order. */
export async function drivesShownAt(
  db: D1Database,
  edition: EditionId,
  now: number,
  box: Bbox | null,
): Promise<DriveRecord[]> {
  const version = (await tagVersions(db, [`l:drives:${edition}`])).at(-1) ?? 0;
  let copy = copies.get(edition);
  if (!fresh(copy, version, now)) {
    copy = { version, from: now, rows: await shownDrives(db, edition, now, null, COPY_LIMIT + 1, SPAN_MS) };
    copies.set(edition, copy);
  }
  if (copy.rows.length <= COPY_LIMIT) return copy.rows.filter((d) => shownAt(d, now) && inBox(d, box));
  const kept = box ? await byCell(db, edition, version, now, box) : null;
  return kept ?? shownDrives(db, edition, now, box, COPY_LIMIT);
}

/** The box's drives from the cell copies (reading the missing cells), or null when it must go by box. */
async function byCell(
  db: D1Database,
  edition: EditionId,
  version: number,
  now: number,
  box: Bbox,
): Promise<DriveRecord[] | null> {
  const keys: { key: string; cell: Bbox }[] = [];
  for (let y = Math.floor(box.south / CELL_DEG); y <= Math.floor(box.north / CELL_DEG); y++)
    for (let x = Math.floor(box.west / CELL_DEG); x <= Math.floor(box.east / CELL_DEG); x++) {
      const cell = { south: y * CELL_DEG, north: (y + 1) * CELL_DEG, west: x * CELL_DEG, east: (x + 1) * CELL_DEG };
      keys.push({ key: `${edition}:${y}:${x}`, cell });
    }
  if (keys.length > CELLS_PER_BOX) return null;
  const missing = keys.filter(({ key }) => !fresh(cells.get(key), version, now));
  const read = await shownDrivesInCells(
    db,
    edition,
    now,
    missing.map((m) => m.cell),
    CELL_LIMIT + 1,
    SPAN_MS,
  );
  for (const [i, { key }] of missing.entries()) cells.set(key, { version, from: now, rows: read[i] ?? [] });
  const rows: DriveRecord[] = [];
  for (const { key } of keys) {
    const copy = cells.get(key)!;
    if (copy.rows.length > CELL_LIMIT) return null;
    // Least recently used first out: a read moves the cell to the end.
    cells.delete(key);
    cells.set(key, copy);
    for (const d of copy.rows) if (shownAt(d, now) && inBox(d, box)) rows.push(d);
  }
  for (const key of cells.keys()) {
    if (cells.size <= CELLS_KEPT) break;
    cells.delete(key);
  }
  return rows.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id)).slice(0, COPY_LIMIT);
}
