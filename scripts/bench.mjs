#!/usr/bin/env node
/**
 * `npm run bench`: builds the deploy bundle (`wrangler deploy --dry-run`), serves it with
 * Miniflare on direct loopback sockets (not through wrangler dev's proxy, which would dominate),
 * and prints from one run: req/s and p50/p99 at 20 connections for a trivial route and each
 * edition's home page, plus gzip sizes of the worker and of what each public page loads.
 * Figures are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Miniflare } from 'miniflare';
import { load } from '../test/bench/load.mjs';
import { benchNotifications } from '../test/bench/notifications.mjs';
import { root } from './lib/local-worker.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 20;
const outdir = path.join(root, 'dist/bench-bundle');

const sh = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};
sh(process.execPath, ['scripts/build.mjs']);
fs.rmSync(outdir, { recursive: true, force: true });
sh(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', path.relative(root, outdir)]);

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'worker/generated/client-manifest.json'), 'utf8'));
const bundle = fs.readdirSync(outdir).find((f) => f.endsWith('.js'));
const mf = new Miniflare({
  rootPath: root,
  modules: true,
  modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
  scriptPath: path.relative(root, path.join(outdir, bundle)),
  compatibilityDate: '2026-04-26',
  compatibilityFlags: ['nodejs_compat'],
  d1Databases: ['DB'],
  kvNamespaces: ['KV'],
  durableObjects: { NOTIFICATIONS: { className: 'NotificationHub', useSQLite: true } },
  bindings: { ENVIRONMENT: 'production', EDITION_HOSTS: '{}', DEFAULT_EDITION: 'ru', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' },
  host: '127.0.0.1',
  port: 0,
});
const url = await mf.ready;
const db = await mf.getD1Database('DB');
for (const file of fs.readdirSync(path.join(root, 'migrations')).filter((f) => f.endsWith('.sql')).sort()) {
  const sql = fs.readFileSync(path.join(root, 'migrations', file), 'utf8');
  for (const statement of splitSql(sql)) await db.prepare(statement).run();
}
await (await mf.getKVNamespace('KV')).put('build:latest', manifest.buildId);

const port = Number(url.port);
const routes = [
  ['trivial: /robots.txt', 'localhost', '/robots.txt'],
  ['home, Russian edition', 'localhost', '/'],
  ['home, Kazakhstan edition', 'kz.localhost', '/'],
  ['home, international', 'intl.localhost', '/'],
];
await load({ port, host: 'localhost', path: '/', connections: 4, seconds: 1 }); // warm-up
const rows = [];
for (const [name, host, p] of routes) {
  const r = await load({ port, host, path: p, connections: CONNECTIONS, seconds: SECONDS });
  rows.push([name, r.rps.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), String(r.requests), String(r.errors)]);
}
// Notification fan-out (issue 9): one hub, 1,000 authenticated sockets of one user.
const fanout = await benchNotifications({ mf, port, secret: 'bench-secret-bench-secret-bench-secret' });
await (await import('../test/bench/finder.mjs')).benchFinder({ mf, port, seconds: SECONDS }); // issue 17: finder with 10,000 points
await mf.dispose();

console.log(`\nThroughput and latency (${CONNECTIONS} connections, ${SECONDS}s each, Miniflare direct sockets, production build)`);
table(['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'], rows);

console.log(`\nNotification fan-out (one NotificationHub, ${fanout.sockets} authenticated sockets of one user, ${fanout.rounds} rounds)`);
table(['what', 'ms'], [
  ['connect + authenticate all sockets', fanout.connectMs.toFixed(0)],
  ['push → last socket received, p50', fanout.p50.toFixed(1)],
  ['push → last socket received, min', fanout.min.toFixed(1)],
  ['push → last socket received, max', fanout.max.toFixed(1)],
]);

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
const clientFile = (u) => path.join(root, 'dist/client', u);
const sizeRows = [['worker bundle', kb(fs.statSync(path.join(outdir, bundle)).size), kb(gz(path.join(outdir, bundle)))]];
const shared = [manifest.entry, ...sharedChunks(manifest.entry)];
for (const [page, files] of Object.entries(manifest.pages)) {
  const js = [...new Set([...shared, ...files])];
  const raw = js.reduce((n, f) => n + fs.statSync(clientFile(f)).size, 0);
  sizeRows.push([`page ${page}: JS (${js.length} files)`, kb(raw), kb(js.reduce((n, f) => n + gz(clientFile(f)), 0))]);
}
sizeRows.push(['CSS (every page)', kb(fs.statSync(clientFile(manifest.css)).size), kb(gz(clientFile(manifest.css)))]);
console.log('\nSizes');
table(['what', 'raw KiB', 'gzip KiB'], sizeRows);

/** The entry's static imports (shared chunks every page loads). */
function sharedChunks(entry) {
  const text = fs.readFileSync(clientFile(entry), 'utf8');
  return [...text.matchAll(/from"\.\/(c\/[^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
}
function splitSql(sql) {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}
