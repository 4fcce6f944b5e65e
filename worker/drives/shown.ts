/**
 * The drives an edition shows, kept per isolate under the edition's drives version (ADR 233).
 * The finder's pages and API carry the tag `l:drives:<edition>` in their cache key, so the edge
 * cache has just read its version (memoized a second, worker/data/cache-versions.ts) and this
 * costs the finder no D1 round trip of its own. The copy holds the drives not over and shown
 * within SPAN of its read; each request keeps those whose window holds its own `now`, so a drive
 * still appears and leaves at its local midnight. Accepting a drive bumps the tag: every isolate
 * reads again. An edition with more drives than the copy holds is read per request, by box.
 */
import type { EditionId } from '../../editions/types';
import { tagVersions } from '../data/cache-versions';
import { type Bbox, type DriveRecord, shownDrives } from './sql';

const SPAN_MS = 10 * 60_000;
/** Drives one edition's copy holds; more, and the read goes by box each time. */
const COPY_LIMIT = 500;

const copies = new Map<EditionId, { version: number; from: number; rows: DriveRecord[] }>();

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
  if (!copy || copy.version !== version || now < copy.from || now >= copy.from + SPAN_MS) {
    const rows = await shownDrives(db, edition, now, null, COPY_LIMIT + 1, SPAN_MS);
    copy = { version, from: now, rows };
    copies.set(edition, copy);
  }
  if (copy.rows.length > COPY_LIMIT) return shownDrives(db, edition, now, box, COPY_LIMIT);
  return copy.rows.filter((d) => d.shownFrom <= now && d.endsAt > now && inBox(d, box));
}
