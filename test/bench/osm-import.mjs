/**
 * `npm run bench`: the OpenStreetMap importer over a generated 100,000-node extract
 * (scripts/lib/osm/generate-extract.mjs) into the bench database: time and peak heap per 100,000
 * nodes for a first import and for a re-import where nothing changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateExtract } from '../../scripts/lib/osm/generate-extract.mjs';
import { importOsm } from '../../scripts/lib/osm/import.mjs';

const NODES = 100_000;

async function measured(fn) {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
  const rss = process.resourceUsage().maxRSS;
  const t0 = performance.now();
  const result = await fn();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  // maxRSS is the process's peak so far (KB): its growth is what this import added to the peak.
  return {
    result,
    seconds,
    heapMb: (Math.max(peak, process.memoryUsage().heapUsed) - base) / 1024 / 1024,
    rssMb: (process.resourceUsage().maxRSS - rss) / 1024,
  };
}

/** Runs both imports into `db` (a D1 binding, or a store of scripts/lib/osm/store.mjs); returns lines to print. */
export async function benchOsmImport(db) {
  process.env.TZ = 'UTC';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-bench-'));
  const file = path.join(dir, 'extract.osm.pbf');
  generateExtract(file, NODES);
  const store = db.run
    ? db
    : {
        run: async (statements) => {
          if (statements.length) await db.batch(statements.map((s) => db.prepare(s)));
        },
        all: async (sql) => (await db.prepare(sql).all()).results,
      };
  const first = await measured(() => importOsm({ file, edition: 'ru', store }));
  const again = await measured(() => importOsm({ file, edition: 'ru', store }));
  const size = fs.statSync(file).size;
  fs.rmSync(dir, { recursive: true, force: true });
  const per = (s) => (s * 100_000) / NODES;
  const line = (name, m) =>
    `  ${name.padEnd(22)} ${per(m.seconds).toFixed(1)} s per 100,000 nodes, heap +${m.heapMb.toFixed(0)} MB, peak RSS +${m.rssMb.toFixed(0)} MB (added ${m.result.added}, updated ${m.result.updated}, unchanged ${m.result.unchanged}, removed ${m.result.removed})`;
  return [
    `OpenStreetMap import (${NODES.toLocaleString('en')} nodes, ${(size / 1024 / 1024).toFixed(1)} MB .osm.pbf, ${first.result.seen.toLocaleString('en')} recycling points):`,
    line('first import', first),
    line('re-import, unchanged', again),
  ];
}
