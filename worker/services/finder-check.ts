/**
 * The finder's checks that SQL cannot make (docs/finder.md, "Reading it"): open now in each
 * point's own zone, from the shared schedules of finder_hours (docs/decisions/169-finder-schedules.md),
 * and 1–2 letter words on name, address and materials.
 */
import { wallClock } from '../../ui/shared/finder/open-now';
import { BoundedMap } from '../../ui/shared/bounded-map';
import { hoursByIds, type RowsRead, type FinderCandidate, type FinderHours } from '../data/finder-facilities';
import { finderOpenStatus } from '../data/finder-hours';
import { materialsForWord, queryWords } from './finder-text';

/** The parts of a finder plan these checks read. */
export interface CheckedConditions {
  openNow: boolean;
  /** 1–2 letter words of the query. */
  shortWords: string[];
}

const bit = (id: number) => 2 ** id;
/** The material bitmask of a set of material ids, as finder_facilities.materials stores it. */
export const materialMask = (ids: number[]) => ids.reduce((m, id) => m + bit(id), 0);
export const hasMaterial = (materials: number, id: number) => Math.floor(materials / bit(id)) % 2 === 1;

/**
 * Schedules (finder_hours rows) this isolate has read. A row never changes (new hours are a new
 * row), so a kept one is never stale; at most HOURS_KEPT are kept, the oldest dropped first, so
 * memory does not grow with the number of points or schedules.
 */
const HOURS_KEPT = 1000;
const hoursKept = new BoundedMap<number, FinderHours>(HOURS_KEPT);

/** Reads the schedules of `found` this isolate has not kept yet: one D1 round trip, or none. */
async function keepSchedules(db: D1Database, found: FinderCandidate[], rows: RowsRead): Promise<void> {
  const missing = [
    ...new Set(found.map((c) => c.hours_id).filter((id): id is number => id != null && !hoursKept.has(id))),
  ];
  for (const h of await hoursByIds(db, missing, rows)) hoursKept.set(h.id, h);
}

/** The checks SQL cannot do: open now in the point's zone, 1–2 letter words. Keeps the candidates that pass. */
export type WorkerCheck = (found: FinderCandidate[]) => Promise<FinderCandidate[]>;

export function workerCheck(
  db: D1Database,
  p: CheckedConditions,
  at: Date,
  materialTokens: ReadonlyMap<string, number[]>,
  rows: RowsRead,
): WorkerCheck | null {
  if (!p.openNow && !p.shortWords.length) return null;
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (zone: string) => clocks.get(zone) ?? clocks.set(zone, wallClock(at, zone)).get(zone)!;
  const shortMaterials = p.shortWords.map((w) => materialsForWord(w, materialTokens));
  // Many points share a schedule (chains, "24/7", the same weekly pattern): each is read once per
  // request, not once per candidate. A row without one (the index's triggers always set it) is not open.
  const openBySchedule = new Map<number, boolean>();
  const isOpen = (c: FinderCandidate) => {
    const id = c.hours_id;
    if (id == null) return false;
    let open = openBySchedule.get(id);
    if (open === undefined) {
      const h = hoursKept.get(id);
      open = !!h && finderOpenStatus(h.hours, at, clock(h.time_zone), h.time_zone).state === 'open';
      openBySchedule.set(id, open);
    }
    return open;
  };
  const passes = (c: FinderCandidate) => {
    if (p.openNow && (c.status !== 'accepted' || !isOpen(c))) return false;
    if (!p.shortWords.length) return true;
    const tokens = queryWords(`${c.name ?? ''} ${c.address ?? ''}`, Infinity);
    return p.shortWords.every(
      (w, i) => shortMaterials[i]!.some((id) => hasMaterial(c.materials, id)) || tokens.some((t) => t.startsWith(w)),
    );
  };
  return async (found) => {
    if (p.openNow) await keepSchedules(db, found, rows);
    return found.filter(passes);
  };
}
