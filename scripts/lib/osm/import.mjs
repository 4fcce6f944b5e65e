/**
 * The import itself (scripts/import-osm.mjs is its command line): two streaming passes over the
 * extract, so memory holds only the wanted points and the nodes of wanted ways, never the file.
 *  1. ways and relations: closed ways tagged for recycling, and the node ids they need;
 *  2. nodes: wanted nodes become rows, the needed nodes' coordinates are kept for the centroids.
 * Rows go to a staging table in batches, each one transaction that also records how far the run got
 * (runs.mjs), so an interrupted import resumes from its last committed batch; one transaction then
 * merges them by OSM type/id (a changed digest rewrites a row, an equal one leaves it alone) and
 * removes the points that vanished from this region of this edition and that no other region holds
 * (docs/decisions/197-osm-regions-and-editions.md, 218-osm-remote-imports-resume.md).
 * A file that fails to read (a hostile .osm.pbf, read.mjs) leaves nothing behind: the merge never runs
 * and this run's staging is cleared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OsmRefusal } from './pbf-read.mjs';
import { readOsm } from './read.mjs';
import { osmKind } from './materials.mjs';
import { inRange, osmRow } from './row.mjs';
import { diffCounts, dropCounts, dropStatements, mergeStatements, regionsSql, Stager } from './store.mjs';
import {
  discardRegionStatements,
  discardStatements,
  fileSha256,
  findRun,
  ImportInterrupted,
  marked,
  sameImport,
  StoreFailure,
  startStatements,
} from './runs.mjs';
import { q } from '../seed-sql.mjs';
import { syncOsmFinder } from './finder.mjs';

export { ImportInterrupted, OsmRefusal };

export const SKIP_REASONS = {
  'open-way': 'way is not closed (no area to take a centroid of)',
  'way-nodes-missing': "way's nodes are not in the extract",
  relation: 'relations (multipolygons) are not imported',
  'no-coordinates': 'node without coordinates',
  'bad-coordinates': 'coordinates out of range (latitude -90..90, longitude -180..180) or not a number',
  private: 'access=private or access=no',
  'no-catalogue-material': 'bottle return machine taking no catalogue material',
};

/** Area centroid of a closed ring (falls back to the vertex mean for a degenerate ring). */
export function centroid(points) {
  let a = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[i + 1];
    const f = x0 * y1 - x1 * y0;
    a += f;
    x += (x0 + x1) * f;
    y += (y0 + y1) * f;
  }
  if (Math.abs(a) < 1e-18) {
    const ring = points.slice(0, -1);
    return [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
  }
  return [x / (3 * a), y / (3 * a)];
}

/** A region's name: letters, digits, '.', '_', '-', up to 80 (it is printed and kept in the database). */
export const REGION_NAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,79}$/u;

/** The default region of an extract: its file name without the directory and the OSM extensions. */
export function regionOf(file) {
  return (
    path
      .basename(file)
      .replace(/(\.osm)?\.(pbf|osm|json|geojson|xml)$/i, '')
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .slice(0, 80) || 'extract'
  );
}

function checkRegion(region) {
  if (!REGION_NAME.test(region))
    throw new OsmRefusal(
      `region name must be letters, digits, '.', '_' or '-' (up to 80), not ${JSON.stringify(region)}`,
    );
}

const skipWhy = (tags) => (tags.access === 'private' || tags.access === 'no' ? 'private' : null);

/**
 * Imports `file` into `store` as `region` (default regionOf(file)) of `edition`. Returns the summary
 * (import.d.mts ImportSummary). Resumable (docs/decisions/218-osm-remote-imports-resume.md): an
 * interrupted import of the same file into the same region goes on from its last committed batch;
 * `restart` (or another file) discards it. `onStatus` gets one line per step worth telling.
 */
export async function importOsm({
  file,
  edition,
  region = regionOf(file),
  store: given,
  now = new Date(),
  timeZone = null,
  onProgress = null,
  onStatus = null,
  allowEmpty = false,
  restart = false,
  batch = {},
}) {
  checkRegion(region);
  const store = marked(given);
  const say = (line) => onStatus?.(line);
  const where = `the region ${region} of the ${edition} edition`;
  const sha = await fileSha256(file);
  const found = await guardedStore(where, null, () => findRun(store, edition, region));
  if (found && !restart && sameImport(found, sha, timeZone) && found.phase === 'merged') {
    say(`Resuming run ${found.run}: its swap into ${where} has committed; bringing the finder index up to date.`);
    const summary = JSON.parse(found.summary);
    return { ...summary, finder: await finish(store, where, found.run, edition), resumed: { staged: found.staged } };
  }

  const size = fs.statSync(file).size || 1;
  let read = 0;
  const onBytes = (n) => {
    read += n;
    onProgress?.(Math.min(1, read / (2 * size)));
  };
  const skipped = {};
  const skip = (reason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  let elements = 0;

  // Pass 1: ways and relations.
  const ways = [];
  const needed = new Set();
  for await (const e of readOsm(file, { types: ['way', 'relation'], onBytes })) {
    elements++;
    const kind = osmKind(e.tags);
    if (!kind) continue;
    if (e.type === 'relation') skip('relation');
    else if (e.refs.length < 4 || e.refs[0] !== e.refs[e.refs.length - 1]) skip('open-way');
    else if (skipWhy(e.tags)) skip(skipWhy(e.tags));
    else {
      ways.push(e);
      for (const ref of e.refs) needed.add(ref);
    }
  }

  const current = await guardedStore(where, null, () =>
    openRun(store, { found, edition, region, sha, timeZone, now, restart, say, where }),
  );
  const { run } = current;
  const runNow = new Date(current.started_at);
  const stager = new Stager(store, run, {
    skip: current.staged,
    batches: current.batches,
    ...batch,
    onBatch: ({ batch: n, staged }) => say(`Batch ${n} committed: ${staged} points staged (run ${run}).`),
  });
  const stage = async (e, lat, lng) => {
    const row = osmRow(e, { lat, lng, edition, now: runNow, timeZone });
    if (row.kind === 'bottle_return' && row.materials === '[]') return skip('no-catalogue-material');
    await stager.add(row);
  };
  const stopped = () =>
    `at least ${stager.committed} points of the extract are staged (run ${run}, ${stager.batches} batches known committed); nothing in ${where} has changed.`;

  await guarded(store, run, where, stopped, async () => {
    // Pass 2: nodes.
    const coords = new Map();
    for await (const e of readOsm(file, { types: ['node'], onBytes })) {
      elements++;
      if (needed.has(e.id)) coords.set(e.id, [e.lon, e.lat]);
      if (!osmKind(e.tags)) continue;
      if (e.lat === undefined || e.lat === null || e.lon === undefined || e.lon === null) skip('no-coordinates');
      else if (!inRange(e.lat, e.lon)) skip('bad-coordinates');
      else if (skipWhy(e.tags)) skip(skipWhy(e.tags));
      else await stage(e, e.lat, e.lon);
    }
    for (const way of ways) {
      const ring = way.refs.map((ref) => coords.get(ref));
      if (ring.some((p) => !p)) skip('way-nodes-missing');
      else if (ring.some(([lng, lat]) => !inRange(lat, lng))) skip('bad-coordinates');
      else {
        const [lng, lat] = centroid(ring);
        await stage(way, lat, lng);
      }
    }
    await stager.flush();
  });
  onProgress?.(1);

  const swapping = () =>
    `all ${stager.count} points are staged (run ${run}); the swap into ${where} is one transaction, so it either committed whole or not at all.`;
  const summary = await guardedStore(where, swapping, async () => {
    const counts = await diffCounts(store, run, edition, region);
    const remove = allowEmpty || stager.count > 0;
    const keptBecauseEmpty = !remove && counts.removed + counts.released > 0;
    if (!remove) Object.assign(counts, { removed: 0, released: 0 });
    const summary = { ...counts, region, skipped, seen: stager.count, elements, keptBecauseEmpty };
    say(`All ${stager.count} points staged; swapping them into ${where} in one transaction.`);
    await store.run(mergeStatements(run, edition, region, runNow.getTime(), { remove, summary }));
    return summary;
  });
  const resumed = current.staged > 0 ? { staged: current.staged } : null;
  return { ...summary, finder: await finish(store, where, run, edition), resumed };
}

/** Where a run stands: resumed, or discarded (another file, --restart) and started afresh. */
async function openRun(store, { found, edition, region, sha, timeZone, now, restart, say, where }) {
  if (found && !restart && sameImport(found, sha, timeZone)) {
    say(
      `Resuming run ${found.run} of ${where}: ${found.staged} points already staged in ${found.batches} committed batches; sending the rest.`,
    );
    return found;
  }
  // The stalled run goes in the same batch that starts the new one.
  if (found) {
    const why = restart ? '--restart' : found.phase === 'merged' ? 'it had finished its swap' : 'another file';
    say(`Discarding the unfinished run ${found.run} of ${where} (${why}) and its staged points.`);
  }
  const run = `${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`;
  await store.run([
    ...(found ? discardStatements(found.run) : []),
    ...startStatements({ run, edition, region, sha, timeZone, startedAt: now.getTime(), now: Date.now() }),
  ]);
  say(`Started run ${run} of ${where}.`);
  return { run, started_at: now.getTime(), staged: 0, batches: 0 };
}

/** After the swap: the finder index follows (idempotent), then the run and its staging go. */
async function finish(store, where, run, edition) {
  return guardedStore(
    where,
    () => `its points were swapped in (run ${run}), but the finder index is not yet up to date.`,
    async () => {
      const finder = await syncOsmFinder(store, edition);
      await store.run(discardStatements(run));
      return finder;
    },
  );
}

/** A store failure becomes ImportInterrupted: what the database holds, and how to go on. */
async function guardedStore(where, state, work) {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof StoreFailure)) throw e;
    const told = state
      ? `${state()}\nRun the same command again to resume from there, or add --restart to discard the staged points and start over.`
      : 'Nothing was written; run the same command again.';
    throw new ImportInterrupted(`The import of ${where} stopped: ${e.message}\n${told}`, { cause: e });
  }
}

/**
 * Stages, and if reading fails (a truncated or hostile file) discards this run and its staged rows
 * before the error goes on: osm_facilities is only written by the swap, which then never runs. A
 * store failure keeps them: the run resumes.
 */
async function guarded(store, run, where, stopped, work) {
  try {
    return await guardedStore(where, stopped, work);
  } catch (e) {
    if (!(e instanceof ImportInterrupted)) await store.run(discardStatements(run)).catch(() => {});
    throw e;
  }
}

/**
 * Lets a region of an edition go on purpose: its points that no other region holds are removed,
 * the rest stay. Refuses an unknown region, naming the edition's regions. Returns
 * { removed, released, finder }.
 */
export async function dropRegion({ edition, region, store }) {
  checkRegion(region);
  const regions = await store.all(regionsSql(edition));
  if (!regions.some((r) => r.region === region)) {
    throw new OsmRefusal(
      `no region ${JSON.stringify(region)} in the ${edition} edition (its regions: ${regions.map((r) => `${r.region} (${r.n})`).join(', ') || 'none'})`,
    );
  }
  const counts = await dropCounts(store, edition, region);
  // An unfinished import of the region goes too, or resuming it would bring the region back.
  await store.run([...dropStatements(edition, region), ...discardRegionStatements(edition, region)]);
  return { ...counts, finder: await syncOsmFinder(store, edition) };
}

/** Present so tests and the seed can count rows without knowing the table. */
export const countSql = (edition) => `SELECT COUNT(*) AS n FROM osm_facilities WHERE edition = ${q(edition)}`;
