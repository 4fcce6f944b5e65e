#!/usr/bin/env node
/**
 * Finder benchmark at national scale (docs/finder.md): for each size (BENCH_FINDER_SIZES, default
 * 10000,100000,1000000) a fresh D1 is migrated, loaded straight in its SQLite file
 * (test/bench/seed-finder-scale.mjs) and served from the deploy bundle under Miniflare. Printed per
 * size: finder API and page p50/p99 uncached at 1 and 20 connections for near only, near +
 * material, typo queries and open now; D1 rows read per query; the first request of a fresh
 * isolate after an edit; the worker's heap after GC; and the edge-cache hit rate of guest finder
 * and point pages while one point a second is edited somewhere in the three editions' cities.
 * Figures are printed with their targets, never asserted.
 *
 *   node test/bench/finder.mjs       standalone (builds the deploy bundle)
 *   benchFinder({ bundle })          from scripts/bench.mjs
 */
import esbuild from 'esbuild';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDeployBundle, serveDeployBundle } from '../../scripts/lib/deploy-bundle.mjs';
import { root } from '../../scripts/lib/local-worker.mjs';
import { printTable } from '../../scripts/lib/print-table.mjs';
import { workerHeapAfterGc } from '../../scripts/lib/worker-heap.mjs';
import { load } from './load.mjs';
import { d1File, SCALE_CITIES, scaleFacilityId, seedFinderFile } from './seed-finder-scale.mjs';

const SIZES = (process.env.BENCH_FINDER_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const HIT_SECONDS = Number(process.env.BENCH_HIT_SECONDS ?? 10);
const INSPECTOR_PORT = 9341;
const BYPASS = { cookie: 'session=bench-not-a-token' };
const MOSCOW = '55.7558,37.6173';
const enc = encodeURIComponent;
const SCENARIOS = [
  ['near only', `near=${MOSCOW}`],
  ['near + material', `near=${MOSCOW}&material=glass`],
  ['typo material "батарийки" near', `q=${enc('батарийки')}&near=${MOSCOW}`],
  ['typo street "Гагарена" near', `q=${enc('Гагарена')}&near=${MOSCOW}`],
  ['open now near', `open=now&near=${MOSCOW}`],
];

function once(port, p, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port, path: p, headers: { host: 'localhost', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function sequential(port, p, n = 30) {
  const ms = [];
  for (let i = 0; i < n; i++) ms.push((await once(port, p, BYPASS)).ms);
  return { p50: pct(ms, 50), p99: pct(ms, 99) };
}

/** The worker's own index writes (worker/data/finder-index.ts), bundled for Node. */
async function indexModule() {
  const out = await esbuild.build({
    entryPoints: [path.join(root, 'worker/data/finder-index.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    // A neutral build reads no package.json entry by default: name the ones the worker's imports use.
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/** A product-like edit: the row, and in the same batch the index and the cache tags. */
async function editFacility(db, index, i) {
  const id = scaleFacilityId(i);
  await db.batch([
    db.prepare('UPDATE facilities SET name = name || ?, updated_at = ? WHERE id = ?').bind('·', Date.now(), id),
    ...index.indexFacilityStatements(db, id),
  ]);
}

/** A visitor position around a city, chosen by the same weights as the seed. */
function randomPosition(rnd) {
  const total = SCALE_CITIES.reduce((s, c) => s + c[6], 0);
  let pick = rnd() * total;
  const city =
    SCALE_CITIES.find((c) => {
      pick -= c[6];
      return pick < 0;
    }) ?? SCALE_CITIES[0];
  return `${(city[1] + city[3] * (rnd() - 0.5)).toFixed(4)},${(city[2] + city[3] * 1.6 * (rnd() - 0.5)).toFixed(4)}`;
}

/** Guest reads (20 loops) over a fixed set of finder and point URLs while one point a second is edited. */
async function hitRate(port, db, index, size) {
  let seed = 42;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const positions = Array.from({ length: 40 }, () => randomPosition(rnd));
  const finder = positions.flatMap((p) => [
    `/recycling-points?near=${p}`,
    `/api/v1/recycling-points?near=${p}`,
    `/api/v1/recycling-points?near=${p}&material=paper`,
  ]);
  const points = Array.from({ length: 300 }, () => `/recycling-points/${scaleFacilityId(Math.floor(rnd() * size))}`);
  for (const u of [...finder, ...points]) await once(port, u);
  const counts = { finder: { hit: 0, all: 0 }, point: { hit: 0, all: 0 } };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const deadline = performance.now() + HIT_SECONDS * 1000;
  let edits = 0;
  const editor = (async () => {
    while (performance.now() < deadline) {
      await editFacility(db, index, Math.floor(Math.random() * size));
      edits++;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const loop = async () => {
    while (performance.now() < deadline) {
      const isFacility = Math.random() < 0.4;
      const list = isFacility ? points : finder;
      const u = list[Math.floor(Math.random() * list.length)];
      const state = await new Promise((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: u, agent, headers: { host: 'localhost' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['x-edge-cache']));
        });
        req.on('error', () => resolve('error'));
        req.end();
      });
      const c = counts[isFacility ? 'point' : 'finder'];
      c.all++;
      if (state === 'HIT') c.hit++;
    }
  };
  await Promise.all([editor, ...Array.from({ length: 20 }, loop)]);
  agent.destroy();
  return {
    finder: counts.finder.hit / counts.finder.all,
    point: counts.point.hit / counts.point.all,
    reads: counts.finder.all + counts.point.all,
    edits,
  };
}

async function measureSize(bundle, size, index) {
  const persist = fs.mkdtempSync(path.join(os.tmpdir(), 'finder-bench-'));
  const bindings = { JWT_SECRET: 'bench-secret-bench-secret-bench-secret', MAP_TILE_URL: '' };
  try {
    const migrated = await serveDeployBundle(bundle, { bindings, d1Persist: persist });
    await migrated.mf.dispose();
    const seedSeconds = seedFinderFile(d1File(persist), size);
    const { mf, port, db } = await serveDeployBundle(bundle, {
      bindings,
      d1Persist: persist,
      migrate: false,
      inspectorPort: INSPECTOR_PORT,
    });
    try {
      // A fresh isolate (this Miniflare has served nothing yet), right after an edit.
      await editFacility(db, index, 7);
      const fresh = await once(port, `/api/v1/recycling-points?${SCENARIOS[0][1]}`, BYPASS);
      const heapStart = await workerHeapAfterGc(INSPECTOR_PORT).then(
        (h) => h.usedMiB,
        () => NaN,
      );
      const rows = [];
      for (const [name, query] of SCENARIOS) {
        const apiPath = `/api/v1/recycling-points?${query}`;
        const pagePath = `/recycling-points?${query}`;
        const probe = await once(port, apiPath, BYPASS);
        const rowsRead = Number(probe.headers['x-finder-rows-read'] ?? NaN);
        const total = probe.status === 200 ? JSON.parse(probe.body).total : `HTTP ${probe.status}`;
        const api1 = await sequential(port, apiPath);
        const page1 = await sequential(port, pagePath, 15);
        const api20 = await load({
          port,
          host: 'localhost',
          path: apiPath,
          connections: 20,
          seconds: SECONDS,
          headers: BYPASS,
          accept: 'application/json',
        });
        const page20 = await load({
          port,
          host: 'localhost',
          path: pagePath,
          connections: 20,
          seconds: SECONDS,
          headers: BYPASS,
        });
        rows.push({ name, rowsRead, total, api1, page1, api20, page20 });
      }
      const heapEnd = await workerHeapAfterGc(INSPECTOR_PORT).then(
        (h) => h.usedMiB,
        () => NaN,
      );
      const hits = await hitRate(port, db, index, size);
      return { size, seedSeconds, fresh: fresh.ms, heapStart, heapEnd, rows, hits };
    } finally {
      await mf.dispose();
    }
  } finally {
    fs.rmSync(persist, { recursive: true, force: true });
  }
}

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

/** Runs every size; prints the tables and the misses; returns them for scripts/bench.mjs. */
export async function benchFinder({ bundle, print = true } = {}) {
  const index = await indexModule();
  const results = [];
  for (const size of SIZES) {
    if (print) console.log(`finder bench: ${size} points…`);
    const r = await measureSize(bundle, size, index);
    results.push(r);
    // Each size as soon as it is measured: the largest takes longest.
    console.log(
      JSON.stringify({
        size,
        seedSeconds: r.seedSeconds,
        fresh: r.fresh,
        heap: [r.heapStart, r.heapEnd],
        hits: r.hits,
        rows: r.rows.map((x) => [
          x.name,
          x.rowsRead,
          x.total,
          x.api1,
          x.api20.p50,
          x.api20.p99,
          x.page1,
          x.page20.p50,
          x.page20.p99,
        ]),
      }),
    );
  }
  const head = [
    'points',
    'query',
    'D1 rows',
    'total',
    'API p50/p99 1 conn',
    'API p50/p99 20 conn',
    'page p50/p99 1 conn',
    'page p50/p99 20 conn',
  ];
  const rows = results.flatMap((r) =>
    r.rows.map((x) => [
      String(r.size),
      x.name,
      String(x.rowsRead),
      String(x.total),
      `${f(x.api1.p50)} / ${f(x.api1.p99)}`,
      `${f(x.api20.p50)} / ${f(x.api20.p99)}`,
      `${f(x.page1.p50)} / ${f(x.page1.p99)}`,
      `${f(x.page20.p50)} / ${f(x.page20.p99)}`,
    ]),
  );
  const summaryHead = [
    'points',
    'seed s',
    'fresh isolate after edit ms',
    'heap MiB start / end',
    'edge hit rate finder / point pages (reads, edits)',
  ];
  const summary = results.map((r) => [
    String(r.size),
    f(r.seedSeconds),
    f(r.fresh),
    `${f(r.heapStart)} / ${f(r.heapEnd)}`,
    `${f(r.hits.finder * 100)} % / ${f(r.hits.point * 100)} % (${r.hits.reads}, ${r.hits.edits})`,
  ]);
  const misses = [];
  const small = results[0];
  const big = results.at(-1);
  for (const r of results) {
    for (const x of r.rows)
      if (x.rowsRead > 2000) misses.push(`${r.size}: ${x.name} read ${x.rowsRead} D1 rows (target ≤ 2,000)`);
    if (r.hits.finder < 0.95 || r.hits.point < 0.95)
      misses.push(
        `${r.size}: edge hit rate ${f(r.hits.finder * 100)} % finder / ${f(r.hits.point * 100)} % point pages (target ≥ 95 %)`,
      );
  }
  if (big && big !== small) {
    for (const x of big.rows) {
      const base = small.rows.find((y) => y.name === x.name);
      if (x.api1.p50 > 1.5 * base.api1.p50)
        misses.push(
          `${big.size}: ${x.name} API p50 ${f(x.api1.p50)} ms is ×${f(x.api1.p50 / base.api1.p50, 2)} the ${small.size} figure (target ≤ ×1.5)`,
        );
      if (x.api1.p50 > 15) misses.push(`${big.size}: ${x.name} uncached API p50 ${f(x.api1.p50)} ms (target ≤ 15 ms)`);
    }
    if (big.heapEnd > small.heapEnd * 1.5 + 2)
      misses.push(
        `heap ${f(big.heapEnd)} MiB at ${big.size} vs ${f(small.heapEnd)} MiB at ${small.size} (target flat)`,
      );
  }
  const title = `Finder at scale (sizes ${SIZES.join(', ')}; uncached = edge cache bypassed; 1 conn = ${30} sequential API / 15 page requests; 20 conn = ${SECONDS}s load; hit rate: 20 guest loops for ${HIT_SECONDS}s over 120 finder + 300 point URLs, one point edit a second)`;
  if (print) {
    console.log(`\n${title}`);
    printTable(head, rows);
    printTable(summaryHead, summary);
    console.log(`\nFinder misses (${misses.length}):`);
    for (const m of misses) console.log(`  - ${m}`);
  }
  return { title, head, rows, summaryHead, summary, misses };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.join(root, 'dist/bench-finder-bundle');
  const bundle = buildDeployBundle(outdir, { build: !process.env.BENCH_NO_BUILD });
  await benchFinder({ bundle });
}
