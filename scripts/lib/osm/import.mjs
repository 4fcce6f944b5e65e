/**
 * The import itself (scripts/import-osm.mjs is its command line): two streaming passes over the
 * extract, so memory holds only the wanted points and the nodes of wanted ways, never the file.
 *  1. ways and relations: closed ways tagged for recycling, and the node ids they need;
 *  2. nodes: wanted nodes become rows, the needed nodes' coordinates are kept for the centroids.
 * Rows go to a staging table; one transaction then merges them by OSM type/id (a changed digest
 * rewrites a row, an equal one leaves it alone) and removes this edition's points that vanished.
 */
import fs from 'node:fs';
import { readOsm } from './read.mjs';
import { osmKind } from './materials.mjs';
import { osmRow } from './row.mjs';
import { diffCounts, mergeStatements, Stager } from './store.mjs';
import { q } from '../seed-sql.mjs';
import { syncOsmFinder } from './finder.mjs';

export const SKIP_REASONS = {
  'open-way': 'way is not closed (no area to take a centroid of)',
  'way-nodes-missing': "way's nodes are not in the extract",
  relation: 'relations (multipolygons) are not imported',
  'no-coordinates': 'node without coordinates',
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

const skipWhy = (tags) => (tags.access === 'private' || tags.access === 'no' ? 'private' : null);

/**
 * Imports `file` into `store` for `edition`. Returns the summary
 * { added, updated, unchanged, removed, skipped: { reason: count }, seen, elements }.
 */
export async function importOsm({ file, edition, store, now = new Date(), timeZone = null, onProgress = null, allowEmpty = false }) {
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

  const run = `${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`;
  // Staging left by an import that died more than six hours ago.
  await store.run([`DELETE FROM osm_import_staging WHERE CAST(substr(run, 1, 13) AS INTEGER) < ${now.getTime() - 6 * 3_600_000}`]);
  const stager = new Stager(store, run);
  const stage = async (e, lat, lng) => {
    const row = osmRow(e, { lat, lng, edition, now, timeZone });
    if (row.kind === 'bottle_return' && row.materials === '[]') return skip('no-catalogue-material');
    await stager.add(row);
  };

  // Pass 2: nodes.
  const coords = new Map();
  for await (const e of readOsm(file, { types: ['node'], onBytes })) {
    elements++;
    if (needed.has(e.id)) coords.set(e.id, [e.lon, e.lat]);
    if (!osmKind(e.tags)) continue;
    if (!Number.isFinite(e.lat) || !Number.isFinite(e.lon)) skip('no-coordinates');
    else if (skipWhy(e.tags)) skip(skipWhy(e.tags));
    else await stage(e, e.lat, e.lon);
  }
  for (const way of ways) {
    const ring = way.refs.map((ref) => coords.get(ref));
    if (ring.some((p) => !p)) skip('way-nodes-missing');
    else {
      const [lng, lat] = centroid(ring);
      await stage(way, lat, lng);
    }
  }
  await stager.flush();
  onProgress?.(1);

  const counts = await diffCounts(store, run, edition);
  const remove = allowEmpty || stager.count > 0;
  if (!remove) counts.removed = 0;
  await store.run(mergeStatements(run, edition, now.getTime(), { remove }));
  const finder = await syncOsmFinder(store, edition);
  return { ...counts, finder, skipped, seen: stager.count, elements, keptBecauseEmpty: !remove };
}

/** Present so tests and the seed can count rows without knowing the table. */
export const countSql = (edition) => `SELECT COUNT(*) AS n FROM osm_facilities WHERE edition = ${q(edition)}`;
