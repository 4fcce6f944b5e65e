#!/usr/bin/env node
/**
 * Finder benchmark (issue 17): seeds 10,000 public points (scripts/lib/finder-demo.mjs) into a
 * Miniflare D1 and reports p50/p99 of the finder API and page, plus the cold first request that
 * builds the search index. Figures are printed, never asserted.
 *
 *   node test/bench/finder.mjs           standalone: builds the deploy bundle, serves it, seeds, measures
 *   benchFinder({ mf, port })            from scripts/bench.mjs, on its already running Miniflare
 */
import { buildDeployBundle, serveDeployBundle } from '../../scripts/lib/deploy-bundle.mjs';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finderPointsSql } from '../../scripts/lib/finder-demo.mjs';
import { load } from './load.mjs';
import { printTable as table } from '../../scripts/lib/print-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_POINTS = Number(process.env.BENCH_FINDER_POINTS ?? 10_000);

/** Seeds `count` points through D1 exec in chunks (one statement per line). */
export async function seedFinderPoints(db, count = BENCH_POINTS) {
  const lines = finderPointsSql(count, { seed: 1917 });
  for (let i = 0; i < lines.length; i += 2000) await db.exec(lines.slice(i, i + 2000).join('\n'));
  return lines.length;
}

function once(port, host, p) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: p, headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const enc = encodeURIComponent;
const ROUTES = [
  ['API: nearest 50 (Moscow)', '/api/v1/recycling-points?near=55.7558,37.6173'],
  ['API: typo search "cardbord", nearest first', '/api/v1/recycling-points?q=cardbord&near=55.7558,37.6173'],
  ['API: typo search "батарийки", limit 1000', `/api/v1/recycling-points?q=${enc('батарийки')}&limit=1000`],
  ['API: material + open now, nearest first', '/api/v1/recycling-points?material=batteries&material=paper&open=now&near=40.7484,-73.9857'],
  ['page: /recycling-points (edge/default order)', '/recycling-points'],
  ['page: search + chips', `/recycling-points?q=${enc('картон')}&material=glass&near=59.9343,30.3351`],
];

/** Measures the finder on a running worker whose D1 is `db`; prints one table and returns its rows. */
export async function benchFinder({ mf, port, seconds = Number(process.env.BENCH_SECONDS ?? 4), connections = 20, host = 'localhost', print = true }) {
  const db = await mf.getD1Database('DB');
  const seedStarted = performance.now();
  const statements = await seedFinderPoints(db);
  const seedMs = performance.now() - seedStarted;
  const cold = await once(port, host, ROUTES[0][1]);
  const total = JSON.parse(cold.body).total;
  const rows = [[`cold: first request, builds the index of ${total} points`, '-', cold.ms.toFixed(1), '-', '1', cold.status === 200 ? '0' : '1']];
  for (const [name, p] of ROUTES) {
    const r = await load({ port, host, path: p, connections, seconds });
    rows.push([name, r.rps.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), String(r.requests), String(r.errors)]);
  }
  const title = `Finder with ${BENCH_POINTS} seeded points (${statements} statements in ${(seedMs / 1000).toFixed(1)} s; ${connections} connections, ${seconds}s each)`;
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'];
  if (print) {
    console.log(`\n${title}`);
    table(head, rows);
  }
  return { title, head, rows };
}


/** Standalone: the same deploy bundle under Miniflare on direct sockets as scripts/bench.mjs. */
async function standalone() {
  const outdir = path.join(root, 'dist/bench-finder-bundle');
  const bundle = buildDeployBundle(outdir, { build: !process.env.BENCH_NO_BUILD });
  const { mf, port } = await serveDeployBundle(bundle, { bindings: { JWT_SECRET: 'bench-secret-bench-secret-bench-secret', MAP_TILE_URL: '' } });
  try {
    await load({ port, host: 'localhost', path: '/', connections: 4, seconds: 1 }); // warm-up
    await benchFinder({ mf, port });
  } finally {
    await mf.dispose();
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
